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
  private final List<String> refusals;

  /**
   * Makes a registry of {@code modules}, each checked for the parts every front end needs.
   *
   * @throws GameModuleException for a module that lacks one (a name, a title, two players, a
   *     notation in its default game …), or whose name or alias another module answers to
   */
  public GameRegistry(List<GameModule> modules) {
    this(modules, List.of());
  }

  private GameRegistry(List<GameModule> modules, List<String> refusals) {
    modules.forEach(ModuleCheck::check);
    this.refusals = List.copyOf(refusals);
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
   * Returns the registry of every module on the class path that can be used, found on first use. A
   * module that cannot be loaded (a services line naming a class its jar lacks), that lacks a part
   * every front end needs, or that answers to a name a module before it has, is left out, and
   * {@link #refusals()} says which and why: a broken game from another jar never stops the others.
   *
   * @throws GameModuleException for a module shipped with the registry itself that is refused: a
   *     mistake of ours, which the build's tests catch
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
    List<String> refusals = new ArrayList<>();
    List<GameModule> kept = new ArrayList<>();
    Map<String, GameModule> names = new LinkedHashMap<>();
    for (GameModule module : ModuleLoading.found(refusals)) {
      try {
        ModuleCheck.check(module);
        checkNames(module, names);
        kept.add(module);
      } catch (GameModuleException refused) {
        if (ModuleCheck.shippedWithRegistry(module.getClass())) {
          throw refused;
        }
        refusals.add(refused.getMessage());
      }
    }
    return new GameRegistry(kept, refusals);
  }

  /** Adds the names of {@code module} to {@code names}, refusing it when one is taken. */
  private static void checkNames(GameModule module, Map<String, GameModule> names) {
    List<String> its = new ArrayList<>(List.of(module.name()));
    its.addAll(module.aliases());
    for (String name : its) {
      GameModule before = names.get(key(name));
      if (before != null && before != module) {
        throw new GameModuleException(
            MESSAGES.text(
                "registry.module.clash",
                ModuleCheck.describe(before),
                ModuleCheck.describe(module),
                Quotes.quote(name)));
      }
    }
    its.forEach(name -> names.put(key(name), module));
  }

  /**
   * Returns what was wrong with each module left out of the {@link #standard()} registry, a line
   * each, naming the module or its services line and its jar; empty when none was.
   */
  public List<String> refusals() {
    return refusals;
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
