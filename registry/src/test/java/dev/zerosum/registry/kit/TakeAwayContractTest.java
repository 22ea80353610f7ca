package dev.zerosum.registry.kit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.kit.takeaway.TakeAwayModule;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The take-away fixture, the example module of the docs, passes the contract it illustrates. */
class TakeAwayContractTest {

  @ParameterizedTest(name = "pile {0}")
  @ValueSource(longs = {1, 10, 1000})
  void passesTheGameContract(long pile) {
    ContractReport report =
        GameContract.of(new TakeAwayModule()).options(Map.of("pile", pile)).check();

    assertThat(report.everyPosition()).isTrue();
    assertThat(report.positions())
        .as(
            "the start, then every smaller pile with the second player and all but one below with the first")
        .isEqualTo((int) (2 * pile));
    assertThat(report.analyses())
        .as("alpha-beta values piles of a dozen or more within its budget")
        .isGreaterThanOrEqualTo((int) Math.min(2 * pile, 24));
  }
}
