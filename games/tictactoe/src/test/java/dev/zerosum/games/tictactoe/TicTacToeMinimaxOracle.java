package dev.zerosum.games.tictactoe;

import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Value;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the reference minimax says about every reachable position, asked once and shared by the
 * tests of the fast engines: the value, the value of every move and the set of best moves.
 */
final class TicTacToeMinimaxOracle {
  /**
   * Minimax's answer for one position.
   *
   * @param value the value for the player to move
   * @param moveValues the value of each legal move for its mover, in cell order
   * @param bestMoves the moves of the highest value
   */
  record Answer(
      Value value, List<MoveValue<TicTacToeMove>> moveValues, Set<TicTacToeMove> bestMoves) {}

  private static Map<TicTacToePosition, Answer> answers;

  private TicTacToeMinimaxOracle() {}

  /** Returns minimax's answer for each of the 5,478 reachable positions. */
  static synchronized Map<TicTacToePosition, Answer> answers() {
    if (answers == null) {
      TicTacToe game = new TicTacToe();
      MinimaxSearch<TicTacToePosition, TicTacToeMove> minimax = MinimaxSearch.on(game).build();
      Map<TicTacToePosition, Answer> all = new HashMap<>();
      for (TicTacToePosition position : TicTacToePositions.reachable()) {
        List<MoveValue<TicTacToeMove>> moveValues = MoveValue.ofEveryMove(game, minimax, position);
        Value value = minimax.search(position).value();
        all.put(position, new Answer(value, moveValues, Set.copyOf(MoveValue.best(moveValues))));
      }
      answers = Map.copyOf(all);
    }
    return answers;
  }
}
