package dev.zerosum.games.connect4;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The public Connect Four benchmark sets, which the repository keeps in {@code data/connect4}: the
 * one place that knows where they are, for the tests of every module and for the benchmark.
 *
 * <p>The folder is found by walking up from the working directory, because Maven runs each module's
 * tests in the module's own folder and the benchmark runs from the repository's root.
 */
public final class BenchmarkSets {
  /** The sets, easiest first. */
  public static final List<String> NAMES =
      List.of("Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1", "Test_L1_R2", "Test_L1_R3");

  private BenchmarkSets() {}

  /** Returns the first {@code limit} lines of the set {@code name} (like {@code Test_L3_R1}). */
  public static List<Connect4SolveLine> read(String name, int limit) {
    return read(file(name), limit);
  }

  /** Returns every line of the set {@code name}. */
  public static List<Connect4SolveLine> read(String name) {
    return read(name, Integer.MAX_VALUE);
  }

  /** Returns the file of the set {@code name}. */
  public static Path file(String name) {
    return directory().resolve(name);
  }

  /** Returns the first {@code limit} lines of the set in {@code file}. */
  public static List<Connect4SolveLine> read(Path file, int limit) {
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

  /**
   * Returns the repository's {@code data/connect4}, the first found walking up from the working
   * directory.
   *
   * @throws IllegalStateException if there is none: the working directory is outside the repository
   */
  public static Path directory() {
    Path start = Path.of("").toAbsolutePath();
    for (Path dir = start; dir != null; dir = dir.getParent()) {
      Path sets = dir.resolve("data").resolve("connect4");
      if (Files.isRegularFile(sets.resolve(NAMES.get(0)))) {
        return sets;
      }
    }
    throw new IllegalStateException(
        "the Connect Four benchmark sets were not found: expected the repository's folder"
            + " data/connect4 (holding Test_L3_R1 …) in "
            + start
            + " or a folder above it");
  }
}
