package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Player;
import dev.zerosum.core.RandomAgent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NimSumAgentTest {
  private static final int GAMES = 200;
  private static final NimNotation NOTATION = new NimNotation();

  /**
   * The agent takes the seat that wins from the start: second where the first player loses (a
   * nim-sum of 0, or under misère an odd number of 1-piles and nothing larger).
   */
  @ParameterizedTest(name = "{0} {1}, agent plays {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "NORMAL | 1,3,5,7  | MIN",
        "MISERE | 1,3,5,7  | MIN",
        "NORMAL | 2,3,8,10 | MAX",
        "MISERE | 2,3,8,10 | MAX",
        "NORMAL | 3,4,5    | MAX",
        "MISERE | 3,4,5    | MAX",
        "MISERE | 1,1,1    | MIN",
        "NORMAL | 1,1,1    | MAX",
        "MISERE | 1,1,6    | MAX",
      })
  void neverLosesToRandomPlayFromAWinningSeat(NimRules rules, String piles, Player seat) {
    Nim game =
        new Nim(Arrays.stream(NOTATION.parsePosition(piles).piles()).boxed().toList(), rules);
    NimSumSolver solver = new NimSumSolver(rules);
    assertThat(solver.outcome(game.initialState()))
        .as("%s %s is a win for the agent's seat %s", rules, piles, seat)
        .isEqualTo(seat == Player.MAX ? Outcome.WIN : Outcome.LOSS);
    Agent<NimPosition, NimMove> agent = new NimSumAgent(game);

    List<Long> lostSeeds = new ArrayList<>();
    for (long seed = 0; seed < GAMES; seed++) {
      Agent<NimPosition, NimMove> random = new RandomAgent<>(game, seed);
      Player winner = seat == Player.MAX ? play(game, agent, random) : play(game, random, agent);
      if (winner != seat) {
        lostSeeds.add(seed);
      }
    }
    assertThat(lostSeeds)
        .as("seeds of the random opponent that beat the agent in %d games", GAMES)
        .isEmpty();
  }

  @Test
  void playsTheSolversMove() {
    Nim game = Nim.misere(1, 1, 7);

    assertThat(new NimSumAgent(game).chooseAction(game.initialState()))
        .as("misère with one large pile and two 1-piles: leave three 1-piles")
        .isEqualTo(new NimMove(2, 6));
  }

  @Test
  void hasNoMoveOnceTheGameIsOver() {
    Nim game = Nim.normal(0, 0);

    assertThatThrownBy(() -> new NimSumAgent(game).chooseAction(game.initialState()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("the game is over");
  }

  /** Returns the winner of a game between {@code max} (moving first) and {@code min}. */
  private static Player play(
      Nim game, Agent<NimPosition, NimMove> max, Agent<NimPosition, NimMove> min) {
    NimPosition position = game.initialState();
    while (!game.isTerminal(position)) {
      Agent<NimPosition, NimMove> mover = game.player(position) == Player.MAX ? max : min;
      position = game.result(position, mover.chooseAction(position));
    }
    return game.utility(position) > 0 ? Player.MAX : Player.MIN;
  }
}
