package dev.zerosum.app;

import dev.zerosum.app.games.GameAdapter;
import dev.zerosum.app.games.GameCatalog;
import dev.zerosum.app.games.GameOptions;
import dev.zerosum.app.tree.Algorithm;
import dev.zerosum.app.tree.GameTree;
import dev.zerosum.app.tree.SearchTracer;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** What {@code trace} and {@code tree} share: which search of which position, and how large. */
final class SearchedTreeOptions {

  @Parameters(index = "0", paramLabel = "GAME", description = "the game: tictactoe, nim ...")
  String gameName;

  @Parameters(
      index = "1",
      paramLabel = "POSITION",
      description =
          "the position: for tic-tac-toe 9 characters of X, O and . row by row, like XO.XO.X.."
              + " (/ between rows allowed); for Nim the pile sizes, like 1,2")
  String position;

  @Option(
      names = "--algorithm",
      paramLabel = "ALGORITHM",
      description = "minimax (default) or alphabeta")
  Algorithm algorithm = Algorithm.MINIMAX;

  @Option(
      names = "--max-nodes",
      paramLabel = "N",
      description = "refuse a search of more than N nodes (default: ${DEFAULT-VALUE})")
  int maxNodes = SearchTracer.DEFAULT_MAX_NODES;

  @Option(names = "--misere", description = "Nim: whoever takes the last object loses")
  boolean misere;

  /** Runs the search and returns the tree it visited. */
  GameTree search() {
    GameAdapter<?, ?> adapter = GameCatalog.create(gameName, new GameOptions(List.of(), misere));
    return SearchTracer.trace(adapter, position, algorithm, maxNodes);
  }
}
