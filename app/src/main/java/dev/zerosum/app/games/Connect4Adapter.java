package dev.zerosum.app.games;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import dev.zerosum.games.connect4.Connect4;
import dev.zerosum.games.connect4.Connect4BoardText;
import dev.zerosum.games.connect4.Connect4DepthSearch;
import dev.zerosum.games.connect4.Connect4Evaluator;
import dev.zerosum.games.connect4.Connect4HeuristicAgent;
import dev.zerosum.games.connect4.Connect4Move;
import dev.zerosum.games.connect4.Connect4MoveScores;
import dev.zerosum.games.connect4.Connect4PerfectAgent;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Score;
import dev.zerosum.games.connect4.Connect4Solver;
import dev.zerosum.games.connect4.Connect4Table;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Connect Four for the command line: X and O, columns 1 to 7, positions as the columns played.
 *
 * <p>The engines are the game's own, on bitboards: {@code perfect} is the solver under a per-move
 * budget (by default {@link #DEFAULT_BUDGET}), falling back on an iterative deepening search with
 * the evaluator when it cannot prove the position in time, and saying so; {@code depth:N} is that
 * search stopped at N plies. The generic {@code minimax} and {@code alphabeta}, which search to the
 * end of the game, are refused: Connect Four is far too big for them. An analysis is exact: every
 * move is solved, which takes seconds to minutes a move in the first dozen moves.
 */
public final class Connect4Adapter extends AbstractGameAdapter<Connect4Position, Connect4Move> {
  /** The time the perfect player thinks per move unless told otherwise. */
  public static final Duration DEFAULT_BUDGET = Duration.ofSeconds(2);

  /** The memory of the solvers' tables. */
  static final int TABLE_MEGABYTES = 32;

  private static final Pattern DURATION = Pattern.compile("(\\d{1,6}(?:\\.\\d{1,3})?)(ms|s)");

  private final Connect4 game = new Connect4();
  private final Duration budget;
  private final Consumer<String> notes;
  private final Ticker ticker;
  private Connect4Solver analyst; // made on first use: its table is large

  /** Creates the adapter with the default budget, the perfect player's notes going to stderr. */
  public Connect4Adapter() {
    this(DEFAULT_BUDGET, System.err::println);
  }

  /**
   * Creates the adapter whose perfect player thinks at most {@code budget} a move and tells {@code
   * notes} when it cannot prove the position in time.
   */
  public Connect4Adapter(Duration budget, Consumer<String> notes) {
    this(budget, notes, Ticker.system());
  }

  /** Creates the adapter of the other constructor, its budget read from {@code ticker}. */
  public Connect4Adapter(Duration budget, Consumer<String> notes, Ticker ticker) {
    if (budget.isNegative() || budget.isZero()) {
      throw new GameInputException(
          "a time of " + budget.toMillis() + " ms a move is too short; expected more than 0");
    }
    this.budget = budget;
    this.notes = notes;
    this.ticker = ticker;
  }

  /** Returns the time the perfect player thinks per move. */
  public Duration budget() {
    return budget;
  }

  /** Returns this adapter with the perfect player thinking {@code budget} a move. */
  public Connect4Adapter withBudget(Duration budget) {
    return new Connect4Adapter(budget, notes, ticker);
  }

  /**
   * Returns the duration {@code text} gives: a number of seconds or milliseconds ({@code 2s},
   * {@code 1.5s}, {@code 500ms}).
   *
   * @throws GameInputException if it is no such duration, or not above 0
   */
  public static Duration parseBudget(String text) {
    String trimmed = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
    Matcher matcher = DURATION.matcher(trimmed);
    if (matcher.matches()) {
      double amount = Double.parseDouble(matcher.group(1));
      long millis = Math.round(matcher.group(2).equals("s") ? amount * 1000 : amount);
      if (millis > 0) {
        return Duration.ofMillis(millis);
      }
    }
    throw new GameInputException(
        "'"
            + text
            + "' is not a time to think; expected seconds or milliseconds, like 2s or 500ms");
  }

  @Override
  public String name() {
    return "connect4";
  }

  @Override
  public GameOptions options() {
    return GameOptions.none();
  }

  @Override
  public Connect4 game() {
    return game;
  }

  /**
   * Reads the columns played; the player to move follows from them, and must match {@code toMove}.
   */
  @Override
  public Connect4Position parsePosition(String text, Player toMove) {
    return requireToMove(notation().parsePosition(text), toMove);
  }

  @Override
  public String playerName(Player player) {
    return player == Player.MAX ? "X" : "O";
  }

  @Override
  public String render(Connect4Position state, boolean numbered, boolean colour) {
    String board = Connect4BoardText.render(state, numbered);
    if (!colour) {
      return board;
    }
    // The stones stand out in the colours of the real game; the empty cells recede.
    return board
        .replace("X", Ansi.paint("X", Ansi.BOLD_RED))
        .replace("O", Ansi.paint("O", Ansi.BOLD_YELLOW))
        .replace(" .", " " + Ansi.paint(".", Ansi.DIM));
  }

  @Override
  public String moveHelp() {
    return "type a column, 1 (left) to 7 (right); the stone falls to the lowest empty cell";
  }

  @Override
  public Evaluator<Connect4Position> evaluator() {
    return new Connect4Evaluator();
  }

  @Override
  Agent<Connect4Position, Connect4Move> heuristicAgent() {
    return new Connect4HeuristicAgent();
  }

  @Override
  Agent<Connect4Position, Connect4Move> perfectAgent() {
    return perfectAgent(System.nanoTime());
  }

  private Agent<Connect4Position, Connect4Move> perfectAgent(long seed) {
    return new Connect4PerfectAgent(
        budget, Connect4Table.ofMegabytes(TABLE_MEGABYTES), seed, notes, ticker);
  }

  @Override
  public Agent<Connect4Position, Connect4Move> agent(AgentSpec spec, long seed) {
    return switch (spec.kind()) {
      case MINIMAX, ALPHABETA ->
          throw new GameInputException(
              spec
                  + " searches to the end of the game, and Connect Four is far too big for it;"
                  + " expected perfect, depth:N, heuristic, random or human");
      case DEPTH -> depthAgent(spec.depth());
      case PERFECT -> perfectAgent(seed);
      default -> super.agent(spec, seed);
    };
  }

  /** Returns the player that searches {@code depth} plies deep with the evaluator. */
  private static Agent<Connect4Position, Connect4Move> depthAgent(int depth) {
    Connect4DepthSearch search = new Connect4DepthSearch();
    return state -> Connect4Move.of(search.search(state, depth, StopCondition.never()).column());
  }

  /** Solves every move of {@code state} exactly; early in a game this takes a while. */
  @Override
  public Analysis analyze(Connect4Position state) {
    List<MoveValue<Connect4Move>> values = new ArrayList<>();
    if (!state.isOver()) {
      Connect4Solver solver = analyst();
      for (Connect4Move move : game.actions(state)) {
        int score = Connect4MoveScores.scoreOf(solver, state, move.column());
        values.add(new MoveValue<>(move, Connect4Score.toValue(score, state.moves())));
      }
    }
    return analysisOf(state, values);
  }

  private Connect4Solver analyst() {
    if (analyst == null) {
      // One table for every analysis: what one position teaches serves the next.
      analyst = new Connect4Solver(Connect4Table.ofMegabytes(TABLE_MEGABYTES));
    }
    return analyst;
  }
}
