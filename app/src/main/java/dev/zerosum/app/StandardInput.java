package dev.zerosum.app;

import dev.zerosum.registry.i18n.Messages;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The process's standard input as the commands read it. Two inputs that are no input are told apart
 * before a command reads them: a folder ({@code zerosum play < ~}), which the system refuses to
 * read ("Is a directory"), is answered with a stream whose reads fail with one plain {@link
 * Refused} sentence; and a standard input that was closed ({@code <&-}) reads as empty. When it is
 * closed, the first file the JVM opens takes its number, its own class library: {@code analyze}
 * read that as positions, and printed about a million lines of errors in 20 seconds.
 */
final class StandardInput {
  private static final Messages MESSAGES = Messages.of(StandardInput.class);

  /** Where Linux shows what the process's file descriptor 0 is. */
  private static final Path DESCRIPTOR = Path.of("/proc/self/fd/0");

  private StandardInput() {}

  /** A failure to read the standard input, said in the current language, for a person. */
  static final class Refused extends IOException {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message);
    }
  }

  /** Returns {@code in}, the process's {@code System.in}, as the commands should read it. */
  static InputStream of(InputStream in) {
    Path opened;
    try {
      opened = Files.readSymbolicLink(DESCRIPTOR);
    } catch (IOException | UnsupportedOperationException | SecurityException notLinux) {
      return in;
    }
    if (Files.isDirectory(DESCRIPTOR)) {
      return folder(opened);
    }
    return isOurOwn(opened.toString()) ? InputStream.nullInputStream() : in;
  }

  /**
   * Returns true when {@code file} is one the JVM opens for itself: its class library, a jar of the
   * class path, a class-data archive. No one gives those as input; a closed input is one of them.
   */
  static boolean isOurOwn(String file) {
    String home = System.getProperty("java.home");
    if ((home != null && file.startsWith(home + File.separator)) || file.endsWith(".jsa")) {
      return true;
    }
    // A loop, not a stream: this runs at every start, --version's included.
    for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
      if (!entry.isEmpty() && Path.of(entry).toAbsolutePath().normalize().toString().equals(file)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns a stream whose every read fails, saying that the input is {@code folder}: in the
   * language current when it is read, which {@code --lang} has chosen by then.
   */
  static InputStream folder(Path folder) {
    return new InputStream() {
      @Override
      public int read() throws IOException {
        throw new Refused(MESSAGES.text("input.folder", folder));
      }

      @Override
      public int read(byte[] bytes, int offset, int length) throws IOException {
        throw new Refused(MESSAGES.text("input.folder", folder));
      }
    };
  }
}
