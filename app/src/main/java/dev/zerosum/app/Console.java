package dev.zerosum.app;

import dev.zerosum.app.play.Interruptible;
import dev.zerosum.app.play.LineInput;
import dev.zerosum.app.play.PlainLineInput;
import dev.zerosum.app.play.TerminalLineInput;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.CommandContext;
import dev.zerosum.registry.i18n.Language;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.Charset;
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

  /**
   * Returns the process's console; a terminal only when both input and output are one. Its output
   * is in the character set the environment names ({@link #charset}), and remembers why a write
   * failed ({@link WatchedOutput}); its input is read as {@link StandardInput} says.
   */
  public static Console system() {
    boolean terminal = System.console() != null && !"dumb".equals(System.getenv("TERM"));
    Map<String, String> environment = System.getenv();
    // Java 17 writes in the charset of the system's locale, which is ASCII when the system lacks
    // the locale the environment names (es_ES.UTF-8 on many servers): accents became '?'.
    Charset charset = charset(environment);
    System.setOut(new WatchedOutput(new FileOutputStream(FileDescriptor.out), charset));
    System.setErr(new PrintStream(new FileOutputStream(FileDescriptor.err), true, charset));
    return new Console(StandardInput.of(System.in), System.out, System.err, terminal, environment);
  }

  /**
   * Returns the character set of the terminal: UTF-8 when the first of {@code LC_ALL}, {@code
   * LC_CTYPE} and {@code LANG} that is set names it ({@code es_ES.UTF-8}, {@code C.utf8}), else the
   * JVM's. Read from the environment, as the language is, because the JVM falls back to ASCII when
   * the system lacks the locale named there.
   */
  static Charset charset(Map<String, String> environment) {
    for (String variable : new String[] {"LC_ALL", "LC_CTYPE", "LANG"}) {
      String value = environment.get(variable);
      if (value != null && !value.isBlank()) {
        String codeset = value.contains(".") ? value.substring(value.indexOf('.') + 1) : "";
        codeset = codeset.split("@", 2)[0].toLowerCase(Locale.ROOT);
        return codeset.equals("utf-8") || codeset.equals("utf8")
            ? StandardCharsets.UTF_8
            : Charset.defaultCharset();
      }
    }
    return Charset.defaultCharset();
  }

  /** Returns the character set of {@link #environment}, as {@link #charset(Map)} finds it. */
  public Charset charset() {
    return charset(environment);
  }

  /** Returns true when output may be coloured: a terminal, and NO_COLOR is not set. */
  public boolean colour() {
    return terminal && !environment.containsKey("NO_COLOR");
  }

  /** Returns the language the environment asks for ({@code LC_ALL}, {@code LANG} …). */
  public Language language() {
    return Language.fromEnvironment(environment, Locale.getDefault());
  }

  /**
   * Returns how a search a person waits for is watched: a thinking line when this is the process's
   * standard error and that is a terminal (nothing when it is piped), and Ctrl-C caught when a
   * person sits at the process's terminal.
   */
  public Interruptible.Watch watch() {
    boolean progress = err == System.err && stderrIsTerminal();
    boolean person = in == System.in && (terminal || progress);
    return new Interruptible.Watch(err, progress, person, Ticker.system());
  }

  /**
   * Shows the thinking line of {@code what} when this is the process's standard error and that is a
   * terminal, as {@link #watch} does for a search; Ctrl-C is left to end the program.
   */
  @Override
  public Thinking thinking(String what) {
    return Interruptible.lineOnly(watch(), what);
  }

  /** Returns the lines a person types: edited with JLine at a terminal, read plainly otherwise. */
  public LineInput lineInput() {
    if (terminal) {
      return new TerminalLineInput(charset());
    }
    return new PlainLineInput(
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), out);
  }
}
