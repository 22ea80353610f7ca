package dev.zerosum.registry;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.i18n.Messages;
import dev.zerosum.registry.i18n.Quotes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * The games the application knows: every {@link GameModule} on the class path, found once with
 * {@link ServiceLoader}, in their {@link GameModule#order() order}. Commands, the API and the page
 * find games here by the names people type.
 *
 * <pre>{@code
 * GameModule module = GameRegistry.standard().find(typedName);  // a name or an alias
 * PlayableGame<?, ?> game = module.createDefault();
 * }</pre>
 */
public final class GameRegistry {
  private static final Messages MESSAGES = Messages.of(GameRegistry.class);

  private static volatile GameRegistry standard; // null until first asked for, or after a refusal

  private final List<GameModule> modules;
  private final Map<String, GameModule> byName = new LinkedHashMap<>();

  /**
   * Makes a registry of {@code modules}, each checked for the parts every front end needs.
   *
   * @throws GameModuleException for a module that lacks one (a name, a title, two players, a
   *     notation in its default game …), or whose name or alias another module answers to
   */
  public GameRegistry(List<GameModule> modules) {
    modules.forEach(ModuleCheck::check);
    List<GameModule> sorted = new ArrayList<>(modules);
    sorted.sort(Comparator.comparingInt(GameModule::order).thenComparing(GameModule::name));
    this.modules = List.copyOf(sorted);
    for (GameModule module : this.modules) {
      register(module.name(), module);
      for (String alias : module.aliases()) {
        register(alias, module);
      }
    }
  }

  /**
   * Returns the registry of every module on the class path, found on first use.
   *
   * @throws GameModuleException for a module that cannot be loaded or lacks a part every front end
   *     needs, naming it; asked again, the registry looks again
   */
  public static GameRegistry standard() {
    GameRegistry registry = standard;
    if (registry == null) {
      synchronized (GameRegistry.class) {
        registry = standard;
        if (registry == null) {
          registry = load();
          standard = registry;
        }
      }
    }
    return registry;
  }

  private static GameRegistry load() {
    List<GameModule> found = new ArrayList<>();
    try {
      ServiceLoader.load(GameModule.class).forEach(found::add);
    } catch (ServiceConfigurationError | LinkageError unloadable) {
      throw new GameModuleException(
          MESSAGES.text(
              "registry.module.not-loaded",
              "META-INF/services/" + GameModule.class.getName(),
              String.valueOf(unloadable.getMessage())),
          unloadable);
    }
    return new GameRegistry(found);
  }

  private void register(String name, GameModule module) {
    String key = key(name);
    GameModule before = byName.putIfAbsent(key, module);
    if (before != null && before != module) {
      throw new GameModuleException(
          MESSAGES.text(
              "registry.module.clash",
              ModuleCheck.describe(before),
              ModuleCheck.describe(module),
              Quotes.quote(name)));
    }
  }

  private static String key(String name) {
    return name.strip().toLowerCase(Locale.ROOT);
  }

  /** Returns every game, in order. */
  public List<GameModule> modules() {
    return modules;
  }

  /** Returns the names of the games, in order. */
  public List<String> names() {
    return modules.stream().map(GameModule::name).toList();
  }

  /** Returns the first game: the one a bare {@code zerosum play} plays. */
  public GameModule first() {
    if (modules.isEmpty()) {
      throw new IllegalStateException("no game module is on the class path");
    }
    return modules.get(0);
  }

  /**
   * Returns the game {@code typed} names, by its name or an alias, in any case.
   *
   * @throws GameInputException for a name no game answers to
   */
  public GameModule find(String typed) {
    GameModule module = typed == null ? null : byName.get(key(typed));
    if (module == null) {
      throw new GameInputException(
          MESSAGES.text(
              "registry.unknown-game", Quotes.quote(typed == null ? "" : typed), namesInWords()));
    }
    return module;
  }

  /**
   * Returns the names as a person reads them in the current language: {@code tictactoe, nim or
   * connect4}.
   */
  public String namesInWords() {
    List<String> names = names();
    if (names.size() <= 1) {
      return String.join("", names);
    }
    return MESSAGES.text(
        "registry.names-or",
        String.join(", ", names.subList(0, names.size() - 1)),
        names.get(names.size() - 1));
  }

  /**
   * Returns {@code mistake} said in the current language: in the words of the game that reported it
   * (its code names the game), else of the application, else its own English message.
   */
  public String describe(GameInputException mistake) {
    List<Messages> messages = new ArrayList<>();
    modules.forEach(module -> messages.add(module.messages()));
    messages.add(MESSAGES);
    return Messages.describe(mistake, messages);
  }
}
