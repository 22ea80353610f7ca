package dev.zerosum.registry;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

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

  /**
   * Returns true when the standard error is a terminal, where progress can be drawn. Java 17 only
   * tells whether stdin and stdout both are; on Linux the process's file descriptor 2 says it for
   * stderr alone, so that a run whose output goes to a file still shows its progress.
   */
  default boolean stderrIsTerminal() {
    if (terminal()) {
      return true;
    }
    if (err() != System.err) {
      return false; // captured, as in tests
    }
    try {
      String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (IOException | UnsupportedOperationException | SecurityException notLinux) {
      return false;
    }
  }

  /**
   * Starts showing that a long piece of work called {@code what} (in the current language) goes on:
   * where a person watches standard error at a terminal, a line that appears after a second and
   * says how long it has been thinking, erased when the returned {@link Thinking} is closed.
   * Elsewhere, and by default, nothing is shown.
   */
  default Thinking thinking(String what) {
    return () -> {};
  }

  /** What {@link #thinking} started: closing it stops and erases the line. */
  @FunctionalInterface
  interface Thinking extends AutoCloseable {
    @Override
    void close();
  }
}
