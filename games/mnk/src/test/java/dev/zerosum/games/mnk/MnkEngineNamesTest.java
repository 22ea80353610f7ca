package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.Budget;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.PlayableGame;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An engine is called {@code perfect} only where it is: on boards the solver proves from the start.
 * Past them (gomoku) the same engine is {@code strongest}, and {@code perfect} is refused in one
 * line that names the engine to use.
 */
class MnkEngineNamesTest {
  private static final AgentContext CONTEXT =
      new AgentContext(
          1,
          Budget.of(
              Duration.ofMillis(50), Ticker.counting(Duration.ofMillis(1)), StopCondition.never()),
          note -> {});

  @ParameterizedTest(name = "{0} {1}x{2}, k {3}: top engine {4}")
  @CsvSource({
    "mnk, 3, 3, 3, perfect",
    "mnk, 4, 4, 4, perfect",
    "mnk, 5, 4, 4, perfect",
    "mnk, 5, 5, 4, strongest",
    "mnk, 7, 7, 5, strongest",
    "gomoku, 15, 15, 5, strongest"
  })
  void perfectIsOfferedOnlyWhereTheSolverProvesTheBoard(
      String name, int rows, int columns, int k, String top) {
    PlayableGame<?, ?> game = game(name, rows, columns, k);
    String other = top.equals("perfect") ? "strongest" : "perfect";
    assertThat(game.agents()).contains(top).doesNotContain(other);
    assertThat(game.levels()).last().extracting(Level::agent).isEqualTo(top);
    assertThat(game.topEngine()).isEqualTo(AgentSpec.parse(top));
    assertThat(game.agent(AgentSpec.parse(top), CONTEXT)).isNotNull();
    assertThatThrownBy(() -> game.agent(AgentSpec.parse(other), CONTEXT))
        .isInstanceOf(GameInputException.class)
        .hasMessageContaining(other);
  }

  @ParameterizedTest
  @CsvSource({"gomoku, 15, 15, 5", "mnk, 7, 7, 5"})
  void askingForPerfectPastTheProvenBoardsNamesTheEngineToUse(
      String name, int rows, int columns, int k) {
    PlayableGame<?, ?> game = game(name, rows, columns, k);
    assertThatThrownBy(() -> game.agent(AgentSpec.PERFECT, CONTEXT))
        .isInstanceOf(GameInputException.class)
        .hasMessageContaining("perfectly")
        .hasMessageContaining(rows + " × " + columns)
        .hasMessageContaining("'strongest'")
        .hasMessageNotContaining("\n");
  }

  private static PlayableGame<?, ?> game(String name, int rows, int columns, int k) {
    GameModule module = name.equals("gomoku") ? new GomokuModule() : new MnkModule();
    if (name.equals("gomoku")) {
      return module.createDefault();
    }
    return module.create(
        GameOptions.of(
            module.options(), Map.of("rows", (long) rows, "cols", (long) columns, "k", (long) k)));
  }
}
