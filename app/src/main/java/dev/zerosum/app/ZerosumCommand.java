package dev.zerosum.app;

import dev.zerosum.app.help.CommandHelp;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The top of the command tree: only help and the version; the work is in the subcommands. Its
 * description, with the games, is set from the registry when the tree is built. The texts of the
 * help of every command are in {@link CommandHelp}'s bundle, in every language.
 */
@Command(
    name = "zerosum",
    mixinStandardHelpOptions = true,
    versionProvider = ZerosumCommand.Version.class,
    synopsisSubcommandLabel = "COMMAND")
final class ZerosumCommand {
  // Read by Main before parsing (the help is already in that language); declared here so that
  // every command accepts it and its help lists it.
  @Option(names = "--lang", paramLabel = "LANG", scope = ScopeType.INHERIT)
  String language;

  /** Says the version, as {@link #line} does. */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {line()};
    }
  }

  /** Returns the version line, {@code zerosum 0.1.0}, from the jar's manifest. */
  static String line() {
    String version = ZerosumCommand.class.getPackage().getImplementationVersion();
    // The bundle is read only for a build without a version: --version stays quick.
    return "zerosum "
        + (version == null ? CommandHelp.messages().text("help.version.development") : version);
  }
}
