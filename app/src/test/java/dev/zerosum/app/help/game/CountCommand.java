package dev.zerosum.app.help.game;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * A command a game's module might add, with its help in its package's bundle, as a module's is: the
 * annotations hold no text.
 */
@Command(name = "count", mixinStandardHelpOptions = true)
public final class CountCommand {
  @Option(names = "--limit", paramLabel = "N")
  int limit = 3;
}
