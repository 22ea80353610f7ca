package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.kit.ContractReport;
import dev.zerosum.registry.kit.GameContract;
import org.junit.jupiter.api.Test;

/**
 * Connect Four passes the game contract on random games: every position of each, and the analysis
 * against alpha-beta on those near the end, where alpha-beta finishes within its budget.
 */
class Connect4ContractTest {

  @Test
  void passesTheGameContractOnRandomGames() {
    ContractReport report = GameContract.of(new Connect4Module()).check();

    assertThat(report.everyPosition()).isFalse();
    assertThat(report.analyses())
        .as("a few positions before the end of each of the 20 games at least")
        .isGreaterThanOrEqualTo(3 * GameContract.PLAYOUTS);
  }
}
