package dev.zerosum.app.play;

import dev.zerosum.core.StopCondition;
import dev.zerosum.core.StopFlag;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.CommandContext;
import java.io.PrintStream;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * A search a person waits for at a terminal, such as a hint, the engine's move or an analysis: one
 * way for every one of them. Ctrl-C raises a {@link StopFlag} that the search's budget reads, so it
 * stops the search, not the program, and the caller goes on with what the search found; a line on
 * standard error shows, after a second, that it is thinking and for how long ({@link
 * ThinkingLine}). Where no person sits at a terminal, it does nothing: no line is drawn and Ctrl-C
 * ends the program as usual.
 *
 * <pre>{@code
 * StopFlag interrupt = new StopFlag();
 * try (Interruptible search = Interruptible.start(watch, "hint", interrupt)) {
 *   analysis = game.analyze(state, Budget.of(time, ticker, interrupt).start());
 * }
 * }</pre>
 */
public final class Interruptible implements AutoCloseable {
  private static final Signal INTERRUPT = new Signal("INT");

  private final StopFlag flag;
  private final SignalHandler previous; // null: Ctrl-C not caught, nothing to restore
  private final ThinkingLine line; // null: no line drawn

  /**
   * Where a search is watched from.
   *
   * @param err where the thinking line goes
   * @param progress true to draw the line (standard error is a terminal)
   * @param catchInterrupt true to catch Ctrl-C (a person at a terminal)
   * @param ticker the clock of the line's seconds
   */
  public record Watch(PrintStream err, boolean progress, boolean catchInterrupt, Ticker ticker) {
    /** A watch that neither draws nor catches anything: a pipe, a test. */
    public static Watch none(PrintStream err) {
      return new Watch(err, false, false, Ticker.system());
    }
  }

  private Interruptible(Watch watch, String what, StopFlag flag) {
    this.flag = flag;
    flag.clear();
    // sun.misc.Signal is the JDK's only way to catch Ctrl-C; it is kept for such uses.
    previous = watch.catchInterrupt() ? Signal.handle(INTERRUPT, signal -> flag.raise()) : null;
    // A program started with Ctrl-C ignored (in the background of a shell without job control)
    // never receives it: the line must not offer what Ctrl-C cannot do.
    boolean caught = previous != null && previous != SignalHandler.SIG_IGN;
    line = watch.progress() ? ThinkingLine.start(watch.err(), what, watch.ticker(), caught) : null;
  }

  /**
   * Starts watching a search described by {@code what} (in the current language): Ctrl-C raises
   * {@code flag} (lowered first), and the line is drawn, as {@code watch} allows.
   */
  public static Interruptible start(Watch watch, String what, StopFlag flag) {
    return new Interruptible(watch, what, flag);
  }

  /**
   * Starts only the thinking line of {@code what}, as {@code watch} allows, for work that Ctrl-C
   * does not stop (it ends the program as usual): the line says nothing of Ctrl-C.
   */
  public static CommandContext.Thinking lineOnly(Watch watch, String what) {
    if (!watch.progress()) {
      return () -> {};
    }
    ThinkingLine line = ThinkingLine.start(watch.err(), what, watch.ticker(), false);
    return line::close;
  }

  /**
   * Writes {@code text} as a line of {@code out} while the search goes on, and flushes it: the
   * thinking line, when drawn, is erased first and drawn again below it.
   */
  public void println(PrintStream out, String text) {
    if (line != null) {
      line.println(out, text);
    } else {
      out.println(text);
      out.flush();
    }
  }

  /** Returns the condition that stops the search once Ctrl-C has been pressed. */
  public StopCondition stopped() {
    return flag;
  }

  /** Returns true when Ctrl-C stopped the search. */
  public boolean wasStopped() {
    return flag.raised();
  }

  /** Erases the line and gives Ctrl-C back to the program. */
  @Override
  public void close() {
    if (line != null) {
      line.close();
    }
    if (previous != null) {
      Signal.handle(INTERRUPT, previous);
    }
  }
}
