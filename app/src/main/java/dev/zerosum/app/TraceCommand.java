package dev.zerosum.app;

import dev.zerosum.app.picture.GameTree;
import dev.zerosum.app.picture.TraceJson;
import dev.zerosum.app.picture.TraceText;
import dev.zerosum.registry.GameRegistry;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code zerosum trace}: a search call by call, as a course shows it. */
@Command(name = "trace", mixinStandardHelpOptions = true)
final class TraceCommand implements Callable<Integer> {
  /** How the trace is written. */
  enum Format {
    TEXT,
    JSON
  }

  private final Console console;

  @Mixin SearchedTreeOptions search = new SearchedTreeOptions();

  @Spec CommandSpec spec;

  private final GameSelection selection;

  @Option(names = "--format", paramLabel = "FORMAT")
  Format format = Format.TEXT;

  TraceCommand(Console console, GameRegistry registry) {
    this.console = console;
    this.selection = new GameSelection(registry);
  }

  @Override
  public Integer call() {
    GameTree tree = search.search(selection.of(spec));
    if (format == Format.JSON) {
      console.out().println(TraceJson.format(tree));
    } else {
      console.out().print(TraceText.format(tree));
    }
    console.out().flush();
    return 0;
  }
}
