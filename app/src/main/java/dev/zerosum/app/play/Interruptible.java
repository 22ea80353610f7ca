package dev.zerosum.app.play;

import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.i18n.Messages;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * A long search at a terminal, such as a hint on an early Connect Four position: while it runs, a
 * line shows how long it has been thinking, and Ctrl-C stops the search, not the program, so the
 * game goes on with what the search found so far. Where no person sits at a terminal, it does
 * nothing: no line is drawn and Ctrl-C ends the program as usual.
 *
 * <pre>{@code
 * try (Interruptible search = Interruptible.start(out, terminal, "hint")) {
 *   analysis = game.analyze(state, search.stopped());
 * }
 * }</pre>
 */
public final class Interruptible implements AutoCloseable {
  /** How often the line is redrawn. */
  static final long REDRAW_MILLIS = 250;

  private static final Signal INTERRUPT = new Signal("INT");
  private static final Messages MESSAGES = Messages.of(Interruptible.class);

  private final AtomicBoolean pressed = new AtomicBoolean();
  private final SignalHandler previous; // null: not at a terminal, nothing to restore
  private final Thread progress; // null: not at a terminal

  private Interruptible(PrintStream out, boolean terminal, String what) {
    if (!terminal) {
      previous = null;
      progress = null;
      return;
    }
    // sun.misc.Signal is the JDK's only way to catch Ctrl-C; it is kept for such uses.
    previous = Signal.handle(INTERRUPT, signal -> pressed.set(true));
    long start = System.nanoTime();
    progress =
        new Thread(
            () -> {
              try {
                while (!Thread.currentThread().isInterrupted()) {
                  Thread.sleep(REDRAW_MILLIS);
                  // The thread inherits the language of the one that started it.
                  String seconds =
                      String.format(Locale.ROOT, "%.0f", (System.nanoTime() - start) / 1e9);
                  out.print("\r" + MESSAGES.text("play.thinking", what, seconds));
                  out.flush();
                }
              } catch (InterruptedException done) {
                Thread.currentThread().interrupt();
              }
            },
            "zerosum-progress");
    progress.setDaemon(true);
    progress.start();
  }

  /**
   * Starts watching a search described by {@code what} (in the current language): a line on {@code
   * out} and Ctrl-C, only when {@code terminal}.
   */
  public static Interruptible start(PrintStream out, boolean terminal, String what) {
    return new Interruptible(out, terminal, what);
  }

  /** Returns the condition that stops the search once Ctrl-C has been pressed. */
  public StopCondition stopped() {
    return pressed::get;
  }

  /** Returns true when Ctrl-C stopped the search. */
  public boolean wasStopped() {
    return pressed.get();
  }

  /** Erases the line and gives Ctrl-C back to the program. */
  @Override
  public void close() {
    if (progress == null) {
      return;
    }
    progress.interrupt();
    try {
      progress.join();
    } catch (InterruptedException again) {
      Thread.currentThread().interrupt();
    }
    Signal.handle(INTERRUPT, previous);
  }
}
