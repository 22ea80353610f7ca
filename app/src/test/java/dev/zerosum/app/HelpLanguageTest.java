package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.i18n.Language;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * The help of every command in both languages: within 80 columns, and in Spanish with no English
 * sentence of zerosum's left. The games' own texts (their summaries, positions, options and own
 * commands) come from their modules, whose tests check them; they are taken out before the check.
 */
class HelpLanguageTest {
  /** The commands whose help is zerosum's own; "" is zerosum --help. */
  private static final List<String> COMMANDS =
      List.of(
          "",
          "play",
          "analyze",
          "trace",
          "compare",
          "tree",
          "perft",
          "serve",
          "arena",
          "generate-completion");

  /** Words that are English and never Spanish. */
  private static final Set<String> ENGLISH =
      Set.of(
          "the",
          "and",
          "of",
          "to",
          "is",
          "are",
          "with",
          "from",
          "for",
          "by",
          "this",
          "that",
          "you",
          "your",
          "which",
          "or",
          "in",
          "on",
          "at",
          "an",
          "its",
          "not",
          "move",
          "moves",
          "win",
          "wins",
          "draw",
          "game",
          "games",
          "player",
          "players",
          "position",
          "positions",
          "search",
          "nodes",
          "value",
          "best",
          "default",
          "show",
          "print",
          "exit",
          "message",
          "version",
          "information",
          "usage",
          "commands",
          "options",
          "following",
          "give",
          "current",
          "shell",
          "engine",
          "engines",
          "each",
          "every",
          "language",
          "run",
          "try",
          "more",
          "seed",
          "colour",
          "file",
          "write",
          "instead",
          "standard",
          "output",
          "input",
          "picks",
          "free",
          "address");

  private static final Pattern WORD = Pattern.compile("\\p{L}+");

  static Stream<Arguments> commandsInEachLanguage() {
    List<Arguments> cases = new ArrayList<>();
    for (String language : List.of("en", "es")) {
      for (String command : COMMANDS) {
        cases.add(Arguments.of(language, command));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "--lang {0} {1} --help")
  @MethodSource("commandsInEachLanguage")
  void theHelpFitsIn80Columns(String language, String command) {
    CommandRun run = help(language, command);

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out().lines().filter(line -> line.length() > 80))
        .as("lines wider than 80 columns")
        .isEmpty();
  }

  @ParameterizedTest(name = "zerosum {0} --help")
  @ValueSource(
      strings = {"", "play", "analyze", "trace", "compare", "tree", "perft", "serve", "arena"})
  void theSpanishHelpHasNoEnglishSentence(String command) {
    String help = oneLine(help("es", command).out());
    for (String gameText : gameTexts(Language.SPANISH)) {
      help = help.replace(oneLine(gameText), " ");
    }

    assertThat(englishWords(help)).as("English words in: %s", help).isEmpty();
  }

  @Test
  void theCheckFindsEnglish() {
    assertThat(englishWords(oneLine(help("en", "analyze").out())))
        .contains("the", "every", "move", "value");
    assertThat(englishWords("--max-nodes=N GAME PLAYER perfect, heuristic")).isEmpty();
  }

  @Test
  void theLanguageComesFromTheEnvironmentToo() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Console spanish =
        new Console(
            new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(OutputStream.nullOutputStream()),
            false,
            Map.of("LANG", "es_ES.UTF-8"));

    assertThat(Main.run(new String[] {"tree", "--help"}, spanish)).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8))
        .startsWith("Uso: zerosum tree")
        .contains("Dibuja el árbol");
    assertThat(CommandRun.of("", "tree", "--help").out())
        .startsWith("Usage: zerosum tree")
        .contains("Draw the game tree");
  }

  @Test
  void theHelpsTextsAreReadOnlyWhenAHelpIsShown() {
    Console silent =
        new Console(
            new ByteArrayInputStream(new byte[0]),
            new PrintStream(OutputStream.nullOutputStream()),
            new PrintStream(OutputStream.nullOutputStream()),
            false);
    CommandLine analyze =
        Main.commandLine(silent, new String[] {"analyze", "nim", "3"})
            .getSubcommands()
            .get("analyze");

    assertThat(analyze.getCommandSpec().resourceBundle()).as("a command run reads none").isNull();
    assertThat(analyze.getUsageMessage())
        .contains("Show the value of every move")
        .contains("--piles=SIZES     nim: ");
    assertThat(analyze.getCommandSpec().resourceBundle()).isNotNull();
  }

  @Test
  void theVersionIsSaidInTheLanguageToo() {
    // Tests run from the classes, which have no version: a development build.
    assertThat(CommandRun.of("", "--lang", "es", "--version").out())
        .isEqualTo("zerosum (compilación de desarrollo)\n");
  }

  private static CommandRun help(String language, String command) {
    return command.isEmpty()
        ? CommandRun.of("", "--lang", language, "--help")
        : CommandRun.of("", command, "--lang", language, "--help");
  }

  /**
   * Returns what the games say in the help: their summaries, positions and options, and the
   * descriptions of the commands they add.
   */
  private static List<String> gameTexts(Language language) {
    List<String> texts = new ArrayList<>();
    try (Language.Scope scope = Language.use(language)) {
      GameRegistry registry = GameRegistry.standard();
      for (GameModule module : registry.modules()) {
        texts.add(module.summary());
        texts.add(String.join(", ", module.aliases()));
        texts.add(module.positionHelp());
        module.options().stream().map(OptionSpec::description).forEach(texts::add);
      }
      Console silent =
          new Console(
              new ByteArrayInputStream(new byte[0]),
              new PrintStream(OutputStream.nullOutputStream()),
              new PrintStream(OutputStream.nullOutputStream()),
              false);
      CommandLine all = Main.commandLine(silent, registry);
      all.getSubcommands()
          .forEach(
              (name, command) -> {
                if (!COMMANDS.contains(name)) {
                  texts.addAll(List.of(command.getCommandSpec().usageMessage().description()));
                }
              });
    }
    texts.removeIf(String::isBlank);
    return texts;
  }

  /** Returns {@code text} with every run of white space one space: wrapped lines joined. */
  private static String oneLine(String text) {
    return text.replaceAll("\\s+", " ");
  }

  /**
   * Returns the English words of {@code text}, leaving out what is typed the same in every
   * language: option names ({@code --max-nodes=N}) and the names in capitals ({@code GAME}).
   */
  private static Set<String> englishWords(String text) {
    String said =
        text.replaceAll("--?[\\p{L}0-9-]+(=\\S+)?", " ").replaceAll("\\b\\p{Lu}+\\b", " ");
    Set<String> found = new TreeSet<>();
    Matcher matcher = WORD.matcher(said);
    while (matcher.find()) {
      String word = matcher.group().toLowerCase(Locale.ROOT);
      if (ENGLISH.contains(word)) {
        found.add(word);
      }
    }
    return found;
  }
}
