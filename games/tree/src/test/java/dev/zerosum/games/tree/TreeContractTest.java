package dev.zerosum.games.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.kit.ContractReport;
import dev.zerosum.registry.kit.GameContract;
import org.junit.jupiter.api.Test;

/** The textbook's figure passes the game contract on every position, as every game does. */
class TreeContractTest {

  @Test
  void theTextbooksFigurePassesTheGameContract() {
    ContractReport report = GameContract.of(new TreeModule()).check();

    assertThat(report.everyPosition()).as("13 positions: every one is checked").isTrue();
    assertThat(report.positions()).as("the root, B, C, D and their nine leaves").isEqualTo(13);
    assertThat(report.analyses())
        .as("the module's analysis agrees with alpha-beta on every position that is not over")
        .isGreaterThanOrEqualTo(4);
  }
}
