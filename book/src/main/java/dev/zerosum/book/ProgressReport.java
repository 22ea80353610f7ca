package dev.zerosum.book;

import java.time.Duration;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Says how far the solving of the deepest ply has come: positions solved of the total, chunks, rate
 * over this run and the time left at that rate.
 */
final class ProgressReport {
  private final int positions;
  private final int chunks;
  private final int chunkSize;
  private final int finishedBefore; // chunks checkpointed by earlier runs
  private final long startNanos;
  private final Consumer<String> out;

  ProgressReport(
      int positions,
      int chunks,
      int chunkSize,
      int finishedBefore,
      long startNanos,
      Consumer<String> out) {
    this.positions = positions;
    this.chunks = chunks;
    this.chunkSize = chunkSize;
    this.finishedBefore = finishedBefore;
    this.startNanos = startNanos;
    this.out = out;
  }

  /** Reports the state once {@code finished} chunks in all are saved, at {@code nowNanos}. */
  void report(int finished, long nowNanos) {
    long solved = Math.min(positions, (long) finished * chunkSize);
    long solvedNow = Math.min(positions, (long) (finished - finishedBefore) * chunkSize);
    double seconds = (nowNanos - startNanos) / 1e9;
    double rate = seconds > 0 ? solvedNow / seconds : 0;
    String left =
        rate > 0 ? describe(Duration.ofSeconds((long) ((positions - solved) / rate))) : "?";
    out.accept(
        String.format(
            Locale.ROOT,
            "solved %,d of %,d positions (%,d of %,d chunks), %.2f positions/s, %s elapsed, %s left",
            solved,
            positions,
            finished,
            chunks,
            rate,
            describe(Duration.ofNanos(nowNanos - startNanos)),
            left));
  }

  /** Returns "1 h 02 min", "4 min 05 s" or "12 s". */
  static String describe(Duration time) {
    long seconds = time.toSeconds();
    if (seconds >= 3600) {
      return String.format(Locale.ROOT, "%d h %02d min", seconds / 3600, seconds % 3600 / 60);
    }
    if (seconds >= 60) {
      return String.format(Locale.ROOT, "%d min %02d s", seconds / 60, seconds % 60);
    }
    return seconds + " s";
  }
}
