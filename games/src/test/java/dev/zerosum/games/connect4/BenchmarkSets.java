package dev.zerosum.games.connect4;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The public benchmark sets, read from {@code shared/connect4}, which lies beside the repository's
 * root (CI keeps a copy of {@code shared/} there): found by walking up from the working directory.
 */
final class BenchmarkSets {
  private BenchmarkSets() {}

  /** Returns the first {@code limit} lines of the set {@code name} (like {@code Test_L3_R1}). */
  static List<Connect4SolveLine> read(String name, int limit) {
    Path file = directory().resolve(name);
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

  /** Returns every line of the set {@code name}. */
  static List<Connect4SolveLine> read(String name) {
    return read(name, Integer.MAX_VALUE);
  }

  private static Path directory() {
    Path start = Path.of(System.getProperty("user.dir")).toAbsolutePath();
    for (Path dir = start; dir != null; dir = dir.getParent()) {
      Path sets = dir.resolve("shared").resolve("connect4");
      if (Files.isRegularFile(sets.resolve("Test_L3_R1"))) {
        return sets;
      }
    }
    throw new IllegalStateException(
        "the Connect Four benchmark sets were not found: expected a folder shared/connect4 holding"
            + " Test_L3_R1 … beside the repository's root, above "
            + start);
  }
}
