package dev.zerosum.registry;

import dev.zerosum.registry.i18n.Messages;
import java.util.List;
import java.util.Map;

/**
 * A game as the application knows it, described once: its names, its options, and how to set it up.
 * Every front end (the commands, the API, the page, the pictures) asks the {@link GameRegistry} for
 * modules and never names a game itself, so a jar with a module on the class path adds a game
 * everywhere.
 *
 * <p>Modules are found with {@link java.util.ServiceLoader}: list the class in {@code
 * META-INF/services/dev.zerosum.registry.GameModule}. A module must be cheap to create (the command
 * line creates every module at start-up); what is costly belongs in {@link #create}. The registry
 * refuses, as it loads the modules, one that lacks a part every front end needs (a name of one
 * word, a title, two players, a notation in its default game …) with a {@link GameModuleException}
 * that names it and the part.
 *
 * <pre>{@code
 * public final class TakeAwayModule implements GameModule {
 *   public String name() { return "takeaway"; }
 *   public String title() { return "Take-away"; }
 *   public String summary() { return "take 1 to 3 from a pile; whoever takes the last one wins"; }
 *   public String positionHelp() { return "the objects left, like 10"; }
 *   public List<OptionSpec> options() {
 *     return List.of(OptionSpec.integer("pile", "N", "objects at the start", 10, 1, 1000));
 *   }
 *   public PlayableGame<?, ?> create(GameOptions options) {
 *     return new PlayableTakeAway(this, options);
 *   }
 * }
 * }</pre>
 */
public interface GameModule {

  /** Returns the name typed on the command line and kept in save files: lower case, one word. */
  String name();

  /** Returns other names people may type for the game ({@code ttt}, {@code c4} …). */
  default List<String> aliases() {
    return List.of();
  }

  /** Returns the game's name for people: {@code Tic-tac-toe}. */
  String title();

  /** Returns one line that says what the game is, for help texts and the page. */
  String summary();

  /** Returns how a position is written, for help texts and the page: {@code like XO.X.....}. */
  String positionHelp();

  /**
   * Returns what the game calls its players, the first (MAX) then the second (MIN): {@code X} and
   * {@code O}, or {@code first} and {@code second} unless told.
   */
  default List<String> players() {
    return List.of("first", "second");
  }

  /** Returns where the game comes in lists: lower first; 100 unless told. */
  default int order() {
    return 100;
  }

  /**
   * Returns how far front ends go with this game unless told otherwise: trees of up to 2,000 nodes,
   * two seconds a move, unless told.
   */
  default GameLimits limits() {
    return GameLimits.STANDARD;
  }

  /** Returns the options the game takes; none unless told. */
  default List<OptionSpec> options() {
    return List.of();
  }

  /**
   * Returns the names of the options (among {@link #options()}) that set where a game starts and
   * nothing else, like Nim's {@code piles}: a command given a position of its own ({@code analyze},
   * {@code trace} …) refuses them rather than ignore them. None unless told.
   */
  default List<String> startOptions() {
    return List.of();
  }

  /**
   * Returns the game set up with {@code options}, which hold every option of {@link #options()}.
   *
   * @throws dev.zerosum.core.GameInputException when the options make no game (Nim with no pile,
   *     say), with a message that says why
   */
  PlayableGame<?, ?> create(GameOptions options);

  /**
   * Returns the commands this game adds to {@code zerosum} beside the ones every game has (Connect
   * Four's {@code solve}); none unless told.
   */
  default List<GameCommand> commands() {
    return List.of();
  }

  /**
   * Returns the module's texts in every language: the bundle {@code Messages.properties} (and
   * {@code Messages_es.properties}) in the module's package, which also says in every language the
   * mistakes its game reports with a code ({@code problem.CODE}). A module without one speaks
   * English only.
   */
  default Messages messages() {
    return Messages.of(getClass());
  }

  /** Returns the game set up with its default options. */
  default PlayableGame<?, ?> createDefault() {
    return create(GameOptions.of(options(), Map.of()));
  }
}
