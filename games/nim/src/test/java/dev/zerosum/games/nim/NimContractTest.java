package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.kit.ContractReport;
import dev.zerosum.registry.kit.GameContract;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Nim passes the game contract, normal and misère: on every position of small piles, and on random
 * games of piles too large for that.
 */
class NimContractTest {

  static Stream<Arguments> optionSets() {
    return Stream.of(
        Arguments.of(List.of(1L, 2L, 3L), false, true),
        Arguments.of(List.of(1L, 2L, 3L), true, true),
        Arguments.of(List.of(1L, 3L, 5L, 7L), false, true),
        Arguments.of(List.of(2L, 2L, 3L), true, true),
        Arguments.of(List.of(0L, 4L, 4L), true, true),
        Arguments.of(List.of(30L, 40L, 50L, 60L), false, false),
        Arguments.of(List.of(30L, 40L, 50L, 60L), true, false));
  }

  @ParameterizedTest(name = "piles {0}, misère {1}")
  @MethodSource("optionSets")
  void passesTheGameContract(List<Long> piles, boolean misere, boolean small) {
    ContractReport report =
        GameContract.of(new NimModule()).options(Map.of("piles", piles, "misere", misere)).check();

    assertThat(report.everyPosition()).isEqualTo(small);
    assertThat(report.analyses()).as("positions near the end at least").isPositive();
  }
}
