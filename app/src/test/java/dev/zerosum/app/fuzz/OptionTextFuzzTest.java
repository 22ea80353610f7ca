package dev.zerosum.app.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.zerosum.registry.Durations;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.kit.FuzzProperty;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes the values people type for options: every option of every game ({@link OptionSpec#parse},
 * then the game set up with it, as {@code --piles 3,4,5} does) and the durations of {@code --time}.
 */
@Timeout(10)
class OptionTextFuzzTest {
  /** Every game option of the registry, with the module that declares it. */
  private record Owned(GameModule module, OptionSpec option) {}

  private static final List<Owned> OPTIONS = options();

  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void gameOption(byte[] input) {
    if (input.length == 0) {
      return;
    }
    Owned owned = OPTIONS.get((input[0] & 0xff) % OPTIONS.size());
    String text = FuzzProperty.text(Arrays.copyOfRange(input, 1, input.length));
    FuzzProperty.answers(
        () -> {
          Object value = owned.option().parse(text);
          owned
              .module()
              .create(
                  GameOptions.of(owned.module().options(), Map.of(owned.option().name(), value)));
        });
  }

  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void duration(byte[] input) {
    String text = FuzzProperty.text(input);
    FuzzProperty.answers(() -> Durations.format(Durations.parse(text)));
  }

  private static List<Owned> options() {
    List<Owned> options = new ArrayList<>();
    for (GameModule module : GameRegistry.standard().modules()) {
      for (OptionSpec option : module.options()) {
        options.add(new Owned(module, option));
      }
    }
    return List.copyOf(options);
  }
}
