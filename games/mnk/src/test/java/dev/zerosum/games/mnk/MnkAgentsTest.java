package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Budget;
import dev.zerosum.core.Player;
import dev.zerosum.core.RandomAgent;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The depth search, the heuristic and the perfect player, on boards small and large. */
class MnkAgentsTest {

  @Test
  void theDepthSearchWinsAtOnceAndBlocks() {
    MnkShape shape = MnkShape.of(5, 5, 4);
    MnkNotation notation = new MnkNotation(shape);
    MnkDepthSearch search = new MnkDepthSearch(shape);
    MnkPosition win = notation.parsePosition("XXX../OO.../O..../...../.....");
    MnkDepthSearch.Estimate found = search.search(win, 4, StopCondition.never());
    assertThat(notation.format(found.move())).as("complete the top row: d5").isEqualTo("d5");
    assertThat(found.describe()).isEqualTo("win in 1 ply");
    MnkPosition block = notation.parsePosition("OOO../XX.../X..../...../.X...");
    assertThat(notation.format(search.search(block, 3, StopCondition.never()).move()))
        .as("X must take the fourth cell of O's row")
        .isEqualTo("d5");
  }

  @Test
  void theDepthSearchAsksItsStopEverySixtyFourNodesOnGomoku() {
    // A node of gomoku scans its lines: 1,024 nodes between two looks at the clock overran a
    // budget of 250 ms by some 45 ms (issue 23).
    MnkShape shape = MnkShape.of(15, 15, 5);
    MnkPosition position =
        new MnkNotation(shape).parsePosition(".".repeat(112) + "X" + ".".repeat(112));
    long[] asked = {0};
    MnkDepthSearch.Estimate estimate =
        new MnkDepthSearch(shape)
            .search(
                position,
                3,
                () -> {
                  asked[0]++;
                  return false;
                });
    assertThat(estimate.nodes()).isGreaterThan(MnkDepthSearch.STOP_CHECK_INTERVAL + 1);
    assertThat(asked[0]).isEqualTo(estimate.nodes() / (MnkDepthSearch.STOP_CHECK_INTERVAL + 1));
  }

  @Test
  void aFullWidthDepthSearchToTheEndFindsTheSolversValueOnTicTacToe() {
    MnkShape shape = MnkShape.of(3, 3, 3);
    MnkSolver solver = new MnkSolver(shape, 12);
    MnkDepthSearch search = new MnkDepthSearch(shape);
    List<String> wrong = new ArrayList<>();
    for (MnkPosition position : MnkPositions.reachable(shape)) {
      if (position.isOver() || position.stones() < 2) {
        continue;
      }
      int exact = Integer.signum(solver.solve(position));
      MnkDepthSearch.Estimate estimate = search.search(position, 9, StopCondition.never());
      int found = estimate.isDecisive() ? Integer.signum(estimate.score()) : 0;
      if (found != exact) {
        wrong.add(position + ": solver " + exact + ", depth search " + estimate.describe());
      }
    }
    assertThat(wrong).as("a search to the end of every line is exact").isEmpty();
  }

  @Test
  void theHeuristicWinsAndBlocks() {
    MnkShape shape = MnkShape.of(3, 3, 3);
    MnkNotation notation = new MnkNotation(shape);
    MnkHeuristicAgent heuristic = new MnkHeuristicAgent();
    assertThat(notation.format(heuristic.chooseAction(notation.parsePosition("XX./OO./..."))))
        .isEqualTo("3");
    assertThat(notation.format(heuristic.chooseAction(notation.parsePosition("X../OO./X.."))))
        .as("X blocks O's row")
        .isEqualTo("6");
    assertThat(notation.format(heuristic.chooseAction(MnkPosition.empty(shape))))
        .as("the centre, on most runs")
        .isEqualTo("5");
  }

  @Test
  void perfectNeverLosesTicTacToeToRandomOrToTheHeuristic() {
    MnkShape shape = MnkShape.of(3, 3, 3);
    Mnk game = new Mnk(shape);
    for (long seed = 1; seed <= 20; seed++) {
      for (Player side : Player.values()) {
        Agent<MnkPosition, MnkMove> perfect = perfect(shape, seed, new ArrayList<>(), 300);
        Agent<MnkPosition, MnkMove> other =
            seed % 2 == 0 ? new RandomAgent<>(game, seed) : new MnkHeuristicAgent();
        Player winner =
            play(game, side == Player.MAX ? perfect : other, side == Player.MIN ? perfect : other);
        assertThat(winner).as("perfect as %s, seed %d", side, seed).isNotEqualTo(side.opponent());
      }
    }
  }

  @Test
  void onGomokuPerfectSaysItCannotSolveAndPlaysTheDepthSearchsMove() {
    MnkShape shape = MnkShape.of(15, 15, 5);
    List<String> notes = new ArrayList<>();
    MnkPosition opened = MnkPosition.empty(shape).play(shape.cellAt(7, 7));
    MnkMove move = perfect(shape, 1, notes, 30).chooseAction(opened);
    assertThat(Math.max(Math.abs(move.column() - 7), Math.abs(move.row() - 7)))
        .as("O answers near X's stone, where the selective search looks")
        .isBetween(1, 2);
    assertThat(notes).hasSize(1);
    assertThat(notes.get(0))
        .startsWith("15 × 15 is too large to solve: ")
        .contains("from a search to depth ");
  }

  @Test
  void onFiveByFivePerfectFallsBackWhenTheProofTakesTooLong() {
    MnkShape shape = MnkShape.of(5, 5, 4);
    List<String> notes = new ArrayList<>();
    // 45 readings of the clock for the proof, every 4,096 nodes: far fewer than its 1.5 million.
    perfect(shape, 1, notes, 60).chooseAction(MnkPosition.empty(shape));
    assertThat(notes).hasSize(1);
    assertThat(notes.get(0)).startsWith("no proof within 0.0 s: ");
  }

  @Test
  void aCancelledPerfectPlayerStopsAtOnceWhateverItsTime() {
    // A clock that never moves: only the cancel can stop the proof of 5,5,4's 1.5 million nodes.
    MnkShape shape = MnkShape.of(5, 5, 4);
    List<String> notes = new ArrayList<>();
    MnkMove move =
        new MnkPerfectAgent(
                shape,
                Budget.of(Duration.ofHours(1), Ticker.counting(Duration.ZERO), () -> true),
                16,
                1,
                notes::add)
            .chooseAction(MnkPosition.empty(shape));
    assertThat(move).isNotNull();
    assertThat(notes)
        .singleElement()
        .asString()
        .as("the time it searched on its clock, none, not the 45 minutes it had for the proof")
        .startsWith("no proof within 0.0 s: ");
  }

  /** Returns the perfect player, its clock moving 1 ms each time it is read (every 1,024 nodes). */
  private static Agent<MnkPosition, MnkMove> perfect(
      MnkShape shape, long seed, List<String> notes, int millis) {
    return new MnkPerfectAgent(
        shape,
        Budget.of(
            Duration.ofMillis(millis),
            Ticker.counting(Duration.ofMillis(1)),
            StopCondition.never()),
        16,
        seed,
        notes::add);
  }

  private static Player play(
      Mnk game, Agent<MnkPosition, MnkMove> first, Agent<MnkPosition, MnkMove> second) {
    MnkPosition state = game.initialState();
    while (!game.isTerminal(state)) {
      state =
          game.result(state, (state.toMove() == Player.MAX ? first : second).chooseAction(state));
    }
    return state.winner().orElse(null);
  }
}
