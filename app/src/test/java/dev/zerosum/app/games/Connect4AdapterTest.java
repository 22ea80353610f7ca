package dev.zerosum.app.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.Agent;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Player;
import dev.zerosum.core.RandomAgent;
import dev.zerosum.core.Ticker;
import dev.zerosum.games.connect4.Connect4Move;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Score;
import dev.zerosum.games.connect4.Connect4Solver;
import dev.zerosum.games.connect4.Connect4Table;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class Connect4AdapterTest {
  private final List<String> notes = new ArrayList<>();
  // 1 ms each time the clock is read (every 4,096 nodes of the solver): the same game on any
  // machine.
  private final Connect4Adapter adapter =
      new Connect4Adapter(
          Duration.ofMillis(150), notes::add, Ticker.counting(Duration.ofMillis(1)));

  @Test
  void theCatalogKnowsConnectFourByItsNames() {
    for (String name : List.of("connect4", "Connect-Four", "c4")) {
      assertThat(GameCatalog.create(name, GameOptions.none()).name()).isEqualTo("connect4");
    }
    assertThatThrownBy(() -> GameCatalog.create("connect4", new GameOptions(List.of(3L), false)))
        .hasMessage("connect4 has no piles and no misère play");
  }

  @Test
  void theAnalysisGivesEveryMoveItsExactOutcomeAndPlies() {
    Connect4Position position = Connect4Position.of("2252576253462244111563365343671351441");
    Analysis analysis = adapter.analyze(position);
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    assertThat(analysis.game()).isEqualTo("connect4");
    assertThat(analysis.toMove()).isEqualTo("O");
    assertThat(analysis.outcome()).as("the set says -1").isEqualTo("loss");
    assertThat(analysis.plies())
        .isEqualTo(Connect4Score.pliesToEnd(solver.solve(position), position.moves()));
    for (Analysis.MoveAnalysis move : analysis.moves()) {
      Connect4Position after = position.play(Integer.parseInt(move.move()) - 1);
      int score = -solver.solve(after); // a finished game scores as lost for its player to move
      String outcome = score > 0 ? "win" : score < 0 ? "loss" : "draw";
      assertThat(move.outcome()).as("column %s", move.move()).isEqualTo(outcome);
      if (score != 0) {
        assertThat(move.plies())
            .as("column %s: plies after it, counting it", move.move())
            .isEqualTo(Connect4Score.pliesToEnd(score, position.moves()));
      }
    }
  }

  @Test
  void aFinishedGameHasNoMoves() {
    Analysis analysis = adapter.analyze(Connect4Position.of("1212121"));
    assertThat(analysis.outcome()).isEqualTo("loss");
    assertThat(analysis.plies()).isZero();
    assertThat(analysis.moves()).isEmpty();
  }

  @Test
  void thePerfectPlayerBeatsTheRandomOneAndSaysWhenItFallsBack() {
    Agent<Connect4Position, Connect4Move> perfect = adapter.agent(AgentSpec.PERFECT, 1);
    Agent<Connect4Position, Connect4Move> random = new RandomAgent<>(adapter.game(), 2);
    Connect4Position position = Connect4Position.empty();
    while (!position.isOver()) {
      Agent<Connect4Position, Connect4Move> mover =
          position.toMove() == Player.MAX ? perfect : random;
      position = position.play(mover.chooseAction(position).column());
    }
    assertThat(position.winner()).as("%s", position).hasValue(Player.MAX);
    assertThat(notes)
        .as("the opening is too deep to prove in 112 readings of the clock")
        .isNotEmpty();
    assertThat(notes.get(0)).startsWith("no proof within 0.1 s: column ");
  }

  @Test
  void depthPlayersSearchWithTheEvaluatorAndTheExhaustiveSearchesAreRefused() {
    Agent<Connect4Position, Connect4Move> depth = adapter.agent(AgentSpec.parse("depth:4"), 1);
    assertThat(depth.chooseAction(Connect4Position.of("121212")).typed()).as("wins").isEqualTo(1);
    assertThatThrownBy(() -> adapter.agent(AgentSpec.parse("minimax"), 1))
        .isInstanceOf(GameInputException.class)
        .hasMessageContaining("Connect Four is far too big for it");
  }

  @Test
  void theTimeToThinkIsReadInSecondsOrMilliseconds() {
    assertThat(Connect4Adapter.parseBudget("2s")).isEqualTo(Duration.ofSeconds(2));
    assertThat(Connect4Adapter.parseBudget("1.5s")).isEqualTo(Duration.ofMillis(1500));
    assertThat(Connect4Adapter.parseBudget(" 500ms ")).isEqualTo(Duration.ofMillis(500));
    assertThatThrownBy(() -> Connect4Adapter.parseBudget("soon"))
        .hasMessage(
            "'soon' is not a time to think; expected seconds or milliseconds, like 2s or 500ms");
    assertThatThrownBy(() -> Connect4Adapter.parseBudget("0s"))
        .isInstanceOf(GameInputException.class);
    assertThat(adapter.withBudget(Duration.ofSeconds(3)).budget()).isEqualTo(Duration.ofSeconds(3));
  }

  @Test
  void theBoardIsColouredOnlyWhenAsked() {
    Connect4Position position = Connect4Position.of("4453");
    assertThat(adapter.render(position, true, false)).doesNotContain("\u001b[");
    assertThat(adapter.render(position, true, true)).contains("\u001b[1;31mX");
    assertThat(adapter.parsePosition("4453", Player.MAX)).isEqualTo(position);
    assertThatThrownBy(() -> adapter.parsePosition("4453", Player.MIN))
        .hasMessage("X is to move in 4453, not O");
  }
}
