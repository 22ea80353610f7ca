package dev.zerosum.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The output of a program run under a pseudo-terminal so far, read on a thread of its own, for
 * tests that type into it and wait for what it writes.
 */
final class TerminalScreen {
  private final StringBuilder text = new StringBuilder();
  private final long guardSeconds;

  /**
   * Starts zerosum ({@link Main}, on this JVM's java and class path) with {@code arguments} (shell
   * words, quoted where needed) in a pseudo-terminal that {@code script} makes, after the shell
   * commands {@code setup} (or none); its standard error joins its output.
   */
  static Process startZerosum(String setup, String... arguments) throws IOException {
    return startZerosumWithSignal("--default-signal=INT", setup, arguments);
  }

  /**
   * Starts zerosum as {@link #startZerosum(String, String...)} does, with Ctrl-C's signal as {@code
   * signal} says: {@code --default-signal=INT} or {@code --ignore-signal=INT} (options of env).
   */
  static Process startZerosumWithSignal(String signal, String setup, String... arguments)
      throws IOException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String command =
        setup
            + " exec "
            + java
            + " -cp '"
            + System.getProperty("java.class.path")
            + "' "
            + Main.class.getName()
            + " "
            + String.join(" ", arguments);
    // Ctrl-C's signal set back to its default: a shell without job control starts what it runs in
    // the background with it ignored (a build started with '&'), which the JVM then never catches.
    ProcessBuilder builder =
        new ProcessBuilder("env", signal, "script", "-qfec", command, "/dev/null");
    builder.environment().put("TERM", "xterm");
    builder.environment().put("LANG", "C.UTF-8");
    builder.environment().remove("LC_ALL");
    builder.redirectErrorStream(true);
    return builder.start();
  }

  TerminalScreen(InputStream in, long guardSeconds) {
    this.guardSeconds = guardSeconds;
    Thread reader =
        new Thread(
            () -> {
              byte[] buffer = new byte[4096];
              try {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                  synchronized (text) {
                    text.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                    text.notifyAll();
                  }
                }
              } catch (IOException closed) {
                // the program ended
              }
            },
            "screen");
    reader.setDaemon(true);
    reader.start();
  }

  /** Waits until {@code wanted} appears after {@code from}; returns the index after it. */
  int waitFor(String wanted, int from) throws InterruptedException {
    long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(guardSeconds);
    synchronized (text) {
      while (true) {
        int at = text.indexOf(wanted, from);
        if (at >= 0) {
          return at + wanted.length();
        }
        long left = guard - System.nanoTime();
        if (left <= 0) {
          throw new AssertionError("no '" + wanted + "' after " + from + " in:\n" + text);
        }
        text.wait(TimeUnit.NANOSECONDS.toMillis(left) + 1);
      }
    }
  }

  String all() {
    synchronized (text) {
      return text.toString();
    }
  }
}
