package dev.zerosum.app.picture;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import dev.zerosum.core.Problem;
import dev.zerosum.core.Score;
import dev.zerosum.core.Search;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.SearchTrace;
import dev.zerosum.core.TraceTooLargeException;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.core.mcts.MctsSearch;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.GameDisplay;
import dev.zerosum.registry.GameLimits;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Language;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs a real search with a {@link SearchTrace} listening and turns what it heard into a {@link
 * GameTree}: positions and moves in the game's notation, the principal variation marked, and each
 * move a cut-off skipped added as a pruned stub below the node it was skipped at.
 */
public final class SearchTracer {
  /** The most nodes a trace or a picture holds unless told otherwise. */
  public static final int DEFAULT_MAX_NODES = GameLimits.STANDARD.treeNodes();

  /** The simulations of a Monte Carlo search drawn unless told otherwise: a tree to read. */
  public static final long DEFAULT_SIMULATIONS = 200;

  /** The most nodes anyone may ask for: beyond this, a trace is no longer something to read. */
  public static final int MAX_MAX_NODES = 1_000_000;

  /** The entries of the table of {@code alphabeta-ordered}: as many as the engines' tables have. */
  public static final int TABLE_CAPACITY = 1 << 16;

  private SearchTracer() {}

  /**
   * Returns the tree {@code algorithm} visits from {@code position}.
   *
   * <p>A position where the game is over gives a tree of one node, its utility.
   *
   * @throws GameInputException if the position cannot be read, or if the search visits more than
   *     {@code maxNodes} nodes (it is stopped there, at once)
   */
  public static <S, A> GameTree trace(
      PlayableGame<S, A> adapter, String position, Kind algorithm, int maxNodes) {
    return trace(adapter, position, algorithm, maxNodes, DEFAULT_SIMULATIONS);
  }

  /**
   * Returns the tree {@code algorithm} visits from {@code position}; Monte Carlo search runs at
   * most {@code simulations} simulations (fewer when the tree would pass {@code maxNodes}), from
   * seed 1, on one thread, so that the same tree is drawn every time. A depth-limited search looks
   * {@link AlgorithmChoice#DEFAULT_DEPTH} plies ahead.
   *
   * @throws GameInputException as the other {@code trace}
   */
  public static <S, A> GameTree trace(
      PlayableGame<S, A> adapter, String position, Kind algorithm, int maxNodes, long simulations) {
    return trace(adapter, position, AlgorithmChoice.of(algorithm), maxNodes, simulations);
  }

  /**
   * Returns the tree the search {@code choice} names visits from {@code position}, as the other
   * {@code trace} does; a depth-limited search looks {@code choice.depth()} plies ahead.
   *
   * @throws GameInputException as the other {@code trace}, and when {@code alphabeta-ordered} is
   *     asked of a game that offers no position key for a table
   */
  public static <S, A> GameTree trace(
      PlayableGame<S, A> adapter,
      String position,
      AlgorithmChoice choice,
      int maxNodes,
      long simulations) {
    if (maxNodes < 1 || maxNodes > MAX_MAX_NODES) {
      throw new GameInputException(
          TraceText.MESSAGES.text("problem.max-nodes", String.valueOf(maxNodes), MAX_MAX_NODES));
    }
    S state = adapter.parsePosition(position, null);
    Game<S, A> game = adapter.game();
    Kind algorithm = choice.algorithm();
    SearchTrace<S, A> trace = new SearchTrace<>(game, maxNodes);
    Search<S, A> search =
        switch (algorithm) {
          case MINIMAX -> MinimaxSearch.on(game).listener(trace).build();
          case ALPHABETA -> AlphaBetaSearch.on(game).listener(trace).build();
          case ALPHABETA_ORDERED ->
              AlphaBetaSearch.on(game)
                  .transpositionTable(new TranspositionTable<>(TABLE_CAPACITY), tableKey(adapter))
                  .listener(trace)
                  .build();
          case DEPTH ->
              AlphaBetaSearch.on(game)
                  .maxDepth(choice.depth())
                  .evaluator(adapter.evaluator())
                  .listener(trace)
                  .build();
          case MCTS ->
              // Each simulation adds at most one node: the tree stays within maxNodes.
              MctsSearch.on(game)
                  .listener(trace)
                  .maxUtility(adapter.maxUtility(state))
                  .iterations(Math.max(1, Math.min(simulations, maxNodes - 1L)))
                  .seed(1)
                  .threads(1)
                  .build();
          default -> throw new IllegalStateException(algorithm + " is not traced");
        };
    SearchResult<A> result;
    try {
      result = search.search(state);
    } catch (TraceTooLargeException tooLarge) {
      String searchName = choice.title(Language.current());
      String root = adapter.notation().formatPosition(state);
      // The code lets the web server say it in its own words: it has no --max-nodes.
      throw new GameInputException(
          Problem.of(
              "trace.too-large",
              TraceText.MESSAGES.text("problem.too-large", searchName, root, maxNodes),
              searchName,
              root,
              maxNodes));
    }
    int meanScale =
        algorithm == Kind.MCTS && game.utilitiesAreFinalValues() ? adapter.maxUtility(state) : 0;
    return new Builder<>(adapter, trace.calls(), result)
        .build(algorithm, choice.depth(), trace.iterations(), meanScale);
  }

  /**
   * Returns the key a table of {@code adapter}'s game files positions under: its canonical key,
   * else its position key, as the engines' tables do.
   *
   * @throws GameInputException if the game offers neither
   */
  public static <S> PositionKey<S> tableKey(PlayableGame<S, ?> adapter) {
    Game<S, ?> game = adapter.game();
    return game.canonicalKey()
        .or(game::positionKey)
        .orElseThrow(
            () ->
                new GameInputException(
                    TraceText.MESSAGES.text("problem.no-table", adapter.module().name())));
  }

  /** Turns the calls of one search into the nodes of a tree. */
  private static final class Builder<S, A> {
    private final GameDisplay<S, A> adapter;
    private final Game<S, A> game;
    private final Notation<S, A> notation;
    private final List<SearchTrace.Call<S, A>> calls;
    private final SearchResult<A> result;
    private final String root; // the root's position, in the game's notation

    Builder(GameDisplay<S, A> adapter, List<SearchTrace.Call<S, A>> calls, SearchResult<A> result) {
      this.adapter = adapter;
      this.game = adapter.game();
      this.notation = adapter.notation();
      this.calls = calls;
      this.result = result;
      this.root = notation.formatPosition(calls.get(0).state());
    }

    /**
     * Returns the position of a node below the root as {@link TreeNode#position} holds it: where
     * the game writes it as the root's text and then the moves from there (the tree game's whole
     * tree, then the path), the moves alone, from their first {@code /}. A tree of 9,899 nodes of
     * that game repeated the whole tree in each, 306 MB of JSON.
     */
    private String below(S state) {
      String position = notation.formatPosition(state);
      return position.length() > root.length()
              && position.charAt(root.length()) == '/'
              && position.startsWith(root)
          ? position.substring(root.length())
          : position;
    }

    GameTree build(
        Kind algorithm, int depthLimit, List<SearchTrace.Iteration> iterations, int meanScale) {
      Set<Integer> optimal = principalVariationCalls();
      Map<Integer, List<TreeNode>> children = new HashMap<>();
      Map<Integer, Integer> prunedEnds = new HashMap<>();
      int nextStub = calls.size() + 1;
      for (SearchTrace.Call<S, A> call : calls) {
        TreeNode node = searched(call, optimal.contains(call.number()));
        children.computeIfAbsent(call.parent(), id -> new ArrayList<>()).add(node);
      }
      for (SearchTrace.Call<S, A> call : calls) {
        for (A move : call.pruned()) {
          S after = game.result(call.state(), move);
          if (game.isTerminal(after)) {
            prunedEnds.put(nextStub, game.utility(after));
          }
          TreeNode stub = stub(nextStub++, call, move);
          children.computeIfAbsent(call.number(), id -> new ArrayList<>()).add(stub);
        }
      }
      List<String> line = new ArrayList<>();
      S state = calls.get(0).state();
      for (A move : result.principalVariation()) {
        line.add(notation.formatMove(state, move));
        state = game.result(state, move);
      }
      return new GameTree(
          adapter.module().name(),
          adapter.module().title(),
          adapter.displayPosition(calls.get(0).state()),
          algorithm,
          adapter.playerName(Player.MAX),
          adapter.playerName(Player.MIN),
          adapter.displayPlayerName(Player.MAX),
          adapter.displayPlayerName(Player.MIN),
          // Monte Carlo search proves values as outcomes whatever the game says (MCTS-Solver).
          game.utilitiesAreFinalValues() && algorithm != Kind.MCTS,
          preorder(children),
          line,
          depthLimit,
          result.value().exact(),
          iterations,
          meanScale,
          prunedEnds);
    }

    /** Returns the call numbers along the principal variation, the root's included. */
    private Set<Integer> principalVariationCalls() {
      Map<Integer, List<SearchTrace.Call<S, A>>> byParent = new HashMap<>();
      for (SearchTrace.Call<S, A> call : calls) {
        byParent.computeIfAbsent(call.parent(), id -> new ArrayList<>()).add(call);
      }
      Set<Integer> onLine = new HashSet<>();
      SearchTrace.Call<S, A> at = calls.get(0);
      onLine.add(at.number());
      for (A move : result.principalVariation()) {
        SearchTrace.Call<S, A> next = null;
        for (SearchTrace.Call<S, A> child : byParent.getOrDefault(at.number(), List.of())) {
          if (move.equals(child.move())) {
            next = child;
            break;
          }
        }
        if (next == null) {
          break; // the line goes on through a table entry, below what was searched
        }
        onLine.add(next.number());
        at = next;
      }
      return onLine;
    }

    private TreeNode searched(SearchTrace.Call<S, A> call, boolean optimal) {
      String move =
          call.move() == null
              ? null
              : notation.formatMove(calls.get(call.parent() - 1).state(), call.move());
      return new TreeNode(
          call.number(),
          call.parent(),
          call.ply(),
          call.player(),
          call.parent() == 0 ? root : below(call.state()),
          adapter.nodeName(call.state()),
          move,
          call.terminal(),
          false,
          optimal,
          call.value(),
          call.bound(),
          call.alpha(),
          call.beta(),
          adapter.glyph(call.state()).orElse(null),
          call.visits(),
          call.meanForMax(),
          call.tableHit(),
          call.estimate());
    }

    private TreeNode stub(int id, SearchTrace.Call<S, A> parent, A move) {
      S state = game.result(parent.state(), move);
      return new TreeNode(
          id,
          parent.number(),
          parent.ply() + 1,
          game.player(state),
          below(state),
          adapter.nodeName(state),
          notation.formatMove(parent.state(), move),
          game.isTerminal(state),
          true,
          false,
          null,
          null,
          -Score.INFINITY,
          Score.INFINITY,
          adapter.glyph(state).orElse(null),
          0,
          0,
          false,
          false);
    }

    /** Returns the nodes parents first, children in order, from the children of each id. */
    private static List<TreeNode> preorder(Map<Integer, List<TreeNode>> children) {
      List<TreeNode> nodes = new ArrayList<>();
      Deque<TreeNode> stack = new ArrayDeque<>(children.get(0));
      while (!stack.isEmpty()) {
        TreeNode node = stack.pop();
        nodes.add(node);
        List<TreeNode> below = children.getOrDefault(node.id(), List.of());
        for (int i = below.size() - 1; i >= 0; i--) {
          stack.push(below.get(i));
        }
      }
      return nodes;
    }
  }
}
