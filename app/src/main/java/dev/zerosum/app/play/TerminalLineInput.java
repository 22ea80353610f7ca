package dev.zerosum.app.play;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Lines typed at a terminal, with JLine's line editing and a history of this session's lines; a
 * line too long to show is shown cut, with its length ({@link CutEcho}).
 */
public final class TerminalLineInput implements LineInput {
  private static final CutEcho CUT_ECHO = new CutEcho(); // a line too long to show is cut
  private final Terminal terminal;
  private final LineReader reader;
  private boolean interrupted;

  /** Opens the terminal this process runs in, which reads and writes text in {@code charset}. */
  public TerminalLineInput(Charset charset) {
    try {
      terminal = TerminalBuilder.builder().system(true).encoding(charset).build();
    } catch (IOException failure) {
      throw new UncheckedIOException("cannot open the terminal", failure);
    }
    reader = LineReaderBuilder.builder().terminal(terminal).appName("zerosum").build();
  }

  /** Returns null when the input ends (Ctrl-D) or the person interrupts (Ctrl-C). */
  @Override
  public String readLine(String prompt) {
    interrupted = false;
    try {
      return reader.readLine(prompt, null, CUT_ECHO, null);
    } catch (EndOfFileException ended) {
      return null;
    } catch (UserInterruptException ctrlC) {
      interrupted = true;
      return null;
    }
  }

  @Override
  public boolean interrupted() {
    return interrupted;
  }

  @Override
  public boolean atTerminal() {
    return true;
  }

  @Override
  public void close() {
    try {
      terminal.close();
    } catch (IOException ignored) {
      // closing a terminal at exit: nothing left to do about a failure
    }
  }
}
