package dev.zerosum.app;

import dev.zerosum.app.picture.DotWriter;
import dev.zerosum.app.picture.GameTree;
import dev.zerosum.app.picture.SvgWriter;
import dev.zerosum.app.picture.TreeJson;
import dev.zerosum.app.picture.TreePicture;
import dev.zerosum.app.save.AtomicFiles;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.i18n.Messages;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code zerosum tree}: the picture of the game tree a search visits. */
@Command(name = "tree", mixinStandardHelpOptions = true)
final class TreeCommand implements Callable<Integer> {
  private static final Messages MESSAGES = Messages.of(TreeCommand.class);

  /** How the tree is written. */
  enum Format {
    SVG,
    DOT,
    JSON
  }

  private final Console console;

  @Mixin SearchedTreeOptions search = new SearchedTreeOptions();

  @Spec CommandSpec spec;

  private final GameSelection selection;

  @Option(names = "--format", paramLabel = "FORMAT")
  Format format = Format.SVG;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE")
  Path output;

  TreeCommand(Console console, GameRegistry registry) {
    this.console = console;
    this.selection = new GameSelection(registry);
  }

  @Override
  public Integer call() {
    // The file and the size of the picture are checked before the search, not after it.
    if (output != null) {
      AtomicFiles.checkWritable(output, "write");
    }
    if (format == Format.SVG) {
      search.checkNodes(TreePicture.MAX_NODES, MESSAGES.text("tree.picture-limit"));
    }
    GameTree tree = search.search(selection.of(spec));
    String text =
        switch (format) {
          case SVG -> SvgWriter.write(TreePicture.of(tree));
          case DOT -> DotWriter.write(tree);
          case JSON -> TreeJson.write(tree) + "\n";
        };
    if (output == null) {
      console.out().print(text);
    } else {
      AtomicFiles.write(output, text);
      console.out().println(MESSAGES.text("tree.wrote", output, tree.nodes().size()));
    }
    console.out().flush();
    return 0;
  }
}
