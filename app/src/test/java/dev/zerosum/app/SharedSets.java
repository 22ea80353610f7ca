package dev.zerosum.app;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the public Connect Four sets in {@code shared/connect4}, beside the repository's root. */
final class SharedSets {
  private SharedSets() {}

  /** Returns the file of the set {@code name}, found walking up from the working directory. */
  static Path file(String name) {
    Path start = Path.of("").toAbsolutePath();
    for (Path dir = start; dir != null; dir = dir.getParent()) {
      Path file = dir.resolve("shared").resolve("connect4").resolve(name);
      if (Files.isRegularFile(file)) {
        return file;
      }
    }
    throw new IllegalStateException(
        "the Connect Four set "
            + name
            + " was not found in a folder shared/connect4 above "
            + start);
  }
}
