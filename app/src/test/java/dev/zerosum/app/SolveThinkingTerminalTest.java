package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code zerosum solve connect4} on one long position, its input a file and its standard error a
 * real terminal (a pseudo-terminal made by {@code script}): after a second it shows that it is
 * thinking and for how long, as the other commands do, without promising that Ctrl-C keeps anything
 * (it ends the run). The test waits for what the program writes, then ends it.
 */
class SolveThinkingTerminalTest {
  private static final long GUARD_SECONDS = 120;

  @Test
  @Timeout(value = 3, unit = TimeUnit.MINUTES)
  void oneLongPositionShowsTheThinkingLineOnStandardError(@TempDir Path folder) throws Exception {
    Path input = folder.resolve("one.txt");
    Files.writeString(input, "4\n"); // minutes to solve without the book
    Process process = TerminalScreen.startZerosum("", "solve", "connect4", "<", "'" + input + "'");
    try {
      TerminalScreen screen = new TerminalScreen(process.getInputStream(), GUARD_SECONDS);
      int at = screen.waitFor("solve: thinking, 1 s", 0);
      screen.waitFor("solve: thinking, 2 s", at); // redrawn as the seconds pass
      assertThat(screen.all()).doesNotContain("Ctrl-C");
    } finally {
      process.destroyForcibly();
    }
  }
}
