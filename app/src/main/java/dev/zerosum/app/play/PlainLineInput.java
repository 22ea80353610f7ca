package dev.zerosum.app.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;

/** Lines from a pipe or a file: the prompt is printed, the line read as it comes. */
public final class PlainLineInput implements LineInput {
  private final BufferedReader in;
  private final PrintStream out;

  /** Reads lines from {@code in}, printing each prompt to {@code out}. */
  public PlainLineInput(BufferedReader in, PrintStream out) {
    this.in = in;
    this.out = out;
  }

  @Override
  public String readLine(String prompt) {
    out.print(prompt);
    out.flush();
    try {
      String line = in.readLine();
      if (line == null) {
        out.println(); // the prompt's line ends with the input
      }
      return line;
    } catch (IOException failure) {
      throw new UncheckedIOException("cannot read the input", failure);
    }
  }
}
