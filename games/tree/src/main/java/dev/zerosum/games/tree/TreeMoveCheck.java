package dev.zerosum.games.tree;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.NotationException;
import java.util.List;

/**
 * The one check of a move, for the rules and the notation alike, with the message people read: a
 * move names a child of the node where play stands, by its label or by its number from 1.
 */
final class TreeMoveCheck {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(TreeMoveCheck.class);

  private TreeMoveCheck() {}

  /**
   * Returns the place (from 0) of the child {@code typed} names at {@code state}: its label, or its
   * number from 1, whether it has a label or not.
   *
   * @throws NotationException if nothing is typed
   * @throws IllegalMoveException if the game is over, or no child is named so
   */
  static int childNamed(TreePosition state, String typed) {
    String move = typed == null ? "" : typed.strip();
    checkNotOver(state);
    List<Subtree> children = state.children();
    if (move.isEmpty()) {
      throw noMove(state);
    }
    for (int i = 0; i < children.size(); i++) {
      if (move.equals(children.get(i).label())) {
        return i;
      }
    }
    if (move.chars().allMatch(c -> c >= '0' && c <= '9') && move.length() <= 5) {
      int number = Integer.parseInt(move);
      if (number >= 1 && number <= children.size()) {
        return number - 1;
      }
    }
    throw notAMove(state, InputText.quoted(move));
  }

  /**
   * Checks that {@code move} takes a child of the node where play stands in {@code state}.
   *
   * @throws IllegalMoveException if the game is over or the node has no such child
   */
  static void check(TreePosition state, TreeMove move) {
    checkNotOver(state);
    if (move.child() >= state.children().size()) {
      throw notAMove(state, InputText.quoted(move.toString()));
    }
  }

  private static void checkNotOver(TreePosition state) {
    if (state.node() instanceof Subtree.Leaf leaf) {
      String node = TreeNames.nodeName(state);
      throw new IllegalMoveException(
          ENGLISH.problem("tree.over", node, Integer.toString(leaf.utility())));
    }
  }

  private static NotationException noMove(TreePosition state) {
    Subtree.Inner inner = (Subtree.Inner) state.node();
    String node = TreeNames.nodeName(state);
    String count = Integer.toString(inner.children().size());
    List<String> labels = inner.childLabels();
    if (labels.isEmpty()) {
      return new NotationException(ENGLISH.problem("tree.no-move", node, count));
    }
    String named = String.join(", ", labels);
    return new NotationException(ENGLISH.problem("tree.no-move-labelled", node, named, count));
  }

  private static IllegalMoveException notAMove(TreePosition state, InputText.Quoted typed) {
    Subtree.Inner inner = (Subtree.Inner) state.node();
    String node = TreeNames.nodeName(state);
    String count = Integer.toString(inner.children().size());
    List<String> labels = inner.childLabels();
    if (labels.isEmpty()) {
      return new IllegalMoveException(ENGLISH.problem("tree.not-a-move", typed, node, count));
    }
    String named = String.join(", ", labels);
    return new IllegalMoveException(
        ENGLISH.problem("tree.not-a-move-labelled", typed, node, named, count));
  }
}
