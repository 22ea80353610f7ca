package dev.zerosum.app.modules.connect4;

import dev.zerosum.app.registry.CommandContext;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A progress bar for long runs of {@code zerosum solve}, drawn on one line of stderr and redrawn in
 * place at most ten times a second; erased when the run ends.
 */
final class SolveProgress {
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

  /**
   * Returns true when {@code console}'s stderr is a terminal. Java 17 only tells whether stdin and
   * stdout both are; on Linux the process's file descriptor 2 says it for stderr alone, so that a
   * run whose output goes to a file still shows its progress.
   */
  static boolean stderrIsTerminal(CommandContext console) {
    if (console.terminal()) {
      return true;
    }
    if (console.err() != System.err) {
      return false; // captured, as in tests
    }
    try {
      String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (Exception notLinux) {
      return false;
    }
  }

  /** Shows that {@code done} of the positions are solved, unless it was shown a moment ago. */
  void update(int done) {
    long now = System.nanoTime();
    if (now - lastDrawn < REDRAW_NANOS && done < total) {
      return;
    }
    lastDrawn = now;
    int filled = (int) ((long) WIDTH * done / total);
    err.printf(
        Locale.ROOT,
        "\r[%s%s] %d/%d positions, %.1f s",
        "#".repeat(filled),
        ".".repeat(WIDTH - filled),
        done,
        total,
        (now - start) / 1e9);
    err.flush();
  }

  /** Erases the bar, leaving the line free for what comes next. */
  void finish() {
    err.print("\r\u001b[K");
    err.flush();
  }
}
