package dev.zerosum.games.connect4;

import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.io.PrintStream;
import java.util.Locale;

/**
 * A progress bar for long runs of {@code zerosum solve}, drawn on one line of stderr and redrawn in
 * place at most ten times a second, in the current language; erased when the run ends.
 */
final class SolveProgress {
  private static final Messages MESSAGES = Messages.of(SolveProgress.class);
  private static final int WIDTH = 30;
  private static final long REDRAW_NANOS = 100_000_000L;

  private final PrintStream err;
  private final int total;
  private final long start = System.nanoTime();
  private long lastDrawn;

  SolveProgress(PrintStream err, int total) {
    this.err = err;
    this.total = total;
  }

  /** Shows that {@code done} of the positions are solved, unless it was shown a moment ago. */
  void update(int done) {
    long now = System.nanoTime();
    if (now - lastDrawn < REDRAW_NANOS && done < total) {
      return;
    }
    lastDrawn = now;
    int filled = (int) ((long) WIDTH * done / total);
    Locale locale = Language.current().locale();
    err.print(
        "\r["
            + "#".repeat(filled)
            + ".".repeat(WIDTH - filled)
            + "] "
            + MESSAGES.text(
                "solve.progress",
                Integer.toString(done),
                Integer.toString(total),
                String.format(locale, "%.1f", (now - start) / 1e9)));
    err.flush();
  }

  /** Erases the bar, leaving the line free for what comes next. */
  void finish() {
    err.print("\r\u001b[K");
    err.flush();
  }
}
