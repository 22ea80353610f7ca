package dev.zerosum.app.save;

import java.nio.file.Path;

/** Reads file names as a shell would: {@code ~} is the user's home folder, {@code $HOME}. */
final class UserPaths {
  private UserPaths() {}

  /**
   * Returns {@code path} with a leading {@code ~} or {@code ~/} replaced by the home folder: {@code
   * $HOME}, as the shell reads it, else the system's account's ({@code user.home}).
   */
  static Path expand(Path path) {
    return expand(path, System.getenv("HOME"));
  }

  /** Returns {@code path} with a leading {@code ~} replaced by {@code home}, else the account's. */
  static Path expand(Path path, String home) {
    String text = path.toString();
    if (text.equals("~") || text.startsWith("~/")) {
      String folder = home == null || home.isEmpty() ? System.getProperty("user.home") : home;
      return Path.of(folder + text.substring(1));
    }
    return path;
  }
}
