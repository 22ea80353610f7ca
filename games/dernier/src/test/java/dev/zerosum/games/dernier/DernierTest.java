package dev.zerosum.games.dernier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Player;
import dev.zerosum.core.RandomAgent;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rules, the notation, the rule's figures on the classic game, and the two rule players. */
class DernierTest {
  private final Dernier classic = new Dernier(21, 3, DernierRules.LAST_LOSES);
  private final DernierNotation notation = new DernierNotation(3);

  @Test
  void theMovesTakeOneToKOrWhatIsLeft() {
    assertThat(classic.actions(classic.initialState()))
        .containsExactly(new DernierMove(1), new DernierMove(2), new DernierMove(3));
    assertThat(classic.actions(new DernierPosition(2, Player.MIN)))
        .as("no more than is left")
        .containsExactly(new DernierMove(1), new DernierMove(2));
    assertThat(classic.result(classic.initialState(), new DernierMove(2)))
        .isEqualTo(new DernierPosition(19, Player.MIN));
  }

  @ParameterizedTest(name = "{0}, {1} to move at 0: utility {2}")
  @CsvSource({
    "LAST_LOSES, MAX, 1",
    "LAST_LOSES, MIN, -1",
    "LAST_WINS, MAX, -1",
    "LAST_WINS, MIN, 1"
  })
  void theEndSaysWhoTookTheLastMatch(DernierRules rules, Player toMove, int utility) {
    Dernier game = new Dernier(5, 3, rules);
    assertThat(game.utility(new DernierPosition(0, toMove)))
        .as("the player not to move took the last match, and %s", rules)
        .isEqualTo(utility);
  }

  @Test
  void aBadMoveIsNamedWithWhatMayBeTaken() {
    DernierPosition two = new DernierPosition(2, Player.MAX);
    assertThat(notation.parseMove(two, " 2 ")).isEqualTo(new DernierMove(2));
    assertThatThrownBy(() -> notation.parseMove(two, "3"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("cannot take 3 of 2 matches; take 1 to 2");
    assertThatThrownBy(() -> notation.parseMove(new DernierPosition(9, Player.MAX), "0"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("cannot take 0 of 9 matches; take 1 to 3");
    assertThatThrownBy(() -> notation.parseMove(two, "two"))
        .isInstanceOf(NotationException.class)
        .hasMessage("'two' is not a move; expected how many matches to take, 1 to 3");
    assertThatThrownBy(() -> classic.result(new DernierPosition(0, Player.MAX), new DernierMove(1)))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("the game is over: no match is left");
  }

  @Test
  void aPositionIsTheMatchesLeft() {
    assertThat(notation.parsePosition("21")).isEqualTo(new DernierPosition(21, Player.MAX));
    assertThat(notation.formatPosition(new DernierPosition(7, Player.MIN))).isEqualTo("7");
    for (String bad : List.of("", "-3", "3,4", "99999999999999999999")) {
      assertThatThrownBy(() -> notation.parsePosition(bad))
          .as("%s is no row of matches", bad)
          .isInstanceOf(GameInputException.class);
    }
  }

  @Test
  void theClassicStartIsLostByTheFirstPlayerInElevenPlies() {
    DernierSolver solver = new DernierSolver(classic);
    DernierPosition start = classic.initialState();
    assertThat(solver.outcome(start)).as("21 = 5 x 4 + 1").isEqualTo(Outcome.LOSS);
    assertThat(solver.pliesToEnd(start))
        .as("five rounds of 4, then the last match is the loser's")
        .isEqualTo(11);
    assertThat(solver.winningMove(new DernierPosition(20, Player.MIN)))
        .as("20 - 3 = 17 = 4 x 4 + 1")
        .contains(new DernierMove(3));
    assertThat(solver.value(new DernierPosition(20, Player.MIN)).describe())
        .isEqualTo("win in 10 plies");
  }

  @Test
  void aRowTooLongForAScoreIsStillSolvedByTheRule() {
    DernierSolver solver = new DernierSolver(classic);
    DernierPosition huge = new DernierPosition(DernierPosition.MAX_MATCHES - 3, Player.MAX);
    assertThat(solver.fitsInScore(huge)).isFalse();
    assertThat(solver.outcome(huge)).as("2^62 - 3 = 1 mod 4 is lost").isEqualTo(Outcome.LOSS);
    assertThat(solver.winningMove(new DernierPosition(DernierPosition.MAX_MATCHES, Player.MAX)))
        .as("2^62 = 0 mod 4: take 3 to leave 1 mod 4")
        .contains(new DernierMove(3));
  }

  @ParameterizedTest(name = "{0}, K = {1}")
  @CsvSource({"LAST_LOSES, 3", "LAST_WINS, 3", "LAST_LOSES, 1", "LAST_WINS, 6"})
  void theRulePlayersWinFromEveryWinningStartAgainstRandomAndTheHeuristic(
      DernierRules rules, int k) {
    for (long n = 1; n <= 40; n++) {
      Dernier game = new Dernier(n, k, rules);
      DernierSolver solver = new DernierSolver(game);
      if (solver.outcome(game.initialState()) != Outcome.WIN) {
        continue;
      }
      assertThat(winner(game, new DernierPerfectAgent(game), new RandomAgent<>(game, n)))
          .as("perfect moves first from %d and wins against random (seed %d)", n, n)
          .isEqualTo(Player.MAX);
      assertThat(winner(game, new DernierPerfectAgent(game), new DernierHeuristicAgent(game)))
          .as("perfect moves first from %d and wins against the heuristic", n)
          .isEqualTo(Player.MAX);
    }
  }

  @Test
  void theHeuristicWinsTheEndingsAndAvoidsHandingThemOver() {
    DernierHeuristicAgent heuristic = new DernierHeuristicAgent(classic);
    assertThat(heuristic.chooseAction(new DernierPosition(4, Player.MAX)))
        .as("leave the last match")
        .isEqualTo(new DernierMove(3));
    assertThat(heuristic.chooseAction(new DernierPosition(5, Player.MAX)))
        .as("every move from 5 lets the opponent leave the last match: take 1 all the same")
        .isEqualTo(new DernierMove(1));
    assertThat(heuristic.chooseAction(new DernierPosition(9, Player.MAX)))
        .as("leaving 8 hands over no win at once")
        .isEqualTo(new DernierMove(1));
    Dernier normal = new Dernier(21, 3, DernierRules.LAST_WINS);
    assertThat(new DernierHeuristicAgent(normal).chooseAction(new DernierPosition(3, Player.MAX)))
        .as("when the last match wins, take it")
        .isEqualTo(new DernierMove(3));
  }

  @Test
  void theEvaluatorSeesOneMoveAhead() {
    DernierEvaluator evaluator = new DernierEvaluator(classic);
    assertThat(evaluator.estimateForMax(new DernierPosition(4, Player.MAX))).isEqualTo(1);
    assertThat(evaluator.estimateForMax(new DernierPosition(4, Player.MIN))).isEqualTo(-1);
    assertThat(evaluator.estimateForMax(new DernierPosition(5, Player.MAX)))
        .as("every move from 5 leaves 2 to 4: a win at once for the opponent")
        .isEqualTo(-1);
    assertThat(evaluator.estimateForMax(new DernierPosition(9, Player.MAX))).isZero();
  }

  @Test
  void theBoardShowsTheMatches() {
    assertThat(DernierBoardText.render(classic, new DernierPosition(5, Player.MAX)))
        .isEqualTo(
            "5 matches left; take 1 to 3, and whoever takes the last one loses\n| | | | |\n");
    assertThat(DernierBoardText.render(classic, new DernierPosition(1, Player.MAX)))
        .isEqualTo("1 match left; take 1, and whoever takes the last one loses\n|\n");
  }

  private static Player winner(
      Dernier game,
      dev.zerosum.core.Agent<DernierPosition, DernierMove> first,
      dev.zerosum.core.Agent<DernierPosition, DernierMove> second) {
    DernierPosition state = game.initialState();
    while (!game.isTerminal(state)) {
      var agent = state.toMove() == Player.MAX ? first : second;
      state = game.result(state, agent.chooseAction(state));
    }
    return game.utility(state) > 0 ? Player.MAX : Player.MIN;
  }
}
