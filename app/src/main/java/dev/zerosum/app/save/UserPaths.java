package dev.zerosum.app.save;

import java.nio.file.Path;

/** Reads file names as a shell would: {@code ~} is the user's home folder. */
final class UserPaths {
  private UserPaths() {}

  /** Returns {@code path} with a leading {@code ~} or {@code ~/} replaced by the home folder. */
  static Path expand(Path path) {
    String text = path.toString();
    if (text.equals("~") || text.startsWith("~/")) {
      return Path.of(System.getProperty("user.home") + text.substring(1));
    }
    return path;
  }
}
