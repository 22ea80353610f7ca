package dev.zerosum.games.tree;

import dev.zerosum.core.Player;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A position of the tree game: the whole tree and the path of moves taken from its root, which
 * leads to the node where play stands. MAX moves at the root and the players alternate, so the
 * length of the path says who is to move. Immutable; equal when the trees and the paths are.
 */
public final class TreePosition {
  private final Subtree root;
  private final int[] path; // the index of each child taken, from 0
  private final Subtree node;

  private TreePosition(Subtree root, int[] path, Subtree node) {
    this.root = root;
    this.path = path;
    this.node = node;
  }

  /** Returns the position at the root of {@code root}: nothing played yet, MAX to move. */
  public static TreePosition atRoot(Subtree root) {
    return new TreePosition(Objects.requireNonNull(root, "root"), new int[0], root);
  }

  /** Returns the whole tree. */
  public Subtree root() {
    return root;
  }

  /** Returns the node where play stands. */
  public Subtree node() {
    return node;
  }

  /** Returns the index of each child taken from the root, from 0. */
  public List<Integer> path() {
    List<Integer> indexes = new ArrayList<>(path.length);
    for (int index : path) {
      indexes.add(index);
    }
    return indexes;
  }

  /** Returns how many moves were played from the root. */
  public int ply() {
    return path.length;
  }

  /** Returns MAX at the root and at every even ply, MIN at the odd ones. */
  public Player toMove() {
    return path.length % 2 == 0 ? Player.MAX : Player.MIN;
  }

  /** Returns true when play stands at a leaf: the game is over. */
  public boolean isOver() {
    return node.isLeaf();
  }

  /** Returns the children of the node, the moves; none at a leaf. */
  public List<Subtree> children() {
    return node instanceof Subtree.Inner inner ? inner.children() : List.of();
  }

  /**
   * Returns the position after taking child {@code index} (from 0); the caller checked that the
   * node has it.
   */
  TreePosition after(int index) {
    int[] longer = new int[path.length + 1];
    System.arraycopy(path, 0, longer, 0, path.length);
    longer[path.length] = index;
    return new TreePosition(root, longer, children().get(index));
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof TreePosition that
        && Arrays.equals(path, that.path)
        && root.equals(that.root);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(path) + root.hashCode();
  }

  /** Returns "path [1, 2] (MIN to move)", the path's indexes from 1. */
  @Override
  public String toString() {
    List<Integer> fromOne = new ArrayList<>();
    for (int index : path) {
      fromOne.add(index + 1);
    }
    return "path " + fromOne + " (" + toMove() + " to move)";
  }
}
