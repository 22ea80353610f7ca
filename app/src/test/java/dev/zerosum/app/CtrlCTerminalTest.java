package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Ctrl-C at a real terminal: {@code zerosum play} runs under a pseudo-terminal made by {@code
 * script} (util-linux), as a person would run it, and the test types into it. Ctrl-C while a slow
 * engine thinks stops the engine and the prompt comes back; {@code go} lets it think again; a
 * second Ctrl-C stops it again, and Ctrl-C at the prompt quits with the scoreboard and says where
 * the unfinished game is kept. The test waits for what the program writes; its timeouts only guard
 * against a hang, and no result depends on how fast the machine is.
 */
class CtrlCTerminalTest {
  private static final long GUARD_SECONDS = 120;

  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES)
  void ctrlCStopsTheEngineAndTheGameGoesOnThenQuitsWithTheScoreboard() throws Exception {
    Process process = playConnectFourAgainstMcts("--default-signal=INT", "600s");
    try {
      TerminalScreen screen = new TerminalScreen(process.getInputStream(), GUARD_SECONDS);
      OutputStream keys = process.getOutputStream();
      int at = screen.waitFor("to move>", 0);
      type(keys, "4\r");
      at = screen.waitFor("thinking", at); // the engine's line, after its first second
      type(keys, "\u0003");
      at = screen.waitFor("The engine was stopped", at);
      at = screen.waitFor("to move>", at);
      type(keys, "go\r");
      at = screen.waitFor("thinking", at); // the game goes on: the engine thinks again
      type(keys, "\u0003");
      at = screen.waitFor("The engine was stopped", at);
      at = screen.waitFor("to move>", at);
      type(keys, "\u0003");
      at = screen.waitFor("zerosum play --load", at);
      screen.waitFor("No game ended: nothing to score.", at);
      assertThat(process.waitFor(GUARD_SECONDS, TimeUnit.SECONDS)).isTrue();
      assertThat(process.exitValue()).as(screen.all()).isZero();
      Matcher kept = Pattern.compile("kept in (\\S+);").matcher(screen.all());
      assertThat(kept.find()).isTrue();
      Path file = Path.of(kept.group(1));
      assertThat(Files.readString(file)).contains("\"4\"");
      Files.delete(file);
    } finally {
      process.destroyForcibly();
    }
  }

  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES)
  void whereCtrlCIsIgnoredTheThinkingLineDoesNotOfferIt() throws Exception {
    // As a program started with '&' by a script runs: the JVM never receives Ctrl-C.
    Process process = playConnectFourAgainstMcts("--ignore-signal=INT", "2s");
    try {
      TerminalScreen screen = new TerminalScreen(process.getInputStream(), GUARD_SECONDS);
      OutputStream keys = process.getOutputStream();
      int at = screen.waitFor("to move>", 0);
      type(keys, "4\r");
      int thinking = screen.waitFor("thinking", at);
      at = screen.waitFor("to move>", thinking); // the engine's move, after its 2 seconds
      assertThat(screen.all().substring(thinking, at)).doesNotContain("Ctrl-C");
      type(keys, "quit\r");
      assertThat(process.waitFor(GUARD_SECONDS, TimeUnit.SECONDS)).isTrue();
    } finally {
      process.destroyForcibly();
    }
  }

  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES)
  void ctrlCStopsAPerftWithNoCountAndTheExitOfAnInterrupt() throws Exception {
    // 7^14 sequences less a few: no machine counts the first move's in the test's time.
    Process process =
        TerminalScreen.startZerosumWithSignal(
            "--default-signal=INT", "", "perft", "connect4", "--depth", "14", "--divide");
    try {
      TerminalScreen screen = new TerminalScreen(process.getInputStream(), GUARD_SECONDS);
      int at = screen.waitFor("thinking", 0); // the count's line, after its first second
      type(process.getOutputStream(), "\u0003");
      screen.waitFor("stopped by Ctrl-C before the count was complete", at);
      assertThat(process.waitFor(GUARD_SECONDS, TimeUnit.SECONDS)).isTrue();
      assertThat(process.exitValue()).as(screen.all()).isEqualTo(AnalyzeCommand.INTERRUPTED);
      assertThat(screen.all()).as("no count is a count").doesNotContainPattern("(?m)^\\d+\\s*$");
    } finally {
      process.destroyForcibly();
    }
  }

  /**
   * Starts a game of Connect Four, a person against MCTS thinking {@code time} a move, with
   * Ctrl-C's signal as {@code signal} says (an option of env).
   */
  private static Process playConnectFourAgainstMcts(String signal, String time) throws IOException {
    // A pseudo-terminal that script makes from a pipe has no size: JLine needs one.
    return TerminalScreen.startZerosumWithSignal(
        signal,
        "stty cols 100 rows 40;",
        "play",
        "connect4",
        "--first",
        "human",
        "--second",
        "mcts",
        "--time",
        time,
        "--seed",
        "1",
        "--plain");
  }

  private static void type(OutputStream keys, String text) throws IOException {
    keys.write(text.getBytes(StandardCharsets.UTF_8));
    keys.flush();
  }
}
