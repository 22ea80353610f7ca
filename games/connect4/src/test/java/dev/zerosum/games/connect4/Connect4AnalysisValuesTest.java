package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Budget;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Connect4AnalysisValuesTest {
  /**
   * The analysis' budget on a clock that moves 1 ms each time it is read (every 4,096 nodes of the
   * solver): once the budget is spent, the analysis searches no more, not even the estimates of the
   * moves left unproven, which were made before. This was where `analyze connect4 444444` at 250 ms
   * spent its overrun (issue 23).
   */
  @ParameterizedTest
  @ValueSource(strings = {"444444", "4444443", "44444433"})
  void onceTheBudgetIsSpentNoMoreNodesAreSearched(String text) {
    Connect4Position position = Connect4Position.of(text);
    Connect4DepthSearch estimator = new Connect4DepthSearch();
    StopCondition budget =
        Budget.of(
                Duration.ofMillis(20), Ticker.counting(Duration.ofMillis(1)), StopCondition.never())
            .start();
    long[] searchedAtStop = {-1};
    StopCondition watched =
        () -> {
          boolean stop = budget.shouldStop();
          if (stop && searchedAtStop[0] < 0) {
            searchedAtStop[0] = estimator.searched();
          }
          return stop;
        };
    Connect4ParallelSolver solver = new Connect4ParallelSolver(1, new Connect4Table(1 << 16), null);

    List<MoveValue<Connect4Move>> values =
        new Connect4AnalysisValues(estimator)
            .of(solver, position, new Connect4().actions(position), watched);

    assertThat(searchedAtStop[0]).as("the budget was spent").isGreaterThanOrEqualTo(0);
    assertThat(estimator.searched()).as("nodes after the stop").isEqualTo(searchedAtStop[0]);
    assertThat(values).hasSize(new Connect4().actions(position).size());
    assertThat(values).anyMatch(value -> !value.value().exact());
  }
}
