package dev.zerosum.games.tictactoe;

import dev.zerosum.core.Agent;
import java.util.Random;

/**
 * Plays perfectly from the {@link TicTacToePerfectTable}: always one of the best moves, so it never
 * loses, wins whenever the opponent errs, and wins as quickly (or loses as slowly) as possible.
 *
 * <p>Which best move, when there are several, is deterministic either way:
 *
 * <ul>
 *   <li>{@code new TicTacToePerfectAgent()} plays the best move in the lowest cell (from the empty
 *       board, cell 0, typed 1), allocating nothing;
 *   <li>{@code TicTacToePerfectAgent.seeded(seed)} picks among the best moves uniformly at random,
 *       from a generator seeded with {@code seed}, so that the same seed replays the same games.
 * </ul>
 */
public final class TicTacToePerfectAgent implements Agent<TicTacToePosition, TicTacToeMove> {
  private final TicTacToePerfectTable table = TicTacToePerfectTable.instance();
  private final Random random; // null: the lowest best cell

  /** Creates the agent that plays the best move in the lowest cell. */
  public TicTacToePerfectAgent() {
    this.random = null;
  }

  private TicTacToePerfectAgent(Random random) {
    this.random = random;
  }

  /** Returns an agent that picks among the best moves at random, repeatably for {@code seed}. */
  public static TicTacToePerfectAgent seeded(long seed) {
    return new TicTacToePerfectAgent(new Random(seed));
  }

  /**
   * Returns a best move of {@code position}.
   *
   * @throws IllegalArgumentException if the game is over
   */
  @Override
  public TicTacToeMove chooseAction(TicTacToePosition position) {
    if (random == null) {
      return table.bestMove(position);
    }
    int cells = table.bestCells(position);
    if (cells == 0) {
      throw new IllegalArgumentException("the game is over: there is no move");
    }
    for (int skip = random.nextInt(Integer.bitCount(cells)); skip > 0; skip--) {
      cells &= cells - 1; // drop the lowest best cell
    }
    return TicTacToeMove.of(Integer.numberOfTrailingZeros(cells));
  }
}
