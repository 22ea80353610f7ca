package dev.zerosum.app.compare;

import dev.zerosum.app.picture.ScoreText;
import dev.zerosum.registry.i18n.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Writes a {@link Comparison} as a table a learner reads: a row per search with its value, best
 * move, nodes, leaves, cut-offs, table hits and time, then what the rows say together. Words are in
 * the current language; values, positions and numbers are written the same in every language.
 */
public final class CompareText {
  private static final String NONE = "-";

  private CompareText() {}

  /** Returns the comparison as text, ending with a new line. */
  public static String format(Comparison comparison) {
    StringBuilder text = new StringBuilder();
    text.append(
            SearchComparison.MESSAGES.text(
                "compare.headline",
                comparison.game(),
                comparison.position(),
                comparison.toMoveShown()))
        .append('\n')
        .append(SearchComparison.MESSAGES.text("compare.values"))
        .append("\n\n");
    List<List<String>> rows = new ArrayList<>();
    List<String> header = new ArrayList<>();
    for (String column :
        List.of("search", "value", "best", "nodes", "leaves", "cutoffs", "table", "time")) {
      header.add(SearchComparison.MESSAGES.text("compare.column." + column));
    }
    rows.add(header);
    for (Comparison.Row row : comparison.rows()) {
      rows.add(cells(comparison, row));
    }
    appendTable(text, rows);
    text.append('\n');
    for (String note : notes(comparison)) {
      text.append(note).append('\n');
    }
    return text.toString();
  }

  private static List<String> cells(Comparison comparison, Comparison.Row row) {
    List<String> cells = new ArrayList<>();
    cells.add(row.search().title(comparison.depth(), Language.current()));
    if (!row.ran()) {
      cells.addAll(List.of(NONE, NONE, notRun(comparison, row)));
      return cells;
    }
    cells.add(
        row.exact() ? ScoreText.full(row.valueForMax()) : ScoreText.estimate(row.valueForMax()));
    cells.add(row.bestMove().orElse(NONE));
    for (long count : new long[] {row.nodes(), row.leaves(), row.cutoffs(), row.tableHits()}) {
      cells.add(String.format(locale(), "%,d", count));
    }
    cells.add(millis(row));
    return cells;
  }

  /**
   * Returns the wall time of a search in milliseconds, to the hundredth, in the current language:
   * {@code 12.34 ms}, {@code 12,34 ms} (its separators those of the rest of the text).
   */
  static String millis(Comparison.Row row) {
    return String.format(locale(), "%,.2f ms", row.time().toNanos() / 1e6);
  }

  /** Returns the current language's locale: the table's numbers are written as its texts' are. */
  private static Locale locale() {
    return Language.current().locale();
  }

  private static String notRun(Comparison comparison, Comparison.Row row) {
    String key = "compare.not-run." + row.notRun().code();
    return SearchComparison.MESSAGES.text(
        key, String.format(locale(), "%,d", comparison.maxNodes()), comparison.game());
  }

  /** Returns what the rows say together: the exact values, the ordering, the times. */
  private static List<String> notes(Comparison comparison) {
    List<String> notes = new ArrayList<>();
    Set<Integer> values = comparison.exactValues();
    if (values.size() == 1) {
      notes.add(
          SearchComparison.MESSAGES.text(
              "compare.agree", ScoreText.full(values.iterator().next())));
    } else if (values.size() > 1) {
      List<String> written = values.stream().map(ScoreText::full).toList();
      notes.add(SearchComparison.MESSAGES.text("compare.disagree", String.join(", ", written)));
    }
    if (!comparison.gameOrders()) {
      notes.add(SearchComparison.MESSAGES.text("compare.no-ordering", comparison.game()));
    }
    notes.add(SearchComparison.MESSAGES.text("compare.time"));
    return notes;
  }

  /**
   * Writes {@code rows} in columns: the search, the value and the best move left-aligned, the
   * numbers right-aligned. A row shorter than the header ends with one cell that spans the rest.
   */
  private static void appendTable(StringBuilder text, List<List<String>> rows) {
    int columns = rows.get(0).size();
    int[] widths = new int[columns];
    for (List<String> row : rows) {
      int aligned = row.size() == columns ? columns : row.size() - 1;
      for (int c = 0; c < aligned; c++) {
        widths[c] = Math.max(widths[c], row.get(c).length());
      }
    }
    for (List<String> row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < row.size(); c++) {
        String cell = row.get(c);
        if (row.size() < columns && c == row.size() - 1) {
          line.append(cell); // the reason a search did not run, across the numbers
          break;
        }
        String padding = " ".repeat(widths[c] - cell.length());
        line.append(c >= 3 ? padding + cell : cell + padding);
        if (c + 1 < row.size()) {
          line.append("  ");
        }
      }
      text.append(line.toString().stripTrailing()).append('\n');
    }
  }
}
