package dev.zerosum.bench.experiments.connect4;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Appends a long run's lines to its results file as they come, so that a run stopped midway keeps
 * what it measured and the next one resumes after it.
 */
final class ResultLines {
  private ResultLines() {}

  /** Appends {@code text} to {@code out}, creating it if need be. */
  static void append(Path out, String text) {
    try {
      Files.writeString(
          out, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException failed) {
      throw new UncheckedIOException(failed);
    }
  }
}
