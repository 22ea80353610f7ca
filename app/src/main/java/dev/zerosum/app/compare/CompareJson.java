package dev.zerosum.app.compare;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.app.picture.ScoreText;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a {@link Comparison} as one JSON object, the same in every language: the position, then a
 * row per search. Values are MAX's utility ({@code value}) and the ply at which that line ends
 * ({@code endsAtPly}, null for a draw or an estimate), as in the JSON of a trace.
 *
 * <pre>{@code
 * {"game":"nim","position":"1,2","toMove":"first","depth":4,"maxNodes":1000000,
 *  "gameOrders":false,"exactValuesAgree":true,
 *  "rows":[{"search":"minimax","trace":"minimax","ran":true,"notRun":null,"value":1,
 *           "endsAtPly":3,"exact":true,"bestMove":"B-1","principalVariation":["B-1","A-1","B-1"],
 *           "nodes":12,"leaves":6,"cutoffs":0,"tableHits":0,"estimates":0,"millis":0.02}, ...]}
 * }</pre>
 */
public final class CompareJson {
  private static final ObjectMapper JSON = new ObjectMapper();

  private CompareJson() {}

  /**
   * The document.
   *
   * @param game the game's name
   * @param position the position
   * @param toMove who moves there, as the game names the player
   * @param depth the depth of the depth-limited search
   * @param maxNodes the most nodes each search could visit
   * @param gameOrders true when the game has a move ordering of its own
   * @param exactValuesAgree true when every search that proved its value found the same one
   * @param rows one per search
   */
  record Document(
      String game,
      String position,
      String toMove,
      int depth,
      long maxNodes,
      boolean gameOrders,
      boolean exactValuesAgree,
      List<Row> rows) {}

  /**
   * One search.
   *
   * @param search {@code minimax}, {@code alphabeta-unordered}, {@code alphabeta}, {@code
   *     alphabeta-ordered} or {@code depth:N}
   * @param trace the {@code --algorithm} of {@code zerosum trace} (and the API's trace) that shows
   *     this search call by call; null when none does
   * @param ran true when it ran to the end
   * @param notRun why not: {@code max-nodes}, {@code no-table} or {@code stopped}; null when it ran
   * @param value the root's value, MAX's utility (an estimate when not exact); null when not run
   * @param endsAtPly the ply at which best play ends the game; null for a draw or an estimate
   * @param exact true when the value is proven
   * @param bestMove the best move; null when not run or the game is over
   * @param principalVariation the line of best play it found
   * @param nodes the nodes it visited, the root included
   * @param leaves the nodes it scored without looking further
   * @param cutoffs its cut-offs
   * @param tableHits the nodes answered from the transposition table
   * @param estimates the nodes the evaluator scored at the depth limit
   * @param millis its wall-clock time in milliseconds: indicative only
   */
  record Row(
      String search,
      String trace,
      boolean ran,
      String notRun,
      Integer value,
      Integer endsAtPly,
      boolean exact,
      String bestMove,
      List<String> principalVariation,
      long nodes,
      long leaves,
      long cutoffs,
      long tableHits,
      long estimates,
      double millis) {}

  /** Returns the comparison as one line of JSON. */
  public static String format(Comparison comparison) {
    List<Row> rows = new ArrayList<>();
    for (Comparison.Row row : comparison.rows()) {
      Integer value = row.valueForMax();
      rows.add(
          new Row(
              row.id(),
              row.search().traced() == null ? null : row.id(),
              row.ran(),
              row.ran() ? null : row.notRun().code(),
              value == null ? null : ScoreText.utility(value),
              value == null ? null : ScoreText.endPly(value),
              row.exact(),
              row.bestMove().orElse(null),
              row.line(),
              row.nodes(),
              row.leaves(),
              row.cutoffs(),
              row.tableHits(),
              row.estimates(),
              row.time().toNanos() / 1e6));
    }
    Document document =
        new Document(
            comparison.game(),
            comparison.position(),
            comparison.toMove(),
            comparison.depth(),
            comparison.maxNodes(),
            comparison.gameOrders(),
            comparison.exactValues().size() <= 1,
            rows);
    try {
      return JSON.writeValueAsString(document);
    } catch (JsonProcessingException failure) {
      throw new UncheckedIOException(failure);
    }
  }
}
