package dev.zerosum.games.mnk;

import dev.zerosum.core.Game;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.MoveOrdering;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import dev.zerosum.core.Symmetries;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * An m,n,k-game as a search problem: X (MAX) and O take turns putting a stone on an empty cell of
 * an m × n board; whoever first has k in a row (across, down or diagonally) wins; a full board
 * without one is a draw. Tic-tac-toe is the 3,3,3-game, gomoku the 15,15,5.
 *
 * <p>Actions are the empty cells row by row from the top left. The game also offers a key (perfect
 * up to 39 cells), the board's symmetries with a canonical key (8 on a square, 4 otherwise), a
 * threat-first move ordering and the notation people type.
 *
 * <pre>{@code
 * Mnk game = new Mnk(MnkShape.of(3, 3, 3));
 * MinimaxSearch.on(game).build().search(game.initialState()).statistics().nodes();  // 549,946
 * }</pre>
 */
public final class Mnk implements Game<MnkPosition, MnkMove> {
  private static final MnkSymmetries SYMMETRIES = new MnkSymmetries();

  private final MnkShape shape;
  private final MnkKeys keys;
  private final MnkNotation notation;
  private final int[] centrality; // the windows through each cell: more is a better cell

  /** Creates the game on boards of {@code shape}. */
  public Mnk(MnkShape shape) {
    this.shape = shape;
    this.keys = new MnkKeys(shape);
    this.notation = new MnkNotation(shape);
    this.centrality = new int[shape.cells()];
    for (int cell = 0; cell < shape.cells(); cell++) {
      centrality[cell] = shape.windowsOfCell()[cell].length;
    }
  }

  /** Returns the board: m, n and k. */
  public MnkShape shape() {
    return shape;
  }

  @Override
  public MnkPosition initialState() {
    return MnkPosition.empty(shape);
  }

  @Override
  public Player player(MnkPosition state) {
    return state.toMove();
  }

  @Override
  public List<MnkMove> actions(MnkPosition state) {
    if (state.isOver()) {
      return List.of();
    }
    List<MnkMove> actions = new ArrayList<>(shape.cells() - state.stones());
    for (int cell = 0; cell < shape.cells(); cell++) {
      if (state.isEmpty(cell)) {
        actions.add(MnkMove.ofCell(shape, cell));
      }
    }
    return actions;
  }

  @Override
  public MnkPosition result(MnkPosition state, MnkMove action) {
    if (action.column() < 0
        || action.column() >= shape.columns()
        || action.row() < 0
        || action.row() >= shape.rows()) {
      throw new IllegalMoveException(
          "column " + action.column() + ", row " + action.row() + " is off the board");
    }
    return state.play(action.cell(shape));
  }

  @Override
  public boolean isTerminal(MnkPosition state) {
    return state.isOver();
  }

  /** Returns +1 when X has a line, -1 when O has, 0 for a draw. */
  @Override
  public int utility(MnkPosition state) {
    if (!state.isOver()) {
      throw new IllegalArgumentException("the game is not over: " + state + " has no utility yet");
    }
    return state.winner().map(Player::sign).orElse(0);
  }

  /** Returns a key that is perfect up to 39 cells ({@link MnkKeys}). */
  @Override
  public Optional<PositionKey<MnkPosition>> positionKey() {
    return Optional.of(keys::of);
  }

  @Override
  public Optional<Symmetries<MnkPosition>> symmetries() {
    return Optional.of(SYMMETRIES);
  }

  /** Returns the smallest key of the images, computed without building them. */
  @Override
  public Optional<PositionKey<MnkPosition>> canonicalKey() {
    return Optional.of(keys::canonical);
  }

  /**
   * Returns threat first: the cells that win at once, then those that stop the opponent's win at
   * once, then the others by how many runs of k pass through them (the centre first); ties keep the
   * game's order.
   */
  @Override
  public Optional<MoveOrdering<MnkPosition, MnkMove>> moveOrdering() {
    return Optional.of(this::threatFirst);
  }

  private List<MnkMove> threatFirst(MnkPosition state, List<MnkMove> actions) {
    boolean xToMove = state.toMove() == Player.MAX;
    long[] mine = xToMove ? state.xsForReading() : state.osForReading();
    long[] theirs = xToMove ? state.osForReading() : state.xsForReading();
    long[] wins = MnkLines.winningCells(shape, mine, theirs);
    long[] blocks = MnkLines.winningCells(shape, theirs, mine);
    List<MnkMove> ordered = new ArrayList<>(actions);
    ordered.sort(
        Comparator.comparingInt(
            (MnkMove move) -> {
              int cell = move.cell(shape);
              int bit = shape.bitOf(cell);
              int rank = MnkBits.get(wins, bit) ? 2 : MnkBits.get(blocks, bit) ? 1 : 0;
              return -(rank * 1_000 + centrality[cell]);
            }));
    return ordered;
  }

  @Override
  public Optional<Notation<MnkPosition, MnkMove>> notation() {
    return Optional.of(notation);
  }

  /** Returns "5,5,4-game". */
  @Override
  public String toString() {
    return shape + "-game";
  }
}
