package dev.zerosum.games.dernier;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.kit.ContractReport;
import dev.zerosum.registry.kit.GameContract;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Dernier passes the game contract on every position, whoever the last match makes the winner. */
class DernierContractTest {

  static Stream<Arguments> optionSets() {
    return Stream.of(
        Arguments.of(21L, 3L, false),
        Arguments.of(21L, 3L, true),
        Arguments.of(1L, 1L, false),
        Arguments.of(40L, 5L, false),
        Arguments.of(1_000L, 7L, true));
  }

  @ParameterizedTest(name = "{0} matches, take up to {1}, last wins {2}")
  @MethodSource("optionSets")
  void passesTheGameContract(long matches, long take, boolean lastWins) {
    ContractReport report =
        GameContract.of(new DernierModule())
            .options(Map.of("matches", matches, "take", take, "last-wins", lastWins))
            .check();

    assertThat(report.everyPosition()).isTrue();
    assertThat(report.analyses())
        .as("alpha-beta values rows of a dozen matches or more within its budget")
        .isGreaterThanOrEqualTo((int) Math.min(report.positions(), 20));
  }
}
