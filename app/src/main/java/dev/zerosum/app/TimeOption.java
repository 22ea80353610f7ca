package dev.zerosum.app;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.Durations;
import java.time.Duration;
import picocli.CommandLine.Option;

/** The one {@code --time} option, with one syntax everywhere: {@code 2s}, {@code 500ms}. */
final class TimeOption {
  @Option(names = "--time", paramLabel = "DURATION")
  String time;

  /** Returns true when {@code --time} was given. */
  boolean given() {
    return time != null;
  }

  /** Returns the time given, or {@code otherwise}. */
  Duration orElse(Duration otherwise) {
    if (time == null) {
      return otherwise;
    }
    try {
      return Durations.parse(time);
    } catch (GameInputException wrong) {
      // The mistake names the option it was given to, as every option's mistake does.
      throw new GameInputException("--time: " + wrong.getMessage());
    }
  }
}
