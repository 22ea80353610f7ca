package dev.zerosum.app.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.StopFlag;
import dev.zerosum.core.Ticker;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A line of results written while the work goes on ({@code perft --divide}) goes where the thinking
 * line is, erased first, not glued to its end. The line's clock is the test's: each reading is five
 * seconds on, so the line is drawn at its first redraw; the test waits for that drawing, and no
 * result depends on the machine's speed.
 */
class InterruptibleLinesTest {
  @Test
  @Timeout(value = 1, unit = TimeUnit.MINUTES)
  void aLineWrittenWhileTheThinkingLineIsDrawnErasesItFirst() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
    PrintStream output = new PrintStream(out, true, StandardCharsets.UTF_8);
    Interruptible.Watch watch =
        new Interruptible.Watch(errors, true, false, Ticker.counting(Duration.ofSeconds(5)));

    try (Interruptible count = Interruptible.start(watch, "perft", new StopFlag())) {
      while (!drawn(errors, err)) {
        Thread.onSpinWait(); // the drawer's first redraw, a quarter of a second on
      }
      count.println(output, "1: 5647236");
      synchronized (errors) {
        // The drawer writes only "\r" and the line again; the erasing is println's.
        assertThat(err.toString(StandardCharsets.UTF_8))
            .as("erased for the line, before the work ends")
            .contains("\r\u001b[K");
      }
    }
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("1: 5647236\n");
  }

  @Test
  void withoutALineTheLineIsWrittenAsItIs() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream output = new PrintStream(out, true, StandardCharsets.UTF_8);
    PrintStream errors = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    try (Interruptible count =
        Interruptible.start(Interruptible.Watch.none(errors), "perft", new StopFlag())) {
      count.println(output, "A-1: 2");
    }
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("A-1: 2\n");
  }

  private static boolean drawn(PrintStream errors, ByteArrayOutputStream err) {
    synchronized (errors) {
      return err.toString(StandardCharsets.UTF_8).contains("thinking");
    }
  }
}
