package dev.zerosum.app.play;

import dev.zerosum.core.Ticker;
import dev.zerosum.registry.i18n.Messages;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;

/**
 * The one line a long search shows at a terminal: once it has thought for {@link #AFTER}, what it
 * is and for how long, redrawn in place every {@link #REDRAW_MILLIS} ms on standard error, and
 * erased when it ends. A search shorter than that shows nothing.
 */
final class ThinkingLine implements AutoCloseable {
  /** A search shows its line once it has thought this long. */
  static final Duration AFTER = Duration.ofSeconds(1);

  /** How often the line is redrawn. */
  static final long REDRAW_MILLIS = 250;

  private static final Messages MESSAGES = Messages.of(ThinkingLine.class);

  private final PrintStream err;
  private final Thread drawer;
  private volatile boolean drawn;

  private ThinkingLine(PrintStream err, String what, Ticker ticker, boolean stoppable) {
    this.err = err;
    long start = ticker.nanoTime();
    Runnable draw =
        () -> {
          try {
            while (!Thread.currentThread().isInterrupted()) {
              Thread.sleep(REDRAW_MILLIS);
              String line = text(what, Duration.ofNanos(ticker.nanoTime() - start), stoppable);
              if (line != null) {
                synchronized (err) {
                  err.print("\r" + line);
                  err.flush();
                  drawn = true;
                }
              }
            }
          } catch (InterruptedException done) {
            Thread.currentThread().interrupt();
          }
        };
    // The thread inherits the language of the one that started it.
    drawer = new Thread(draw, "zerosum-thinking");
    drawer.setDaemon(true);
    drawer.start();
  }

  /**
   * Starts drawing the line of {@code what} on {@code err}, timed on {@code ticker}; {@code
   * stoppable} when Ctrl-C stops the work and keeps what it found, which the line then says.
   */
  static ThinkingLine start(PrintStream err, String what, Ticker ticker, boolean stoppable) {
    return new ThinkingLine(err, what, ticker, stoppable);
  }

  /**
   * Returns the line of a search called {@code what} that has thought for {@code elapsed}, or null
   * while it is shorter than {@link #AFTER}: "hint: thinking, 3 s (Ctrl-C stops …)", without the
   * words on Ctrl-C when the work is not {@code stoppable} ("solve: thinking, 3 s").
   */
  static String text(String what, Duration elapsed, boolean stoppable) {
    if (elapsed.compareTo(AFTER) < 0) {
      return null;
    }
    String seconds = String.format(Locale.ROOT, "%d", elapsed.toSeconds());
    return MESSAGES.text(stoppable ? "play.thinking" : "play.thinking-plain", what, seconds);
  }

  /**
   * Writes {@code text} as a line of {@code out} where the thinking line is, erased first: it is
   * drawn again below at its next redraw. A line of results written while the work goes on would
   * otherwise be glued to its end.
   */
  void println(PrintStream out, String text) {
    synchronized (err) {
      if (drawn) {
        err.print("\r\u001b[K");
        err.flush();
      }
      out.println(text);
      out.flush();
    }
  }

  /** Stops drawing and erases the line, when one was drawn. */
  @Override
  public void close() {
    drawer.interrupt();
    try {
      drawer.join();
    } catch (InterruptedException again) {
      Thread.currentThread().interrupt();
    }
    if (drawn) {
      synchronized (err) {
        err.print("\r\u001b[K");
        err.flush();
      }
    }
  }
}
