package dev.zerosum.app.compare;

import dev.zerosum.app.picture.SearchTracer;
import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.MoveOrdering;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.Search;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs every {@link ComparedSearch} on one position and gathers what each did: its value, its best
 * move and its work. Each search gets a budget of nodes; one that passes it is stopped at once and
 * shown as not run, and the others still run. The counts are the same at every run; the time is a
 * search's wall-clock time, the fastest of a few runs for one that takes less than 50 ms.
 *
 * <pre>{@code
 * Comparison comparison =
 *     SearchComparison.run(game, "1,2", SearchComparison.DEFAULT_DEPTH,
 *         SearchComparison.DEFAULT_MAX_NODES, StopCondition.never());
 * }</pre>
 */
public final class SearchComparison {
  /** The depth of the depth-limited search unless told: a few plies, a tree to compare. */
  public static final int DEFAULT_DEPTH = 4;

  /** The deepest depth-limited search. */
  public static final int MAX_DEPTH = 99;

  /** The most nodes a search may visit unless told: minimax on the empty tic-tac-toe board fits. */
  public static final long DEFAULT_MAX_NODES = 1_000_000;

  /** The most nodes anyone may allow a search. */
  public static final long MAX_MAX_NODES = 100_000_000;

  /** The nodes each search visits at most before the comparison, to load its code. */
  private static final long WARM_UP_NODES = 2_000;

  /**
   * How a comparison times its searches.
   *
   * @param warmUp true to run each search a little, untimed, first
   * @param maxRuns the most runs of one search
   * @param repeatBelow a search whose runs took less than this many nanoseconds together runs again
   */
  record Timing(boolean warmUp, int maxRuns, long repeatBelow) {
    /** What the command and the API do: a warm-up, and quick searches up to 10 runs in 50 ms. */
    static final Timing STANDARD = new Timing(true, 10, Duration.ofMillis(50).toNanos());

    /** Each search once, no warm-up: for checking counts and values, where time does not matter. */
    static final Timing ONCE = new Timing(false, 1, 0);
  }

  static final Messages MESSAGES = Messages.of(SearchComparison.class);

  private SearchComparison() {}

  /**
   * Returns what each search did on {@code position}.
   *
   * @param game the game, set up with its options
   * @param position the position, as the game writes it
   * @param depth the depth of the depth-limited search
   * @param maxNodes the most nodes each search may visit
   * @param stop stops the search running when it says so (a server's time); that search and the
   *     ones after it are shown as stopped
   * @throws GameInputException if the position cannot be read, or the depth or the budget is out of
   *     range
   */
  public static <S, A> Comparison run(
      PlayableGame<S, A> game, String position, int depth, long maxNodes, StopCondition stop) {
    if (depth < 1 || depth > MAX_DEPTH) {
      throw new GameInputException(
          MESSAGES.text("problem.depth", String.valueOf(depth), MAX_DEPTH));
    }
    if (maxNodes < 1 || maxNodes > MAX_MAX_NODES) {
      throw new GameInputException(
          MESSAGES.text("problem.max-nodes", String.valueOf(maxNodes), MAX_MAX_NODES));
    }
    return run(game, game.parsePosition(position, null), depth, maxNodes, stop);
  }

  /**
   * Returns what each search did on {@code state}, as the other {@code run} does.
   *
   * @throws GameInputException if the depth or the budget is out of range
   */
  public static <S, A> Comparison run(
      PlayableGame<S, A> game, S state, int depth, long maxNodes, StopCondition stop) {
    return run(game, state, depth, maxNodes, stop, Timing.STANDARD);
  }

  /** Returns what each search did on {@code state}, timed as {@code timing} says. */
  static <S, A> Comparison run(
      PlayableGame<S, A> game,
      S state,
      int depth,
      long maxNodes,
      StopCondition stop,
      Timing timing) {
    if (depth < 1 || depth > MAX_DEPTH) {
      throw new GameInputException(
          MESSAGES.text("problem.depth", String.valueOf(depth), MAX_DEPTH));
    }
    if (maxNodes < 1 || maxNodes > MAX_MAX_NODES) {
      throw new GameInputException(
          MESSAGES.text("problem.max-nodes", String.valueOf(maxNodes), MAX_MAX_NODES));
    }
    if (timing.warmUp()) {
      warmUp(game, state, depth, stop);
    }
    List<Comparison.Row> rows = new ArrayList<>();
    boolean stopped = false;
    for (ComparedSearch search : ComparedSearch.values()) {
      stopped = stopped || stop.shouldStop();
      Comparison.Row row =
          stopped
              ? Comparison.Row.notRun(search, search.id(depth), Comparison.NotRun.STOPPED)
              : row(game, state, search, depth, maxNodes, stop, timing);
      stopped = row.notRun() == Comparison.NotRun.STOPPED;
      rows.add(row);
    }
    Player mover = game.game().player(state);
    return new Comparison(
        game.module().name(),
        game.notation().formatPosition(state),
        game.playerName(mover),
        game.displayPlayerName(mover) + " (" + mover + ")",
        depth,
        maxNodes,
        game.game().moveOrdering().isPresent(),
        rows);
  }

  /**
   * Runs each search a little, untimed, so that the first one timed does not pay alone for loading
   * the code all of them use.
   */
  private static <S, A> void warmUp(
      PlayableGame<S, A> game, S state, int depth, StopCondition stop) {
    for (ComparedSearch compared : ComparedSearch.values()) {
      try {
        search(game, compared, depth, new NodeBudget<>(WARM_UP_NODES, stop)).search(state);
      } catch (NodeBudget.Exceeded | SearchStoppedException | GameInputException enough) {
        // the code is loaded; a search without a table key is told so in its row
      }
    }
  }

  private static <S, A> Comparison.Row row(
      PlayableGame<S, A> game,
      S state,
      ComparedSearch compared,
      int depth,
      long maxNodes,
      StopCondition stop,
      Timing timing) {
    String id = compared.id(depth);
    if (compared == ComparedSearch.ALPHABETA_ORDERED
        && game.game().canonicalKey().or(game.game()::positionKey).isEmpty()) {
      return Comparison.Row.notRun(compared, id, Comparison.NotRun.NO_TABLE);
    }
    NodeBudget<S, A> budget = null;
    SearchResult<A> result = null;
    Duration fastest = null;
    long spent = 0;
    try {
      // A quick search runs again, and its fastest run counts: its first run pays for loading
      // and compiling the code, which would say more about the JVM than about the search.
      for (int run = 0; run == 0 || run < timing.maxRuns() && spent < timing.repeatBelow(); run++) {
        budget = new NodeBudget<>(maxNodes, stop);
        result = search(game, compared, depth, budget).search(state);
        Duration elapsed = result.statistics().elapsed();
        spent += elapsed.toNanos();
        fastest = fastest == null || elapsed.compareTo(fastest) < 0 ? elapsed : fastest;
      }
    } catch (NodeBudget.Exceeded tooMany) {
      return Comparison.Row.notRun(compared, id, Comparison.NotRun.MAX_NODES);
    } catch (SearchStoppedException stopped) {
      return Comparison.Row.notRun(compared, id, Comparison.NotRun.STOPPED);
    }
    Game<S, A> rules = game.game();
    Notation<S, A> notation = game.notation();
    List<String> line = new ArrayList<>();
    S at = state;
    for (A move : result.principalVariation()) {
      line.add(notation.formatMove(at, move));
      at = rules.result(at, move);
    }
    var work = result.statistics();
    return new Comparison.Row(
        compared,
        id,
        null,
        rules.player(state).sign() * result.value().score(),
        result.value().exact(),
        line,
        work.nodes(),
        work.leaves(),
        work.cutoffs(),
        work.tableHits(),
        budget.estimates(),
        fastest);
  }

  /** Returns the search {@code compared} names, heard by {@code budget}. */
  private static <S, A> Search<S, A> search(
      PlayableGame<S, A> game, ComparedSearch compared, int depth, NodeBudget<S, A> budget) {
    Game<S, A> rules = game.game();
    return switch (compared) {
      case MINIMAX -> MinimaxSearch.on(rules).listener(budget).build();
      case ALPHABETA_UNORDERED ->
          AlphaBetaSearch.on(rules).ordering(MoveOrdering.natural()).listener(budget).build();
      case ALPHABETA -> AlphaBetaSearch.on(rules).listener(budget).build();
      case ALPHABETA_ORDERED ->
          AlphaBetaSearch.on(rules)
              .transpositionTable(
                  new TranspositionTable<>(SearchTracer.TABLE_CAPACITY),
                  SearchTracer.tableKey(game))
              .listener(budget)
              .build();
      case DEPTH ->
          AlphaBetaSearch.on(rules)
              .maxDepth(depth)
              .evaluator(game.evaluator())
              .listener(budget)
              .build();
    };
  }
}
