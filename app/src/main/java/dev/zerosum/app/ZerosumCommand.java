package dev.zerosum.app;

import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The top of the command tree: only help and the version; the work is in the subcommands. Its
 * description, with the games, is set from the registry when the tree is built.
 */
@Command(
    name = "zerosum",
    mixinStandardHelpOptions = true,
    versionProvider = ZerosumCommand.Version.class,
    synopsisSubcommandLabel = "COMMAND",
    footer = {"", "Run 'zerosum COMMAND --help' for the options of a command."})
final class ZerosumCommand {
  // Read by Main before parsing (the help is already in that language); declared here so that
  // every command accepts it and its help lists it.
  @Option(
      names = "--lang",
      paramLabel = "LANG",
      scope = ScopeType.INHERIT,
      description = "the language: en or es (default: from LC_ALL, LC_MESSAGES or LANG)")
  String language;

  /** Reads the version from the jar's manifest. */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      String version = ZerosumCommand.class.getPackage().getImplementationVersion();
      return new String[] {"zerosum " + (version == null ? "(development build)" : version)};
    }
  }
}
