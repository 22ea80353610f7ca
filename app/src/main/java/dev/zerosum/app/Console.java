package dev.zerosum.app;

import dev.zerosum.app.i18n.Language;
import dev.zerosum.app.play.LineInput;
import dev.zerosum.app.play.PlainLineInput;
import dev.zerosum.app.play.TerminalLineInput;
import dev.zerosum.app.registry.CommandContext;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;

/**
 * Where a command reads and writes: the process's own streams, or, in tests, streams of their own.
 *
 * @param in the standard input
 * @param out the standard output
 * @param err the standard error
 * @param terminal true when a person sits at a terminal: line editing and colour
 * @param environment the environment variables the commands read ({@code LANG}, {@code NO_COLOR})
 */
public record Console(
    InputStream in,
    PrintStream out,
    PrintStream err,
    boolean terminal,
    Map<String, String> environment)
    implements CommandContext {

  /** Makes a console; the environment is copied. */
  public Console {
    environment = Map.copyOf(environment);
  }

  /** Makes a console with an empty environment: English, colour as {@code terminal} says. */
  public Console(InputStream in, PrintStream out, PrintStream err, boolean terminal) {
    this(in, out, err, terminal, Map.of());
  }

  /** Returns the process's console; a terminal only when both input and output are one. */
  public static Console system() {
    boolean terminal = System.console() != null && !"dumb".equals(System.getenv("TERM"));
    return new Console(System.in, System.out, System.err, terminal, System.getenv());
  }

  /** Returns true when output may be coloured: a terminal, and NO_COLOR is not set. */
  public boolean colour() {
    return terminal && !environment.containsKey("NO_COLOR");
  }

  /** Returns the language the environment asks for ({@code LC_ALL}, {@code LANG} …). */
  public Language language() {
    return Language.fromEnvironment(environment, Locale.getDefault());
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
