package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.RandomAgent;
import dev.zerosum.core.arena.Arena;
import dev.zerosum.core.arena.ArenaResults;
import dev.zerosum.core.arena.Rating;
import dev.zerosum.core.mcts.MctsAgent;
import dev.zerosum.core.mcts.MctsSearch;
import org.junit.jupiter.api.Test;

/** The arena on tic-tac-toe, where the perfect player is known never to lose. */
class TicTacToeArenaTest {
  private static final TicTacToe GAME = new TicTacToe();

  @Test
  void perfectPlayNeverLosesAndTheRatingsFollowTheStrengths() {
    ArenaResults<TicTacToeMove> results =
        Arena.on(GAME)
            .player("perfect", TicTacToePerfectAgent::seeded)
            .player("heuristic", seed -> new TicTacToeHeuristicAgent())
            .player("random", seed -> new RandomAgent<>(GAME, seed))
            .gamesPerPairing(40)
            .openingPlies(1)
            .seed(3)
            .anchor("random", 0)
            .build()
            .run();
    assertThat(results.crossTable().total("perfect").losses())
        .as("one random move for X first cannot lose the game: every first move draws")
        .isZero();
    assertThat(results.ratings().strongestFirst())
        .extracting(Rating::player)
        .containsExactly("perfect", "heuristic", "random");
  }

  @Test
  void mctsWithTenThousandSimulationsNeverLosesToPerfectPlayWithEitherColour() {
    ArenaResults<TicTacToeMove> results =
        Arena.on(GAME)
            .player(
                "mcts",
                seed -> new MctsAgent<>(MctsSearch.on(GAME).iterations(10_000).seed(seed).build()))
            .player("perfect", TicTacToePerfectAgent::seeded)
            .gamesPerPairing(10)
            .openingPlies(0)
            .seed(8)
            .build()
            .run();
    assertThat(results.crossTable().total("mcts").losses())
        .as("10 games, 5 with each colour (200 in bench/results/mcts-vs-perfect-*.md)")
        .isZero();
  }
}
