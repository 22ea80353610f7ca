package dev.zerosum.games.tree;

import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;

/**
 * The way people write the tree game. A move is the child's label, or its number from 1 when it has
 * none (a number is read for a labelled child too). A position is the whole tree as JSON ({@link
 * TreeReader}), then the moves played from the root, each behind a {@code /}:
 *
 * <pre>
 * [[3,12,8],[2,4,6],[14,5,2]]         the root, MAX to move
 * [[3,12,8],[2,4,6],[14,5,2]]/2       the second MIN node, MIN to move
 * {"label":"A","children":[...]}/B/b1 the leaf b1 below B: the game is over
 * </pre>
 *
 * <p>Spaces may stand around the moves and inside the tree; {@link #formatPosition} writes none, so
 * that a position is always written the same and reads back as itself. The text holds no space and
 * no quote but a label's, so a link or a command line (in single quotes) carries it as it is.
 */
public final class TreeNotation implements Notation<TreePosition, TreeMove> {

  /**
   * Returns the tree {@code text} writes; a path of moves after it is read, checked and left out.
   *
   * @throws NotationException if the text is no tree within the limits, or no path follows it
   * @throws dev.zerosum.core.IllegalMoveException if a move of the path names no child
   */
  public static Subtree readTree(String text) {
    return new TreeNotation().parsePosition(text).root();
  }

  /**
   * Returns the move {@code text} names at {@code state}: a child's label, or its number from 1.
   *
   * @throws NotationException if the text is empty
   * @throws dev.zerosum.core.IllegalMoveException if the game is over, or no child is named so
   */
  @Override
  public TreeMove parseMove(TreePosition state, String text) {
    return new TreeMove(TreeMoveCheck.childNamed(state, text));
  }

  /** Returns the child's label, or its number from 1. */
  @Override
  public String formatMove(TreePosition state, TreeMove action) {
    return TreeNames.moveName(state.node(), action.child());
  }

  /**
   * Returns the position {@code text} writes: the tree, then the moves played.
   *
   * @throws NotationException if the text is no tree within the limits, or what follows it is no
   *     path of moves
   * @throws dev.zerosum.core.IllegalMoveException if a move of the path names no child
   */
  @Override
  public TreePosition parsePosition(String text) {
    if (text == null || text.isBlank()) {
      throw TreeMistakes.noPosition();
    }
    TreeReader.Read read = TreeReader.read(text);
    TreePosition position = TreePosition.atRoot(read.tree());
    String rest = text.substring(read.end()).strip();
    if (rest.isEmpty()) {
      return position;
    }
    if (rest.charAt(0) != '/') {
      throw TreeMistakes.expectedPath(rest);
    }
    for (String move : rest.substring(1).split("/", -1)) {
      position = position.after(TreeMoveCheck.childNamed(position, move));
    }
    return position;
  }

  /** Returns the tree as compact JSON, then each move played behind a {@code /}. */
  @Override
  public String formatPosition(TreePosition state) {
    return TreeText.write(state.root()) + TreeNames.path(state);
  }
}
