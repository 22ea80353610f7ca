package dev.zerosum.app.help;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.app.help.game.CountCommand;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The help's texts reach picocli in the language in use when a help is first shown: the bundle's,
 * the texts the command line makes, and a game's own command's from the game's bundle.
 */
class CommandHelpTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "ENGLISH | Usage: zerosum count | Count to N.%nOne number a line. | the last number"
            + " (default: 3) | Show this help message and exit.",
        "SPANISH | Uso: zerosum count | Cuenta hasta N.%nUn número por línea. | el último número"
            + " (por omisión: 3) | Muestra esta ayuda y termina.",
      })
  void aGamesCommandIsDescribedFromTheGamesBundle(
      Language language, String usage, String description, String option, String help) {
    CommandLine root = tree();
    String shown;
    try (Language.Scope scope = Language.use(language)) {
      shown = root.getSubcommands().get("count").getUsageMessage();
    }

    assertThat(shown)
        .startsWith(usage)
        .contains(description.replace("%n", System.lineSeparator()))
        .contains(option)
        .contains(help);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "ENGLISH | Made here.%nOn two lines. | count  Count to N. | Commands:",
        "SPANISH | Made here.%nOn two lines. | count  Cuenta hasta N. | Órdenes:",
      })
  void theTextsMadeAtTheTopAreShownLineByLine(
      Language language, String description, String listed, String heading) {
    CommandLine root = tree();
    String shown;
    try (Language.Scope scope = Language.use(language)) {
      shown = root.getUsageMessage();
    }

    assertThat(shown)
        .contains(description.replace("%n", System.lineSeparator()))
        .contains(heading)
        .contains(listed + System.lineSeparator())
        .doesNotContain("count  " + "One number")
        .doesNotContain("count  Un número");
  }

  /** Returns zerosum with the test game's command, its help made when first shown. */
  private static CommandLine tree() {
    CommandLine root = new CommandLine(CommandSpec.create().name("zerosum"));
    root.addSubcommand(new CountCommand());
    Map<String, Supplier<String>> made =
        Map.of("zerosum.usage.description", () -> "Made here.\nOn two lines.");
    CommandHelp.onDemand(root, made, List.of(Messages.of(CountCommand.class)));
    return root;
  }
}
