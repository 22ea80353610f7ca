package dev.zerosum.core;

import java.util.Objects;

/**
 * Counts the leaves of a game's move tree to a depth ("perft", the chess programmers' performance
 * test): the sequences of exactly {@code depth} legal moves from a position. A terminal position
 * has no moves, so a game that ends before {@code depth} adds nothing below its end; depth 0 counts
 * the position itself, 1, terminal or not.
 *
 * <pre>
 * PERFT(state, depth):
 *   if depth = 0 then return 1
 *   if TERMINAL(state) then return 0
 *   return the sum of PERFT(RESULT(state, a), depth - 1) for each a in ACTIONS(state)
 * </pre>
 *
 * <p>This is the reference count: every node is made with {@link Game#result}, even at the last ply
 * where counting the actions would do ("bulk counting"), so that it checks the rules' {@code
 * result} as well as their {@code actions}. A game's faster counter is checked against it.
 *
 * <p>Example: {@code Perft.count(game, game.initialState(), 9, StopCondition.never())} is 127,872
 * for tic-tac-toe: the games that fill the board, since a won game ends before its ninth move.
 */
public final class Perft {
  private static final long STOP_CHECK_INTERVAL = (1 << 12) - 1; // ask every 4,096 nodes

  private Perft() {}

  /**
   * Returns the number of move sequences of length {@code depth} from {@code state}, asking {@code
   * stop} at the first node and then every 4,096 nodes.
   *
   * @throws IllegalArgumentException if {@code depth} is negative
   * @throws SearchStoppedException if {@code stop} said stop before the count was complete: half a
   *     count is no count
   */
  public static <S, A> long count(Game<S, A> game, S state, int depth, StopCondition stop) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(stop, "stop");
    if (depth < 0) {
      throw new IllegalArgumentException("depth " + depth + " is negative; expected 0 or more");
    }
    return new Walk<>(game, stop).count(state, depth);
  }

  /** One count: the nodes it has made, for the stop's questions. */
  private static final class Walk<S, A> {
    private final Game<S, A> game;
    private final StopCondition stop;
    private long nodes;

    Walk(Game<S, A> game, StopCondition stop) {
      this.game = game;
      this.stop = stop;
    }

    long count(S state, int depth) {
      if ((nodes++ & STOP_CHECK_INTERVAL) == 0 && stop.shouldStop()) {
        throw new SearchStoppedException(nodes);
      }
      if (depth == 0) {
        return 1;
      }
      if (game.isTerminal(state)) {
        return 0;
      }
      long leaves = 0;
      for (A action : game.actions(state)) {
        leaves += count(game.result(state, action), depth - 1);
      }
      return leaves;
    }
  }
}
