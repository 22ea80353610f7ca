package dev.zerosum.games.connect4;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.zerosum.registry.kit.FuzzProperty;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes what Connect Four reads from files: the opening book (any bytes are a book, or refused as
 * none) and a line of a benchmark set that {@code solve} reads. In a plain build it runs over its
 * committed corpus only ({@code Connect4FuzzTestInputs}); {@code JAZZER_FUZZ=1} fuzzes.
 */
@Timeout(10)
class Connect4FuzzTest {
  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void book(byte[] input) {
    FuzzProperty.answers(
        () -> {
          try {
            Connect4Book.read(new ByteArrayInputStream(input), "fuzz.book");
          } catch (IOException failed) {
            throw new UncheckedIOException(failed);
          }
        });
  }

  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void solveLine(byte[] input) {
    String text = FuzzProperty.text(input);
    FuzzProperty.answers(() -> Connect4SolveLine.parse(1, text));
  }
}
