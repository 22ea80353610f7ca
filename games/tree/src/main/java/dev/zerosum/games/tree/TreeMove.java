package dev.zerosum.games.tree;

/**
 * A move of the tree game: the child of the current node that play goes to, by its place among its
 * siblings. The notation writes it as the child's label, or its number from 1 when it has none.
 *
 * @param child the child's place, from 0 in the order written
 */
public record TreeMove(int child) {

  /** Checks the place. */
  public TreeMove {
    if (child < 0) {
      throw new IllegalArgumentException("a child's place counts from 0, not " + child);
    }
  }

  /** Returns the child's number from 1, as the notation writes an unlabelled child. */
  @Override
  public String toString() {
    return Integer.toString(child + 1);
  }
}
