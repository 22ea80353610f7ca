package probe;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.i18n.Language;
import java.util.ServiceLoader;

/** Prints a game's texts in English and Spanish, and a mistake, as a module-path user meets them. */
public final class Probe {
  public static void main(String[] args) {
    GameRegistry registry =
        new GameRegistry(
            ServiceLoader.load(GameModule.class).stream().map(ServiceLoader.Provider::get).toList());
    System.out.println(registry.find("nim").summary());
    try (Language.Scope spanish = Language.use(Language.SPANISH)) {
      System.out.println(registry.find("nim").summary());
      try {
        registry.find("chess");
      } catch (RuntimeException mistake) {
        System.out.println(mistake.getMessage());
      }
    }
  }
}
