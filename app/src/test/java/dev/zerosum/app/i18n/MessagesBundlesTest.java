package dev.zerosum.app.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Keeps the bundles whole: every English {@code Messages.properties} has a Spanish twin with the
 * same keys, each pattern reads as a {@link MessageFormat} with the same values in both languages
 * and its quotes doubled, and no English is left in the Spanish texts.
 */
class MessagesBundlesTest {
  /**
   * Where the bundles live: the resources of every module of the repository (the registry, each
   * game, the app), found from the app's directory, where tests run.
   */
  private static final Path REPOSITORY = Path.of("..");

  /** Words a Spanish text may share with English: names people type, and the field's terms. */
  private static final Set<String> ALLOWED =
      Set.of(
          "minimax",
          "alphabeta",
          "alpha",
          "beta",
          "mcts",
          "elo",
          "perfect",
          "heuristic",
          "random",
          "human",
          "depth",
          "json",
          "csv",
          "svg",
          "dot",
          "text",
          "zerosum",
          "nim",
          "dernier",
          "gomoku",
          "connect",
          "four",
          "mnk",
          "x",
          "o",
          "en",
          "es",
          "lang",
          "ui",
          "ucb",
          "uct",
          "pos",
          "c",
          "n",
          "k",
          "m",
          "ms",
          "s",
          "min",
          "max",
          "ok",
          "no",
          "total");

  /** Words that are English and never Spanish: one of them in a Spanish text is a slip. */
  private static final Set<String> ENGLISH_ONLY =
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
          "move",
          "moves",
          "win",
          "wins",
          "draw",
          "lose",
          "loses",
          "player",
          "players",
          "game",
          "games",
          "position",
          "must",
          "not",
          "should",
          "will",
          "an",
          "its",
          "type",
          "turn",
          "board",
          "left",
          "right",
          "after",
          "before",
          "took",
          "back",
          "again",
          "play",
          "loss",
          "search",
          "nodes",
          "value",
          "best",
          "pile",
          "piles");

  private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)");
  private static final Pattern WORD = Pattern.compile("\\p{L}+");

  /**
   * The bundle whose Spanish lacks a text on purpose: the fault the registry's contract kit must
   * find (GameContractTest), left out here.
   */
  static final Path PLANTED_FAULT = Path.of("dev", "zerosum", "registry", "kit", "faulty");

  static List<Path> englishBundles() throws IOException {
    List<Path> bundles = new ArrayList<>();
    for (Path root : resourceRoots()) {
      try (Stream<Path> files = Files.walk(root)) {
        files
            .filter(file -> file.getFileName().toString().equals("Messages.properties"))
            .filter(file -> !root.relativize(file.getParent()).equals(PLANTED_FAULT))
            .sorted()
            .forEach(bundles::add);
      }
    }
    return bundles;
  }

  // The sources of each module only: walking build output that other builds may be writing fails.
  private static List<Path> resourceRoots() throws IOException {
    List<Path> modules = new ArrayList<>(List.of(REPOSITORY.resolve("registry"), Path.of("")));
    try (Stream<Path> games = Files.list(REPOSITORY.resolve("games"))) {
      games.filter(Files::isDirectory).sorted().forEach(modules::add);
    }
    List<Path> roots = new ArrayList<>();
    for (Path module : modules) {
      for (String kind : List.of("main", "test")) {
        Path root = module.resolve("src").resolve(kind).resolve("resources");
        if (Files.isDirectory(root)) {
          roots.add(root);
        }
      }
    }
    return roots;
  }

  @Test
  void theBundlesAreFound() throws IOException {
    // The command line's, the registry's and a game's, at least: a test that found none would
    // pass for nothing.
    assertThat(englishBundles())
        .contains(
            Path.of("src/main/resources/dev/zerosum/app/Messages.properties"),
            REPOSITORY.resolve(
                "registry/src/main/resources/dev/zerosum/registry/Messages.properties"),
            REPOSITORY.resolve(
                "games/nim/src/main/resources/dev/zerosum/games/nim/Messages.properties"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("englishBundles")
  void theSpanishBundleHasEveryKeyAndNoOther(Path english) throws IOException {
    assertThat(read(spanishOf(english)).keySet())
        .as("the keys of %s", spanishOf(english))
        .isEqualTo(read(english).keySet());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("englishBundles")
  void everyPatternReadsWithTheSameValuesInBothLanguages(Path english) throws IOException {
    Map<String, String> en = read(english);
    Map<String, String> es = read(spanishOf(english));
    for (Map.Entry<String, String> entry : en.entrySet()) {
      String key = entry.getKey();
      assertReadable(english, key, entry.getValue());
      if (es.containsKey(key)) {
        assertReadable(spanishOf(english), key, es.get(key));
        assertThat(placeholders(es.get(key)))
            .as("the values {n} of %s in %s", key, spanishOf(english))
            .isEqualTo(placeholders(entry.getValue()));
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("englishBundles")
  void noEnglishIsLeftInTheSpanishBundle(Path english) throws IOException {
    Map<String, String> en = read(english);
    List<String> slips = new ArrayList<>();
    for (Map.Entry<String, String> entry : read(spanishOf(english)).entrySet()) {
      Set<String> words = words(entry.getValue());
      Set<String> found = new TreeSet<>(words);
      found.retainAll(ENGLISH_ONLY);
      if (!found.isEmpty()) {
        slips.add(entry.getKey() + " has " + found);
      } else if (entry.getValue().equals(en.get(entry.getKey())) && !ALLOWED.containsAll(words)) {
        slips.add(entry.getKey() + " is the English text");
      }
    }
    assertThat(slips).as("English in %s", spanishOf(english)).isEmpty();
  }

  @Test
  void theCheckFindsEnglishWords() {
    assertThat(words("gana {0} in {1} moves")).containsAll(List.of("moves", "in", "gana"));
    assertThat(words("pasa de --max-nodes")).containsExactly("de", "pasa");
    assertThat(placeholders("''{0}'' y '{'1'}' y {2,number}")).containsExactly(0, 2);
  }

  private static void assertReadable(Path bundle, String key, String pattern) {
    String unquoted = pattern.replace("''", "");
    assertThat(unquoted.indexOf('\''))
        .as("%s in %s has a single quote; write it twice: ''", key, bundle)
        .isEqualTo(-1);
    new MessageFormat(pattern, Locale.ROOT); // throws on a broken pattern
  }

  /** Returns the indexes of the values a pattern uses, outside quoted text. */
  private static Set<Integer> placeholders(String pattern) {
    String outside = pattern.replace("''", "").replaceAll("'[^']*'", "");
    Set<Integer> indexes = new TreeSet<>();
    Matcher matcher = PLACEHOLDER.matcher(outside);
    while (matcher.find()) {
      indexes.add(Integer.parseInt(matcher.group(1)));
    }
    return indexes;
  }

  /**
   * Returns the words of a text in lower case, values, option names ({@code --max-nodes}: typed as
   * they are in every language) and allowed names left out.
   */
  private static Set<String> words(String pattern) {
    Set<String> words = new TreeSet<>();
    Matcher matcher =
        WORD.matcher(pattern.replaceAll("\\{[^}]*}", " ").replaceAll("--\\p{L}[\\p{L}0-9-]*", " "));
    while (matcher.find()) {
      String word = matcher.group().toLowerCase(Locale.ROOT);
      if (!ALLOWED.contains(word)) {
        words.add(word);
      }
    }
    return words;
  }

  private static Path spanishOf(Path english) {
    return english.resolveSibling("Messages_es.properties");
  }

  private static Map<String, String> read(Path file) throws IOException {
    assertThat(file).as("the bundle %s", file).exists();
    Properties properties = new Properties();
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      properties.load(reader);
    }
    Map<String, String> texts = new TreeMap<>();
    properties.forEach((key, value) -> texts.put((String) key, (String) value));
    return texts;
  }
}
