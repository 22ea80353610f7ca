package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.SearchResult;
import dev.zerosum.core.Value;
import dev.zerosum.core.mcts.MctsAgent;
import dev.zerosum.core.mcts.MctsSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Monte Carlo tree search on Connect Four: proofs of end games, repeatable games, playouts. */
class Connect4MctsTest {
  private static final Connect4 GAME = new Connect4();

  @ParameterizedTest(name = "{0} thread(s)")
  @ValueSource(ints = {1, 2})
  void theSolverProvesEndGamesWithTheBenchmarksScoreInPlies(int threads) {
    List<String> wrong = new ArrayList<>();
    List<Connect4SolveLine> lines = BenchmarkSets.read("Test_L3_R1", 60);
    for (Connect4SolveLine line : lines) {
      Connect4Position position = line.position();
      SearchResult<Connect4Move> result =
          MctsSearch.on(GAME)
              .iterations(1_000_000)
              .threads(threads)
              .seed(line.number())
              .build()
              .search(position);
      Value expected = Connect4Score.toValue(line.expected().orElseThrow(), position.moves());
      if (!result.value().equals(expected)) {
        wrong.add(position + ": MCTS " + result.value() + ", the set " + expected);
      }
    }
    assertThat(wrong)
        .as("end games of Test_L3_R1 (of %d) not proven with the expected value", lines.size())
        .isEmpty();
  }

  @Test
  void oneThreadAndOneSeedPlayTheSameGameTwice() {
    List<String> first = selfPlay(11);
    assertThat(selfPlay(11)).as("the same seed").isEqualTo(first);
    assertThat(selfPlay(12)).as("another seed").isNotEqualTo(first);
  }

  /** Returns the moves of a game between two agents seeded from {@code seed}, keeping trees. */
  private static List<String> selfPlay(long seed) {
    List<MctsAgent<Connect4Position, Connect4Move>> agents =
        List.of(
            new MctsAgent<>(MctsSearch.on(GAME).iterations(1_000).seed(seed).build()),
            new MctsAgent<>(
                MctsSearch.on(GAME)
                    .iterations(1_000)
                    .seed(seed + 1)
                    .playout(new Connect4PlayoutPolicy())
                    .build()));
    List<String> moves = new ArrayList<>();
    Connect4Position position = Connect4Position.empty();
    while (!position.isOver()) {
      MctsAgent<Connect4Position, Connect4Move> agent = agents.get(position.moves() % 2);
      Connect4Move move = agent.chooseAction(position);
      long kept = agent.lastReport().orElseThrow().statistics().reusedNodes();
      moves.add(move + "/" + kept);
      position = position.play(move.column());
    }
    assertThat(moves.get(3))
        .as("by its second move an agent keeps the subtree of its first search")
        .doesNotEndWith("/0");
    return moves;
  }

  @Test
  void thePlayoutPolicyWinsAtOnceAndOtherwiseNeverHandsTheOpponentAWinItCouldAvoid() {
    Connect4PlayoutPolicy policy = new Connect4PlayoutPolicy();
    long seed = 21;
    SplittableRandom random = new SplittableRandom(seed);
    int checked = 0;
    int avoided = 0;
    for (int game = 0; game < 300; game++) {
      Connect4Position next = Connect4Position.empty();
      while (!next.isOver()) {
        Connect4Position position = next;
        List<Connect4Move> moves = GAME.actions(position);
        List<Connect4Move> wins = moves.stream().filter(m -> winsAtOnce(position, m)).toList();
        List<Connect4Move> safe =
            moves.stream().filter(m -> !handsOverAWin(position.play(m.column()))).toList();
        Connect4Move chosen = policy.choose(GAME, position, random);
        if (!wins.isEmpty()) {
          assertThat(wins).as("%s: a win in one (seed %d)", position, seed).contains(chosen);
        } else if (!safe.isEmpty()) {
          assertThat(safe).as("%s: a move that loses nothing at once", position).contains(chosen);
          avoided += safe.size() < moves.size() ? 1 : 0;
        }
        checked++;
        next = position.play(moves.get(random.nextInt(moves.size())).column());
      }
    }
    assertThat(checked).as("positions of 300 random games").isGreaterThan(3_000);
    assertThat(avoided).as("positions where some move would have lost at once").isPositive();
  }

  private static boolean winsAtOnce(Connect4Position position, Connect4Move move) {
    return position.play(move.column()).winner().isPresent();
  }

  private static boolean handsOverAWin(Connect4Position afterMove) {
    return !afterMove.isOver()
        && GAME.actions(afterMove).stream().anyMatch(reply -> winsAtOnce(afterMove, reply));
  }

  @Test
  void thePlayoutPolicyPlaysEveryColumnFromTheEmptyBoard() {
    SplittableRandom random = new SplittableRandom(5);
    List<Integer> seen = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      int move = new Connect4PlayoutPolicy().choose(GAME, Connect4Position.empty(), random).typed();
      if (!seen.contains(move)) {
        seen.add(move);
      }
    }
    assertThat(seen).as("no move is unsafe on an empty board").hasSize(7);
  }
}
