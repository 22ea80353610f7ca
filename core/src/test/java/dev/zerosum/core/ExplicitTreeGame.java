package dev.zerosum.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A game given as an explicit tree, for textbook examples: each inner node names its children, each
 * leaf its utility for MAX. Nodes are strings; the action is the child's name. The players
 * alternate, MAX at the root. Its utilities are outcomes (a quicker win is worth more) unless made
 * {@link #withFinalValues with final values}.
 */
public final class ExplicitTreeGame implements Game<ExplicitTreeGame.Node, String> {
  /** A node of the tree: its name and its depth from the root. */
  public record Node(String name, int depth) {}

  private final Map<String, List<String>> children;
  private final Map<String, Integer> utilities;
  private final boolean finalValues;

  public ExplicitTreeGame(Map<String, List<String>> children, Map<String, Integer> utilities) {
    this(children, utilities, false);
  }

  private ExplicitTreeGame(
      Map<String, List<String>> children, Map<String, Integer> utilities, boolean finalValues) {
    this.children = children;
    this.utilities = utilities;
    this.finalValues = finalValues;
  }

  /** Returns the same tree, whose utilities are final values: the textbook's plain minimax. */
  public ExplicitTreeGame withFinalValues() {
    return new ExplicitTreeGame(children, utilities, true);
  }

  /**
   * The figure every course draws: MAX at A chooses among B, C, D; MIN then chooses a leaf. Leaves
   * 3 12 8 | 2 4 6 | 14 5 2; minimax value 3 by move B.
   */
  public static ExplicitTreeGame textbookTwoPly() {
    return new ExplicitTreeGame(
        Map.of(
            "A", List.of("B", "C", "D"),
            "B", List.of("B1", "B2", "B3"),
            "C", List.of("C1", "C2", "C3"),
            "D", List.of("D1", "D2", "D3")),
        Map.of("B1", 3, "B2", 12, "B3", 8, "C1", 2, "C2", 4, "C3", 6, "D1", 14, "D2", 5, "D3", 2));
  }

  @Override
  public Node initialState() {
    return new Node("A", 0);
  }

  @Override
  public Player player(Node state) {
    return state.depth() % 2 == 0 ? Player.MAX : Player.MIN;
  }

  @Override
  public List<String> actions(Node state) {
    return new ArrayList<>(children.getOrDefault(state.name(), List.of()));
  }

  @Override
  public Node result(Node state, String action) {
    if (!actions(state).contains(action)) {
      throw new IllegalMoveException(action + " is not a child of " + state.name());
    }
    return new Node(action, state.depth() + 1);
  }

  @Override
  public boolean isTerminal(Node state) {
    return !children.containsKey(state.name());
  }

  @Override
  public int utility(Node state) {
    return utilities.get(state.name());
  }

  @Override
  public boolean utilitiesAreFinalValues() {
    return finalValues;
  }
}
