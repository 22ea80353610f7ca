package dev.zerosum.app.compare;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What each search of {@code zerosum compare} did on one position, side by side.
 *
 * @param game the game's name, as typed
 * @param position the position, in the game's notation
 * @param toMove who moves there, as the game names the player for programs ({@code X}, {@code
 *     first})
 * @param toMoveShown who moves there as a person reads it, with MAX or MIN: {@code primero (MAX)}
 * @param depth the depth of the depth-limited search
 * @param maxNodes the most nodes any one search could visit
 * @param gameOrders true when the game has a move ordering of its own (else alpha-beta "with
 *     ordering" tries the moves as listed, like the row before it)
 * @param rows one per search, in the order of {@link ComparedSearch}
 */
public record Comparison(
    String game,
    String position,
    String toMove,
    String toMoveShown,
    int depth,
    long maxNodes,
    boolean gameOrders,
    List<Row> rows) {

  /** Copies the rows. */
  public Comparison {
    rows = List.copyOf(rows);
  }

  /** Why a search has no result. */
  public enum NotRun {
    /** It entered more nodes than the comparison allows. */
    MAX_NODES,
    /** It needs a transposition table, and the game offers no position key for one. */
    NO_TABLE,
    /** It was stopped from outside: the server's time ran out, or its client left. */
    STOPPED;

    /** Returns the code for programs: {@code max-nodes}, {@code no-table}, {@code stopped}. */
    public String code() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  /**
   * One search.
   *
   * @param search which
   * @param id its name for programs, {@code depth:4} for the depth-limited one
   * @param notRun why it has no result; null when it ran to the end
   * @param valueForMax the root's score from MAX's side (see {@code ScoreText}); null when not run
   * @param exact true when the value is proven, false for an evaluator's estimate
   * @param line the principal variation in the game's notation; its first move is the best move
   * @param nodes the nodes it visited, the root included; 0 when not run
   * @param leaves the nodes it scored without looking further (terminal, or at the depth limit)
   * @param cutoffs the cut-offs: the times a move refuted its position and the rest were skipped
   * @param tableHits the nodes answered from the transposition table
   * @param estimates the nodes the evaluator scored at the depth limit (among the leaves)
   * @param time the wall-clock time of the search: indicative only
   */
  public record Row(
      ComparedSearch search,
      String id,
      NotRun notRun,
      Integer valueForMax,
      boolean exact,
      List<String> line,
      long nodes,
      long leaves,
      long cutoffs,
      long tableHits,
      long estimates,
      Duration time) {

    /** Copies the line. */
    public Row {
      line = List.copyOf(line);
    }

    /** Returns the row of a search that has no result, for {@code reason}. */
    static Row notRun(ComparedSearch search, String id, NotRun reason) {
      return new Row(search, id, reason, null, false, List.of(), 0, 0, 0, 0, 0, Duration.ZERO);
    }

    /** Returns true when the search ran to the end. */
    public boolean ran() {
      return notRun == null;
    }

    /** Returns the best move, in the game's notation; empty when none (not run, or game over). */
    public Optional<String> bestMove() {
      return line.isEmpty() ? Optional.empty() : Optional.of(line.get(0));
    }
  }

  /** Returns the distinct values the searches that ran and proved their value found, in order. */
  public Set<Integer> exactValues() {
    Set<Integer> values = new LinkedHashSet<>();
    for (Row row : rows) {
      if (row.ran() && row.exact()) {
        values.add(row.valueForMax());
      }
    }
    return values;
  }
}
