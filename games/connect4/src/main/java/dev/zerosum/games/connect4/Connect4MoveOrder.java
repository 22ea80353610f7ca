package dev.zerosum.games.connect4;

/**
 * The solver's moves of each node, kept by number of stones in preallocated arrays so that the
 * search allocates nothing: a node's moves are added with how promising each looks, kept sorted,
 * and tried from the most promising.
 *
 * <p>The moves of the node after {@code moves} stones are the {@code count} from {@link
 * #base(int)}, in ascending order of promise: the last is tried first.
 */
final class Connect4MoveOrder {
  private final int width;
  private final long[] centreFirst; // the columns' cells, centre first: ties go to the centre
  private final long[] movesByPly;
  private final int[] ordersByPly;

  /** Makes room for the moves of every node of a game on a board of {@code size}. */
  Connect4MoveOrder(Connect4Size size) {
    this.width = size.width();
    this.centreFirst = new long[width];
    for (int i = 0; i < width; i++) {
      centreFirst[i] = size.columnMask(size.centreFirst(i));
    }
    this.movesByPly = new long[(size.cells() + 1) * size.width()];
    this.ordersByPly = new int[(size.cells() + 1) * size.width()];
  }

  /**
   * Returns the cells of the {@code i}-th column from the centre ({@link
   * Connect4Size#centreFirst()}).
   */
  long column(int i) {
    return centreFirst[i];
  }

  /** Returns the index of the first move of the node after {@code moves} stones. */
  int base(int moves) {
    return moves * width;
  }

  /** Returns the move at {@code index}. */
  long move(int index) {
    return movesByPly[index];
  }

  /**
   * Adds {@code move}, of promise {@code order}, as the {@code count + 1}-th move from {@code
   * base}: an insertion sort, ascending, where a tie goes after the moves already there, so that it
   * is tried first (the solver adds the more central columns later).
   */
  void add(int base, int count, long move, int order) {
    insert(movesByPly, ordersByPly, base, count, move, order);
  }

  /**
   * Inserts {@code move}, of promise {@code order}, after the {@code count} moves from {@code base}
   * of {@code moves} (their promises in {@code orders}), keeping them in ascending order of
   * promise; a tie goes after the moves already there. The depth search keeps its moves so too.
   */
  static void insert(long[] moves, int[] orders, int base, int count, long move, int order) {
    int at = base + count;
    while (at > base && orders[at - 1] > order) {
      moves[at] = moves[at - 1];
      orders[at] = orders[at - 1];
      at--;
    }
    moves[at] = move;
    orders[at] = order;
  }
}
