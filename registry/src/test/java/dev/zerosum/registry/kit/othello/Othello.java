package dev.zerosum.registry.kit.othello;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.Game;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Othello on a 6 × 6 board, as a newcomer writes it against core's {@code Game}: a disc is placed
 * where it brackets a line of the opponent's discs between itself and another disc of its colour,
 * and every bracketed disc turns. A player who can place no disc while the other can passes: the
 * pass is a move like any other, so the players always take turns. The game ends when neither can
 * place a disc; whoever has more discs wins.
 */
public final class Othello implements Game<OthelloPosition, OthelloMove> {
  // The English of each mistake is read from the bundle beside this class, written once there.
  private static final EnglishTexts ENGLISH = EnglishTexts.of(Othello.class);

  private static final int SIDE = OthelloPosition.SIDE;
  private static final int[][] DIRECTIONS = {
    {-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}
  };

  /** Returns the start: two discs of each colour crossed in the centre, black to move. */
  @Override
  public OthelloPosition initialState() {
    long black = bit(2, 3) | bit(3, 2);
    long white = bit(2, 2) | bit(3, 3);
    return new OthelloPosition(black, white, Player.MAX);
  }

  @Override
  public Player player(OthelloPosition state) {
    return state.toMove();
  }

  /**
   * Returns the squares where the player to move can place a disc, row by row from the top left;
   * the pass alone when there are none but the opponent has one; none when neither has one.
   */
  @Override
  public List<OthelloMove> actions(OthelloPosition state) {
    List<OthelloMove> moves = placements(state, state.toMove());
    if (moves.isEmpty() && !placements(state, state.toMove().opponent()).isEmpty()) {
      return List.of(OthelloMove.PASS);
    }
    return moves;
  }

  @Override
  public OthelloPosition result(OthelloPosition state, OthelloMove move) {
    Player mover = state.toMove();
    if (move.isPass()) {
      if (!actions(state).equals(List.of(OthelloMove.PASS))) {
        throw new IllegalMoveException(ENGLISH.problem("othello.cannot-pass"));
      }
      return new OthelloPosition(state.black(), state.white(), mover.opponent());
    }
    long flips = flips(state, mover, move.square());
    if (flips == 0) {
      throw new IllegalMoveException(
          ENGLISH.problem("othello.not-legal", OthelloNotation.squareName(move.square())));
    }
    long mine = state.discs(mover) | flips | (1L << move.square());
    long theirs = state.discs(mover.opponent()) & ~flips;
    return mover == Player.MAX
        ? new OthelloPosition(mine, theirs, Player.MIN)
        : new OthelloPosition(theirs, mine, Player.MAX);
  }

  @Override
  public boolean isTerminal(OthelloPosition state) {
    return placements(state, Player.MAX).isEmpty() && placements(state, Player.MIN).isEmpty();
  }

  /** Returns +1 when black has more discs, -1 when white has, 0 for as many. */
  @Override
  public int utility(OthelloPosition state) {
    return Integer.signum(state.discDifference());
  }

  /** Returns each square's state in base 3, and the player to move: a different key a position. */
  @Override
  public Optional<PositionKey<OthelloPosition>> positionKey() {
    return Optional.of(
        state -> {
          long key = 0;
          for (int square = 0; square < OthelloPosition.SQUARES; square++) {
            long bit = 1L << square;
            key = key * 3 + ((state.black() & bit) != 0 ? 1 : (state.white() & bit) != 0 ? 2 : 0);
          }
          return key * 2 + state.toMove().ordinal();
        });
  }

  @Override
  public Optional<Notation<OthelloPosition, OthelloMove>> notation() {
    return Optional.of(new OthelloNotation(this));
  }

  /** Returns the squares where {@code player} can place a disc, in order. */
  private static List<OthelloMove> placements(OthelloPosition state, Player player) {
    List<OthelloMove> moves = new ArrayList<>();
    for (int square = 0; square < OthelloPosition.SQUARES; square++) {
      if (flips(state, player, square) != 0) {
        moves.add(new OthelloMove(square));
      }
    }
    return moves;
  }

  /** Returns the discs a disc of {@code player} on {@code square} would turn; 0 when none. */
  static long flips(OthelloPosition state, Player player, int square) {
    long occupied = state.black() | state.white();
    if (square < 0 || square >= OthelloPosition.SQUARES || (occupied & (1L << square)) != 0) {
      return 0;
    }
    long mine = state.discs(player);
    long theirs = state.discs(player.opponent());
    long flips = 0;
    for (int[] step : DIRECTIONS) {
      long line = 0;
      int row = square / SIDE + step[0];
      int column = square % SIDE + step[1];
      while (onBoard(row, column) && (theirs & bit(row, column)) != 0) {
        line |= bit(row, column);
        row += step[0];
        column += step[1];
      }
      if (line != 0 && onBoard(row, column) && (mine & bit(row, column)) != 0) {
        flips |= line;
      }
    }
    return flips;
  }

  private static boolean onBoard(int row, int column) {
    return row >= 0 && row < SIDE && column >= 0 && column < SIDE;
  }

  private static long bit(int row, int column) {
    return 1L << (row * SIDE + column);
  }
}
