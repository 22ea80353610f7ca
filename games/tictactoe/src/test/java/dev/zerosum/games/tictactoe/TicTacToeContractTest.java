package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.kit.ContractReport;
import dev.zerosum.registry.kit.GameContract;
import org.junit.jupiter.api.Test;

/** Tic-tac-toe passes the game contract on every one of its positions. */
class TicTacToeContractTest {

  @Test
  void passesTheGameContractOnEveryPosition() {
    ContractReport report = GameContract.of(new TicTacToeModule()).check();

    assertThat(report.everyPosition()).isTrue();
    assertThat(report.positions()).as("the legal positions of tic-tac-toe").isEqualTo(5_478);
    assertThat(report.analyses())
        .as("alpha-beta values every position within its budget, the empty board included")
        .isEqualTo(5_478);
    assertThat(report.imagesValued()).as("8 images each").isEqualTo(8 * 5_478);
  }
}
