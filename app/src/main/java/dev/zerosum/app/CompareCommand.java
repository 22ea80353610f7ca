package dev.zerosum.app;

import dev.zerosum.app.compare.CompareJson;
import dev.zerosum.app.compare.CompareText;
import dev.zerosum.app.compare.Comparison;
import dev.zerosum.app.compare.SearchComparison;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.GameRegistry;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code zerosum compare}: the same position searched by minimax, alpha-beta, alpha-beta with the
 * game's ordering, with a table too, and to a depth, side by side.
 */
@Command(name = "compare", mixinStandardHelpOptions = true)
final class CompareCommand implements Callable<Integer> {
  private final Console console;
  private final GameSelection selection;

  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "GAME", descriptionKey = "game")
  String gameName;

  @Parameters(index = "1", paramLabel = "POSITION", descriptionKey = "position")
  String position;

  @Option(names = "--depth", paramLabel = "N")
  int depth = SearchComparison.DEFAULT_DEPTH;

  @Option(names = "--max-nodes", paramLabel = "N")
  long maxNodes = SearchComparison.DEFAULT_MAX_NODES;

  @Option(names = "--format", paramLabel = "FORMAT")
  TraceCommand.Format format = TraceCommand.Format.TEXT;

  CompareCommand(Console console, GameRegistry registry) {
    this.console = console;
    this.selection = new GameSelection(registry);
  }

  @Override
  public Integer call() {
    Comparison comparison =
        SearchComparison.run(
            selection.of(spec).createForPositions(gameName),
            position,
            depth,
            maxNodes,
            StopCondition.never());
    if (format == TraceCommand.Format.JSON) {
      console.out().println(CompareJson.format(comparison));
    } else {
      console.out().print(CompareText.format(comparison));
    }
    console.out().flush();
    return 0;
  }
}
