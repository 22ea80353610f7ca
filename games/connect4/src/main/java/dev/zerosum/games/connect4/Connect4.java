package dev.zerosum.games.connect4;

import dev.zerosum.core.Game;
import dev.zerosum.core.MoveOrdering;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import dev.zerosum.core.Symmetries;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Connect Four as a search problem: seven columns of six rows unless given another {@link
 * Connect4Size size}; players drop a stone in turn into a column that is not full, where it falls
 * to the lowest empty cell; four in a row (across, up or diagonally) wins; a full board without one
 * is a draw. The first player (X, MAX) wins with perfect play.
 *
 * <p>Actions are the open columns from left to right (0-based). The game also offers an exact
 * 49-bit key, its mirror symmetry, a centre-first move ordering and the notation of the benchmark
 * sets (moves 1 to 7, positions as the columns played). The generic searches work on it as on any
 * game, but only close to the end of a game: a whole game is the work of {@link Connect4Solver}.
 *
 * <pre>{@code
 * Connect4 game = new Connect4();
 * Connect4Position p = game.notation().orElseThrow().parsePosition("2252576253462244111563365343671351441");
 * AlphaBetaSearch.on(game).build().search(p).value().describe();  // "loss in 4 plies"
 * }</pre>
 */
public final class Connect4 implements Game<Connect4Position, Connect4Move> {
  /**
   * The moves into the columns of each mask of open columns, left to right: the list of actions is
   * made once per mask rather than at every node, which Monte Carlo playouts ask for at every ply.
   */
  @SuppressWarnings("unchecked")
  private static final List<Connect4Move>[] MOVES_INTO = new List[1 << Connect4Size.MAX_WIDTH];

  static {
    for (int open = 0; open < MOVES_INTO.length; open++) {
      List<Connect4Move> moves = new ArrayList<>(Integer.bitCount(open));
      for (int column = 0; column < Connect4Size.MAX_WIDTH; column++) {
        if ((open & 1 << column) != 0) {
          moves.add(Connect4Move.of(column));
        }
      }
      MOVES_INTO[open] = List.copyOf(moves);
    }
  }

  private final Connect4Size size;
  private final Connect4Notation notation;

  /** Creates the game on the standard board, 7 × 6. */
  public Connect4() {
    this(Connect4Size.STANDARD);
  }

  /** Creates the game on a board of {@code size}. */
  public Connect4(Connect4Size size) {
    this.size = size;
    this.notation = new Connect4Notation(size);
  }

  /** Returns the size of the board. */
  public Connect4Size size() {
    return size;
  }

  @Override
  public Connect4Position initialState() {
    return Connect4Position.empty(size);
  }

  @Override
  public Player player(Connect4Position state) {
    return state.toMove();
  }

  /** Returns the open columns from left to right, read-only; none once the game is over. */
  @Override
  public List<Connect4Move> actions(Connect4Position state) {
    if (state.isOver()) {
      return List.of();
    }
    int open = 0;
    Connect4Size board = state.size();
    for (int column = 0; column < board.width(); column++) {
      if ((state.mask() & board.topCell(column)) == 0) {
        open |= 1 << column;
      }
    }
    return MOVES_INTO[open];
  }

  @Override
  public Connect4Position result(Connect4Position state, Connect4Move action) {
    return state.play(action.column());
  }

  @Override
  public boolean isTerminal(Connect4Position state) {
    return state.isOver();
  }

  /** Returns +1 when X (MAX) has four in a row, -1 when O has, 0 for a draw. */
  @Override
  public int utility(Connect4Position state) {
    if (!state.isOver()) {
      throw new IllegalArgumentException(
          "the game is not over: '" + state + "' has no utility yet");
    }
    return state.winner().map(Player::sign).orElse(0);
  }

  @Override
  public Optional<PositionKey<Connect4Position>> positionKey() {
    return Optional.of(Connect4Position::key);
  }

  /** Returns the position and its mirror image (on 7 columns, 1 swapped with 7, 2 with 6 …). */
  @Override
  public Optional<Symmetries<Connect4Position>> symmetries() {
    return Optional.of(state -> List.of(state, state.mirrored()));
  }

  /** Returns the smaller key of a position and of its mirror image, without building the image. */
  @Override
  public Optional<PositionKey<Connect4Position>> canonicalKey() {
    return Optional.of(state -> state.size().canonicalKey(state.key()));
  }

  /** Returns the open columns centre first: on 7 columns 4, 3, 5, 2, 6, 1, 7 as typed. */
  @Override
  public Optional<MoveOrdering<Connect4Position, Connect4Move>> moveOrdering() {
    return Optional.of(
        (state, actions) -> {
          List<Connect4Move> ordered = new ArrayList<>(actions.size());
          for (int column : state.size().centreFirst()) {
            Connect4Move move = Connect4Move.of(column);
            if (actions.contains(move)) {
              ordered.add(move);
            }
          }
          return ordered;
        });
  }

  @Override
  public Optional<Notation<Connect4Position, Connect4Move>> notation() {
    return Optional.of(notation);
  }
}
