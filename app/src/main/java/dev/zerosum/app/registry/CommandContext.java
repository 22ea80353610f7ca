package dev.zerosum.app.registry;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Where a command reads and writes: the process's own streams, or, in tests, streams of their own.
 * A module's own commands ({@link GameModule#commands}) are given one.
 */
public interface CommandContext {

  /** Returns the standard input. */
  InputStream in();

  /** Returns the standard output. */
  PrintStream out();

  /** Returns the standard error. */
  PrintStream err();

  /** Returns true when a person sits at a terminal: line editing, colour, progress bars. */
  boolean terminal();

  /** Returns a reader of the standard input, for commands that read data from it. */
  default BufferedReader reader() {
    return new BufferedReader(new InputStreamReader(in(), StandardCharsets.UTF_8));
  }
}
