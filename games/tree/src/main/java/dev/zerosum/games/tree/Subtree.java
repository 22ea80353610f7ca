package dev.zerosum.games.tree;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A node of an explicit game tree and everything below it: a {@link Leaf} with its utility for MAX,
 * or an {@link Inner} node with its children in the order the searches take them. Either may carry
 * a label ({@code B}, {@code b1}), which names it in every front end and names the move that leads
 * to it. Immutable, and equal when written the same.
 *
 * <p>Example: the textbook's MIN node B over the leaves 3, 12 and 8 is {@code new
 * Subtree.Inner("B", List.of(Subtree.leaf(3), Subtree.leaf(12), Subtree.leaf(8)))}.
 */
public sealed interface Subtree permits Subtree.Leaf, Subtree.Inner {

  /** Returns the label, or null when the node has none. */
  String label();

  /** Returns true for a leaf: the game is over there. */
  boolean isLeaf();

  /** Returns the nodes of this subtree, itself included. */
  int size();

  /** Returns how many moves below this node its deepest leaf lies: 0 for a leaf. */
  int height();

  /** Returns the unlabelled leaf of utility {@code utility}. */
  static Leaf leaf(int utility) {
    return new Leaf(null, utility);
  }

  /** Returns the unlabelled inner node over {@code children}. */
  static Inner of(Subtree... children) {
    return new Inner(null, List.of(children));
  }

  /**
   * A leaf: the end of the game, with its utility for MAX.
   *
   * @param label the label, or null
   * @param utility the utility for MAX, within {@link TreeLimits#MAX_VALUE} in size
   */
  record Leaf(String label, int utility) implements Subtree {
    /** Checks the label and the utility. */
    public Leaf {
      checkLabel(label);
      if (Math.abs(utility) > TreeLimits.MAX_VALUE) {
        throw new IllegalArgumentException(
            "utility " + utility + " is out of range; expected at most " + TreeLimits.MAX_VALUE);
      }
    }

    @Override
    public boolean isLeaf() {
      return true;
    }

    @Override
    public int size() {
      return 1;
    }

    @Override
    public int height() {
      return 0;
    }
  }

  /**
   * An inner node: a choice among its children, the moves, in the order written.
   *
   * @param label the label, or null
   * @param children at least one; no two with the same label
   */
  record Inner(String label, List<Subtree> children) implements Subtree {
    /** Checks the label and the children, and copies the list. */
    public Inner {
      checkLabel(label);
      children = List.copyOf(children);
      if (children.isEmpty()) {
        throw new IllegalArgumentException("an inner node needs at least one child");
      }
      Set<String> labels = new HashSet<>();
      for (Subtree child : children) {
        if (child.label() != null && !labels.add(child.label())) {
          throw new IllegalArgumentException("two children are labelled " + child.label());
        }
      }
    }

    @Override
    public boolean isLeaf() {
      return false;
    }

    @Override
    public int size() {
      int size = 1;
      for (Subtree child : children) {
        size += child.size();
      }
      return size;
    }

    @Override
    public int height() {
      int deepest = 0;
      for (Subtree child : children) {
        deepest = Math.max(deepest, child.height());
      }
      return deepest + 1;
    }

    /** Returns the labels of the children that have one, in order. */
    List<String> childLabels() {
      List<String> labels = new ArrayList<>();
      for (Subtree child : children) {
        if (child.label() != null) {
          labels.add(child.label());
        }
      }
      return labels;
    }
  }

  private static void checkLabel(String label) {
    if (label != null && !TreeLimits.isLabel(label)) {
      throw new IllegalArgumentException(
          Objects.toString(label)
              + " is not a label: a letter, then letters, digits or _, at most "
              + TreeLimits.MAX_LABEL);
    }
  }
}
