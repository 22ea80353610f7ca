package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Budget;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Player;
import dev.zerosum.core.RandomAgent;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.BoardMove;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class PlayableConnect4Test {
  private final List<String> notes = new ArrayList<>();

  @SuppressWarnings("unchecked") // the Connect Four module makes games of these types
  private final PlayableGame<Connect4Position, Connect4Move> game =
      (PlayableGame<Connect4Position, Connect4Move>)
          GameRegistry.standard().find("connect4").createDefault();

  // 1 ms each time the clock is read (every 4,096 nodes of the solver): the same game on any
  // machine.
  private final AgentContext hurried =
      new AgentContext(
              1,
              Budget.of(
                  Duration.ofMillis(150),
                  Ticker.counting(Duration.ofMillis(1)),
                  StopCondition.never()),
              notes::add)
          .withThreads(1); // one thread: the same course on any machine

  @Test
  void theRegistryKnowsConnectFourByItsNames() {
    for (String name : List.of("connect4", "Connect-Four", "c4")) {
      assertThat(GameRegistry.standard().find(name).name()).isEqualTo("connect4");
    }
  }

  @Test
  void theAnalysisGivesEveryMoveItsExactOutcomeAndPlies() {
    Connect4Position position = Connect4Position.of("2252576253462244111563365343671351441");
    Analysis analysis = game.analyze(position, StopCondition.never());
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    assertThat(analysis.game()).isEqualTo("connect4");
    assertThat(analysis.toMove()).isEqualTo("O");
    assertThat(analysis.outcome()).as("the set says -1").isEqualTo("loss");
    assertThat(analysis.exact()).isTrue();
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
  void anAnalysisStoppedEarlyMarksWhatItDidNotProve() {
    AtomicInteger asked = new AtomicInteger();
    // Stops at the solver's third question: the first move is not proven, nor any after it.
    // Past the book (its moves too): 3, 3, 2, 1, 3, 5, 1, 7 takes the solver 25 million nodes.
    Analysis analysis =
        game.analyze(Connect4Position.of("33213517"), () -> asked.incrementAndGet() > 2);
    assertThat(analysis.exact()).isFalse();
    assertThat(analysis.moves()).hasSize(7).allMatch(move -> !move.exact());
    assertThat(analysis.moves())
        .as("no move of the position loses or wins within 8 plies")
        .allMatch(move -> move.outcome().equals("unknown"));
    assertThat(analysis.outcome()).isEqualTo("unknown");
  }

  @Test
  void aFinishedGameSaysWhoWon() {
    Analysis analysis = game.analyze(Connect4Position.of("1212121"), StopCondition.never());
    assertThat(analysis.status()).isEqualTo("won");
    assertThat(analysis.winner()).isEqualTo("X");
    assertThat(analysis.outcome()).isEqualTo("loss");
    assertThat(analysis.plies()).isZero();
    assertThat(analysis.moves()).isEmpty();
  }

  @Test
  void thePerfectPlayerOpensFromTheBook() {
    Agent<Connect4Position, Connect4Move> perfect = game.agent(AgentSpec.PERFECT, hurried);
    assertThat(perfect.chooseAction(Connect4Position.empty()).typed()).isEqualTo(4);
    assertThat(notes).containsExactly("book: X wins in 41 plies with perfect play");
  }

  @Test
  void thePerfectPlayerBeatsTheRandomOneAndSaysWhenItFallsBack() {
    Agent<Connect4Position, Connect4Move> perfect = game.agent(AgentSpec.PERFECT, hurried);
    Agent<Connect4Position, Connect4Move> random = new RandomAgent<>(game.game(), 2);
    // Past the book, X to move and winning; the proof takes the solver 25 million nodes.
    Connect4Position position = Connect4Position.of("33213517");
    while (!position.isOver()) {
      Agent<Connect4Position, Connect4Move> mover =
          position.toMove() == Player.MAX ? perfect : random;
      position = position.play(mover.chooseAction(position).column());
    }
    assertThat(position.winner()).as("%s", position).hasValue(Player.MAX);
    assertThat(notes)
        .as("the position is too deep to prove in 112 readings of the clock")
        .isNotEmpty();
    assertThat(notes.get(0)).startsWith("no proof within 0.1 s: column ");
  }

  @Test
  void depthPlayersSearchWithTheEvaluatorAndTheExhaustiveSearchesAreNotOffered() {
    Agent<Connect4Position, Connect4Move> depth = game.agent(AgentSpec.parse("depth:4"), hurried);
    assertThat(depth.chooseAction(Connect4Position.of("121212")).typed()).as("wins").isEqualTo(1);
    assertThat(game.agents()).doesNotContain("minimax", "alphabeta");
    assertThatThrownBy(() -> game.agent(AgentSpec.parse("minimax"), hurried))
        .isInstanceOf(GameInputException.class)
        .hasMessage(
            "minimax is not a player of Connect Four; expected perfect, depth:N, mcts, heuristic,"
                + " random or human");
  }

  @Test
  void theBoardIsAGridWithGravityAndItsMovesLandOnTheLowestEmptyCell() {
    Connect4Position position = Connect4Position.of("4453");
    BoardView.Grid board = (BoardView.Grid) game.board(position);
    assertThat(board.gravity()).isTrue();
    assertThat(board.cells())
        .containsExactly(".......", ".......", ".......", ".......", "...O...", "..OXX..");
    assertThat(game.boardMoves(position))
        .contains(BoardMove.cell("4", 3, 3), BoardMove.cell("1", 5, 0))
        .hasSize(7);
  }

  @Test
  void theBoardIsColouredOnlyWhenAsked() {
    Connect4Position position = Connect4Position.of("4453");
    assertThat(game.render(position, false)).doesNotContain("\u001b[");
    assertThat(game.render(position, true)).contains("\u001b[1;31mX");
    assertThat(game.parsePosition("4453", Player.MAX)).isEqualTo(position);
    assertThatThrownBy(() -> game.parsePosition("4453", Player.MIN))
        .hasMessage("X is to move in 4453, not O");
  }
}
