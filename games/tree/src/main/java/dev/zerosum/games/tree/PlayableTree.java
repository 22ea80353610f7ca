package dev.zerosum.games.tree;

import dev.zerosum.core.Agent;
import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.SearchAgent;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.AbstractPlayableGame;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentMaker;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A textbook tree set up for play. The game starts at the textbook's figure; every position carries
 * its own tree, so any tree can be traced, drawn and analysed. A tree holds at most {@link
 * TreeLimits#MAX_NODES} nodes, so every analysis is an exact minimax search, at once.
 */
final class PlayableTree extends AbstractPlayableGame<TreePosition, TreeMove> {
  /** The engines: exact searches, the hopeful player and the random one. */
  private static final List<String> ENGINES =
      List.of("perfect", "alphabeta", "minimax", "depth:N", "heuristic", "random");

  /** A title writes a tree longer than this by its size, not in full. */
  static final int SHOWN_IN_TITLE = 60;

  private static final Messages MESSAGES = Messages.of(PlayableTree.class);

  private final TreeGame game;

  PlayableTree(GameModule module, GameOptions options, Subtree start) {
    super(module, options);
    this.game = new TreeGame(start);
  }

  @Override
  public TreeGame game() {
    return game;
  }

  /** Returns first or second in the current language: primero, segundo. */
  @Override
  public String displayPlayerName(Player player) {
    return MESSAGES.text(player == Player.MAX ? "tree.player.first" : "tree.player.second");
  }

  @Override
  public String render(TreePosition state, boolean colour) {
    return TreeBoardText.render(state);
  }

  @Override
  public String moveHelp() {
    return MESSAGES.text("tree.move-help");
  }

  @Override
  public BoardView board(TreePosition state) {
    Integer utility =
        state.node() instanceof Subtree.Leaf leaf ? Integer.valueOf(leaf.utility()) : null;
    List<BoardView.Tree.Child> children = new ArrayList<>();
    List<Subtree> below = state.children();
    for (int i = 0; i < below.size(); i++) {
      Subtree child = below.get(i);
      children.add(
          new BoardView.Tree.Child(
              TreeNames.moveName(state.node(), i),
              child instanceof Subtree.Leaf leaf ? Integer.valueOf(leaf.utility()) : null,
              child instanceof Subtree.Inner inner ? inner.children().size() : 0));
    }
    return new BoardView.Tree(TreeNames.nodeName(state), utility, children);
  }

  /** Returns "go to node b", in the current language. */
  @Override
  public String moveText(TreePosition state, TreeMove move) {
    return MESSAGES.text("tree.move.text", TreeNames.moveName(state.node(), move.child()));
  }

  /**
   * Returns the node's label; else, for a leaf, its utility, as the textbook's figures draw it;
   * else its path from the root: {@code B}, {@code 4}, {@code /2}.
   */
  @Override
  public String nodeName(TreePosition state) {
    if (state.node().label() == null && state.node() instanceof Subtree.Leaf leaf) {
      return Integer.toString(leaf.utility());
    }
    return TreeNames.nodeName(state);
  }

  /**
   * Returns the tree as nested arrays, without its labels, then the moves played; a tree too long
   * to read in a title is given by its size.
   */
  @Override
  public String displayPosition(TreePosition state) {
    String tree = TreeText.writePlain(state.root());
    if (tree.length() > SHOWN_IN_TITLE) {
      tree = MESSAGES.text("tree.of-nodes", state.root().size());
    }
    return tree + TreeNames.path(state);
  }

  /** Returns the largest utility in size of a leaf below the node where play stands, at least 1. */
  @Override
  public int maxUtility(TreePosition state) {
    return Math.max(1, largestUtility(state.node()));
  }

  private static int largestUtility(Subtree tree) {
    if (tree instanceof Subtree.Leaf leaf) {
      return Math.abs(leaf.utility());
    }
    int largest = 0;
    for (Subtree child : ((Subtree.Inner) tree).children()) {
      largest = Math.max(largest, largestUtility(child));
    }
    return largest;
  }

  @Override
  public List<String> agents() {
    return ENGINES;
  }

  @Override
  public Evaluator<TreePosition> evaluator() {
    return new TreeEvaluator();
  }

  /**
   * Returns random and exact minimax. A textbook tree's leaves are values, not wins and losses, so
   * no arena rates its engines; minimax reaches the tree's value against any opponent and random
   * does not, while the hopeful rule of thumb may do better or worse than random depending on the
   * tree, so it is no level (it stays among the engines).
   */
  @Override
  public List<Level> levels() {
    return List.of(Level.easy("random"), Level.perfect());
  }

  @Override
  protected Agent<TreePosition, TreeMove> heuristicAgent() {
    return new TreeHeuristicAgent();
  }

  /** Returns alpha-beta in the order written: the first of the best moves, at once. */
  @Override
  protected Optional<AgentMaker<TreePosition, TreeMove>> perfectAgent() {
    return Optional.of(this::perfectPlayer);
  }

  private Agent<TreePosition, TreeMove> perfectPlayer(AgentContext context) {
    return new SearchAgent<>(AlphaBetaSearch.on(game).build());
  }

  /** Returns minimax's value of every move: a tree is small enough for any budget. */
  @Override
  public Analysis analyze(TreePosition state, StopCondition stop) {
    return analysisOf(state, MoveValue.ofEveryMove(game, MinimaxSearch.on(game).build(), state));
  }

  @Override
  public String explain(TreePosition state) {
    return TreeExplanation.of(game, state);
  }
}
