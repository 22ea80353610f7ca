package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Ticker;
import dev.zerosum.registry.GameRegistry;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code analyze --time} runs under the one budget, on the command's clock: here one that moves a
 * millisecond each time it is read, so that the time is a count of the searches' questions and no
 * result depends on the machine.
 */
class AnalyzeBudgetTest {

  @Test
  void analyzeStopsWhenItsTimeIsUpOnTheCommandsClock() {
    AtomicLong readings = new AtomicLong();
    Ticker clock = () -> readings.incrementAndGet() * 1_000_000L;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Console console =
        new Console(
            new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            false);
    // 444444 is past the book: its moves need long proofs, cut once 300 readings have passed.
    int code =
        new CommandLine(new AnalyzeCommand(console, GameRegistry.standard(), clock))
            .execute("connect4", "444444", "--time", "300ms", "--format", "JSON");
    assertThat(code).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"exact\":false");
    assertThat(readings.get()).isBetween(300L, 600L);
  }
}
