package dev.zerosum.registry.kit;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Player;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.util.List;
import java.util.Map;

/**
 * The contract every game passes, checked on a module's game: on every reachable position when
 * there are at most {@link #POSITION_LIMIT} of them (tic-tac-toe's 5,478), else on the positions of
 * seeded random games from the start. A game's test runs it for each option set worth checking:
 *
 * <pre>{@code
 * @Test
 * void passesTheGameContract() {
 *   ContractReport report = GameContract.of(new NimModule()).options(Map.of("piles", List.of(1L, 2L, 3L))).check();
 *   assertThat(report.everyPosition()).isTrue();
 * }
 * }</pre>
 *
 * <p>It checks that the registry accepts the module (its name, title, players and the notation of
 * its default game); that the game is made with the options and names its players both ways; that
 * its levels are ordered, offered and written in every language ({@link LevelsCheck}); and at each
 * position, the promises of core's {@code Game} and {@code Notation} ({@link RulesCheck}), the
 * game's symmetries when it has some ({@link SymmetryCheck}), and the module's analysis against
 * core's alpha-beta ({@link AnalysisCheck}) where alpha-beta finishes within {@link #NODE_BUDGET}
 * nodes; and the game's own perft counter, when it has one, against the generic count ({@link
 * PerftCheck}). A failure names the game, its options, the position, what is wrong and, for random
 * games, the seed that repeats them.
 */
public final class GameContract {
  /** The most positions checked one by one; a game with more is checked on random games. */
  public static final int POSITION_LIMIT = 20_000;

  /** The nodes alpha-beta may visit to find one value; past them, the checks that need it skip. */
  public static final long NODE_BUDGET = 100_000;

  /** The random games a large game is checked on. */
  public static final int PLAYOUTS = 20;

  /** The seed of the random games unless told. */
  public static final long SEED = 1;

  private final GameModule module;
  private Map<String, ?> options = Map.of();
  private int positionLimit = POSITION_LIMIT;
  private long nodeBudget = NODE_BUDGET;
  private int playouts = PLAYOUTS;
  private long seed = SEED;
  private boolean analysisMayEstimate;

  private GameContract(GameModule module) {
    this.module = module;
  }

  /** Returns the contract of {@code module}'s game, with its default options unless told. */
  public static GameContract of(GameModule module) {
    return new GameContract(module);
  }

  /**
   * Sets up the game with {@code given} options (by name, as {@link GameOptions#of} takes them).
   */
  public GameContract options(Map<String, ?> given) {
    this.options = Map.copyOf(given);
    return this;
  }

  /** Checks every position when there are at most {@code limit}; else random games. */
  public GameContract positionLimit(int limit) {
    this.positionLimit = limit;
    return this;
  }

  /** Lets alpha-beta visit {@code nodes} nodes to find one value. */
  public GameContract nodeBudget(long nodes) {
    this.nodeBudget = nodes;
    return this;
  }

  /** Checks {@code count} random games when the game is too large to check every position. */
  public GameContract playouts(int count) {
    this.playouts = count;
    return this;
  }

  /** Draws the random games with {@code seed}. */
  public GameContract seed(long seed) {
    this.seed = seed;
    return this;
  }

  /**
   * Accepts an analysis that leaves moves unproven even with no stop (gomoku past the boards its
   * solver proves): what it marks exact, and any outcome it names, must still agree with
   * alpha-beta.
   */
  public GameContract analysisMayEstimate() {
    this.analysisMayEstimate = true;
    return this;
  }

  /**
   * Checks the contract and returns what it checked.
   *
   * @throws AssertionError naming the game, its options, the position and what is wrong
   */
  public ContractReport check() {
    String name = module.name() + " " + options;
    try {
      new GameRegistry(List.of(module)); // refuses a module that lacks a part front ends need
      GameOptions set = GameOptions.of(module.options(), options);
      PlayableGame<?, ?> playable = module.create(set);
      checkMade(playable, set, name);
      LevelsCheck.check(playable, name);
      TextsCheck texts = new TextsCheck(module, name);
      texts.checkBundle();
      return run(playable, texts, name);
    } catch (AssertionError failure) {
      throw new AssertionError(
          failure.getMessage()
              + "\n(positions checked one by one up to "
              + positionLimit
              + ", else those of "
              + playouts
              + " random games drawn with seed "
              + seed
              + ": GameContract.seed("
              + seed
              + ") draws them again)",
          failure);
    }
  }

  private void checkMade(PlayableGame<?, ?> playable, GameOptions set, String name) {
    if (playable.module() != module || !playable.options().equals(set)) {
      throw new AssertionError(name + ": the game made says it has another module or options");
    }
    for (Player player : Player.values()) {
      String named = playable.playerName(player);
      if (playable.playerNamed(named) != player) {
        throw new AssertionError(name + ": the player named " + named + " reads back as another");
      }
      if (playable.displayPlayerName(player).isBlank()) {
        throw new AssertionError(name + ": the player " + named + " has a blank display name");
      }
    }
    checkUnknownPlayerQuotedCut(playable, name);
  }

  /** A client may send a player's name of a thousand characters: it must not come back whole. */
  private static void checkUnknownPlayerQuotedCut(PlayableGame<?, ?> playable, String name) {
    String unknown = "nobody".repeat(200);
    try {
      playable.playerNamed(unknown);
    } catch (GameInputException refused) {
      if (refused.getMessage().length() > 200) {
        throw new AssertionError(
            name + ": an unknown player's long name comes back whole: " + refused.getMessage());
      }
      return;
    }
    throw new AssertionError(name + ": a player named '" + unknown + "' is accepted");
  }

  private <S, A> ContractReport run(PlayableGame<S, A> playable, TextsCheck texts, String name) {
    return new ContractRun<>(Checked.of(playable, name), texts, nodeBudget, analysisMayEstimate)
        .run(positionLimit, playouts, seed);
  }
}
