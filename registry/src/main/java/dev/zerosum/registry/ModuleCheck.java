package dev.zerosum.registry;

import dev.zerosum.core.Notation;
import dev.zerosum.registry.i18n.Messages;
import dev.zerosum.registry.i18n.Quotes;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The checks the registry makes of a module when it loads it: the parts every front end needs,
 * those that are cheap to read. A module is refused with a {@link GameModuleException} that names
 * it and the part.
 *
 * <p>The default game is made and its notation read only for a module from another jar than the
 * registry's: making every game costs some 50 ms of CPU at each start of the command line, and the
 * games packed with the registry in the application's jar pass the contract kit at build time.
 */
final class ModuleCheck {
  private static final Messages MESSAGES = Messages.of(ModuleCheck.class);

  /** A name typed on the command line, kept in save files and in the API's paths. */
  private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");

  private final GameModule module;

  private ModuleCheck(GameModule module) {
    this.module = module;
  }

  /**
   * Checks {@code module}, and its default game unless it comes from the registry's own jar.
   *
   * @throws GameModuleException naming the module and the part it lacks
   */
  static void check(GameModule module) {
    ModuleCheck check = new ModuleCheck(module);
    check.parts();
    if (!shippedWithRegistry(module.getClass())) {
      check.defaultGame();
    }
  }

  /**
   * Returns true when {@code type} comes from the jar (or folder) the registry's classes are in.
   */
  static boolean shippedWithRegistry(Class<?> type) {
    URL registry = location(GameRegistry.class);
    URL other = location(type);
    // Compared as text: URL.equals may look host names up.
    return registry != null && other != null && registry.toString().equals(other.toString());
  }

  /** Returns the module as a message names it: its name, its class and where it comes from. */
  static String describe(GameModule module) {
    String name;
    try {
      name = module.name();
    } catch (RuntimeException | LinkageError unreadable) {
      name = null;
    }
    String type = module.getClass().getName();
    URL from = location(module.getClass());
    String who = name == null || name.isBlank() ? type : name;
    return from == null
        ? MESSAGES.text("registry.module.who", who, type)
        : MESSAGES.text("registry.module.who-from", who, type, place(from));
  }

  private void parts() {
    String name = read("GameModule.name()", module::name);
    if (name == null || !NAME.matcher(name).matches()) {
      throw refused(
          MESSAGES.text(
              "registry.module.name", Quotes.quote(String.valueOf(name)), "GameModule.name()"));
    }
    for (String alias : read("GameModule.aliases()", module::aliases)) {
      if (alias == null || alias.isBlank()) {
        throw refused(MESSAGES.text("registry.module.alias", "GameModule.aliases()"));
      }
    }
    text("GameModule.title()", module::title);
    text("GameModule.summary()", module::summary);
    text("GameModule.positionHelp()", module::positionHelp);
    List<String> players = read("GameModule.players()", module::players);
    if (players == null
        || players.size() != 2
        || players.stream().anyMatch(player -> player == null || player.isBlank())
        || key(players.get(0)).equals(key(players.get(1)))) {
      throw refused(
          MESSAGES.text(
              "registry.module.players", String.valueOf(players), "GameModule.players()"));
    }
    read("GameModule.options()", module::options);
  }

  private void defaultGame() {
    PlayableGame<?, ?> game = read("GameModule.createDefault()", module::createDefault);
    if (game == null || game.game() == null) {
      throw refused(MESSAGES.text("registry.module.no-game", "GameModule.createDefault()"));
    }
    writesItsStart(game);
  }

  private <S, A> void writesItsStart(PlayableGame<S, A> game) {
    Notation<S, A> notation;
    try {
      notation = game.notation();
    } catch (RuntimeException none) {
      notation = null;
    }
    if (notation == null) {
      throw refused(MESSAGES.text("registry.module.no-notation", "Game.notation()"));
    }
    // Read, not checked for text: Connect Four writes its start as nothing.
    Notation<S, A> writer = notation;
    read("Notation.formatPosition", () -> writer.formatPosition(game.game().initialState()));
  }

  private void text(String part, Supplier<String> text) {
    String value = read(part, text);
    if (value == null || value.isBlank()) {
      throw refused(MESSAGES.text("registry.module.blank", part));
    }
  }

  /** Returns what {@code part} gives, refusing the module when it fails. */
  private <T> T read(String part, Supplier<T> value) {
    try {
      return value.get();
    } catch (RuntimeException | LinkageError failed) {
      throw new GameModuleException(
          refusal(MESSAGES.text("registry.module.failed", part, String.valueOf(failed))), failed);
    }
  }

  private GameModuleException refused(String what) {
    return new GameModuleException(refusal(what));
  }

  private String refusal(String what) {
    return MESSAGES.text("registry.module.refused", describe(module), what);
  }

  private static String key(String player) {
    return player.strip().toLowerCase(Locale.ROOT);
  }

  /** Returns the file {@code url} names as a path, or the address itself when it is no file. */
  static String place(URL url) {
    try {
      return Path.of(url.toURI()).toString();
    } catch (URISyntaxException | IllegalArgumentException | FileSystemNotFoundException notAFile) {
      return url.toString();
    }
  }

  private static URL location(Class<?> type) {
    CodeSource source = type.getProtectionDomain().getCodeSource();
    return source == null ? null : source.getLocation();
  }
}
