package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.kit.ContractReport;
import dev.zerosum.registry.kit.GameContract;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The m,n,k-games and gomoku pass the game contract: on every position of the 3,3,3 game
 * (tic-tac-toe) and of a 2 × 4 board, on random games of the larger boards, with their symmetries
 * (eight on a square board, four on another).
 */
class MnkContractTest {

  /**
   * One game to check.
   *
   * @param module the module
   * @param options its options
   * @param small true when every position is checked
   * @param playouts the random games of a larger board
   * @param nodeBudget alpha-beta's nodes a value: on the 15 × 15 board only the last moves of a
   *     random game are ever valued, each with a hundred moves to value, and each node of the
   *     generic rules is slow there (the threat-first order scans the whole board)
   */
  record Case(
      GameModule module, Map<String, Long> options, boolean small, int playouts, long nodeBudget) {
    @Override
    public String toString() {
      return module.name() + " " + options;
    }
  }

  static Stream<Case> cases() {
    MnkModule mnk = new MnkModule();
    return Stream.of(
        new Case(mnk, Map.of("rows", 3L, "cols", 3L, "k", 3L), true, 0, 100_000),
        new Case(mnk, Map.of("rows", 2L, "cols", 4L, "k", 2L), true, 0, 100_000),
        new Case(mnk, Map.of(), false, 10, 20_000),
        new Case(mnk, Map.of("rows", 3L, "cols", 5L, "k", 3L), false, 10, 20_000),
        new Case(new GomokuModule(), Map.of("rows", 6L, "cols", 7L), false, 5, 20_000),
        new Case(new GomokuModule(), Map.of(), false, 1, 1_000));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void passesTheGameContract(Case checked) {
    GameContract contract =
        GameContract.of(checked.module())
            .options(checked.options())
            .playouts(checked.playouts())
            .nodeBudget(checked.nodeBudget());
    if (checked.options().isEmpty() && checked.module() instanceof GomokuModule) {
      contract.analysisMayEstimate(); // past 64 cells the solver proves nothing: it estimates
    }
    ContractReport report = contract.check();

    assertThat(report.everyPosition()).isEqualTo(checked.small());
    assertThat(report.analyses()).as("positions near the end at least").isPositive();
    assertThat(report.imagesValued()).as("the images of those positions").isPositive();
  }
}
