package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TicTacToePerfectAgentTest {
  private final Map<TicTacToePosition, TicTacToeMinimaxOracle.Answer> oracle =
      TicTacToeMinimaxOracle.answers();

  @Test
  void theDefaultAgentPlaysTheLowestBestCell() {
    TicTacToePerfectAgent agent = new TicTacToePerfectAgent();
    assertThat(agent.chooseAction(TicTacToePosition.empty()))
        .as("every first move draws, so the lowest cell")
        .isEqualTo(TicTacToeMove.of(0));
    oracle.forEach(
        (position, answer) -> {
          if (!position.isOver()) {
            int lowest =
                answer.bestMoves().stream().mapToInt(TicTacToeMove::cell).min().orElseThrow();
            assertThat(agent.chooseAction(position).cell()).as("%s", position).isEqualTo(lowest);
          }
        });
  }

  @Test
  void theSeededAgentPicksAmongTheBestMovesAndRepeatsItselfForTheSameSeed() {
    TicTacToePerfectAgent agent = TicTacToePerfectAgent.seeded(42);
    TicTacToePerfectAgent twin = TicTacToePerfectAgent.seeded(42);
    int notTheLowest = 0;
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      if (position.isOver()) {
        continue;
      }
      TicTacToeMove move = agent.chooseAction(position);
      assertThat(oracle.get(position).bestMoves()).as("%s", position).contains(move);
      assertThat(twin.chooseAction(position)).as("same seed, same move").isEqualTo(move);
      if (move.cell() != new TicTacToePerfectAgent().chooseAction(position).cell()) {
        notTheLowest++;
      }
    }
    assertThat(notTheLowest).as("moves other than the lowest best one").isGreaterThan(100);
  }

  @Test
  void neverLosesWhateverTheOpponentPlays() {
    Agent<TicTacToePosition, TicTacToeMove> perfect = new TicTacToePerfectAgent();
    for (Player side : Player.values()) {
      List<TicTacToePosition> ends = new ArrayList<>();
      playEveryReply(TicTacToePosition.empty(), side, perfect, ends);
      assertThat(ends).as("games with the agent as %s", side).isNotEmpty();
      for (TicTacToePosition end : ends) {
        assertThat(end.winner())
            .as("the agent as %s in %s", side, end)
            .isNotEqualTo(java.util.Optional.of(side.opponent()));
      }
    }
  }

  /** Plays the agent for {@code side} against every possible sequence of opponent moves. */
  private static void playEveryReply(
      TicTacToePosition position,
      Player side,
      Agent<TicTacToePosition, TicTacToeMove> agent,
      List<TicTacToePosition> ends) {
    if (position.isOver()) {
      ends.add(position);
    } else if (position.toMove() == side) {
      playEveryReply(position.play(agent.chooseAction(position).cell()), side, agent, ends);
    } else {
      for (int rest = position.emptyCells(); rest != 0; rest &= rest - 1) {
        playEveryReply(position.play(Integer.numberOfTrailingZeros(rest)), side, agent, ends);
      }
    }
  }
}
