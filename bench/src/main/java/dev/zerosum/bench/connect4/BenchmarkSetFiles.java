package dev.zerosum.bench.connect4;

import dev.zerosum.games.connect4.Connect4SolveLine;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Finds and reads the public benchmark sets. */
final class BenchmarkSetFiles {
  private BenchmarkSetFiles() {}

  /**
   * Returns the folder {@code shared/connect4}, which lies beside the repository's root: the first
   * found walking up from the working directory.
   *
   * @throws IllegalArgumentException if there is none
   */
  static Path find() {
    Path start = Path.of("").toAbsolutePath();
    for (Path dir = start; dir != null; dir = dir.getParent()) {
      Path sets = dir.resolve("shared").resolve("connect4");
      if (Files.isRegularFile(sets.resolve("Test_L3_R1"))) {
        return sets;
      }
    }
    throw new IllegalArgumentException(
        "no folder shared/connect4 holding the sets (Test_L3_R1 …) above "
            + start
            + "; give it with --sets DIR");
  }

  /** Returns the first {@code limit} lines of {@code file}. */
  static List<Connect4SolveLine> read(Path file, int limit) {
    try {
      List<String> texts = Files.readAllLines(file);
      List<Connect4SolveLine> lines = new ArrayList<>();
      for (int i = 0; i < Math.min(limit, texts.size()); i++) {
        lines.add(Connect4SolveLine.parse(i + 1, texts.get(i)));
      }
      return lines;
    } catch (IOException failure) {
      throw new UncheckedIOException("cannot read the benchmark set " + file, failure);
    }
  }
}
