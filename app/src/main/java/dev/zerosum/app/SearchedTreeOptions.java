package dev.zerosum.app;

import dev.zerosum.app.picture.AlgorithmChoice;
import dev.zerosum.app.picture.GameTree;
import dev.zerosum.app.picture.SearchTracer;
import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** What {@code trace} and {@code tree} share: which search of which position, and how large. */
final class SearchedTreeOptions {
  private static final Messages MESSAGES = Messages.of(SearchedTreeOptions.class);

  @Parameters(index = "0", paramLabel = "GAME", descriptionKey = "game")
  String gameName;

  @Parameters(index = "1", paramLabel = "POSITION", descriptionKey = "position")
  String position;

  // Read as text: depth:N carries a number, and a mistake is said with the names there are.
  @Option(names = "--algorithm", paramLabel = "ALGORITHM")
  String algorithm = Kind.MINIMAX.typed();

  @Option(names = "--max-nodes", paramLabel = "N")
  Integer maxNodes;

  // Null when not given: it is refused with any search but Monte Carlo's, which alone has them.
  @Option(names = "--simulations", paramLabel = "N")
  Long simulations;

  /** Runs the search on the game {@code selection} sets up and returns the tree it visited. */
  GameTree search(GameSelection selection) {
    PlayableGame<?, ?> game = selection.createForPositions(gameName);
    int limit = maxNodes != null ? maxNodes : game.module().limits().treeNodes();
    AlgorithmChoice choice = AlgorithmChoice.parse(algorithm);
    if (simulations != null && choice.algorithm() != Kind.MCTS) {
      throw new GameInputException(MESSAGES.text("trace.simulations-mcts-only", choice.name()));
    }
    long runs = simulations == null ? SearchTracer.DEFAULT_SIMULATIONS : simulations;
    if (runs < 1) {
      throw new GameInputException(MESSAGES.text("trace.simulations-range", String.valueOf(runs)));
    }
    return SearchTracer.trace(game, position, choice, limit, runs);
  }

  /**
   * Refuses, before any search, a {@code --max-nodes} above {@code most}: the most nodes that
   * {@code what} holds (a picture).
   *
   * @throws GameInputException naming the limit and what to do
   */
  void checkNodes(int most, String what) {
    if (maxNodes != null && maxNodes > most) {
      throw new GameInputException(
          MESSAGES.text("tree.nodes-past-limit", String.valueOf(maxNodes), what, most));
    }
  }
}
