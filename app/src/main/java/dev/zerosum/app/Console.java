package dev.zerosum.app;

import dev.zerosum.app.play.LineInput;
import dev.zerosum.app.play.PlainLineInput;
import dev.zerosum.app.play.TerminalLineInput;
import dev.zerosum.app.registry.CommandContext;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Where a command reads and writes: the process's own streams, or, in tests, streams of their own.
 *
 * @param in the standard input
 * @param out the standard output
 * @param err the standard error
 * @param terminal true when a person sits at a terminal: line editing and colour
 */
public record Console(InputStream in, PrintStream out, PrintStream err, boolean terminal)
    implements CommandContext {

  /** Returns the process's console; a terminal only when both input and output are one. */
  public static Console system() {
    boolean terminal = System.console() != null && !"dumb".equals(System.getenv("TERM"));
    return new Console(System.in, System.out, System.err, terminal);
  }

  /** Returns true when output may be coloured: a terminal, and NO_COLOR is not set. */
  public boolean colour() {
    return terminal && System.getenv("NO_COLOR") == null;
  }

  /** Returns the lines a person types: edited with JLine at a terminal, read plainly otherwise. */
  public LineInput lineInput() {
    if (terminal) {
      return new TerminalLineInput();
    }
    return new PlainLineInput(
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), out);
  }
}
