package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.i18n.Language;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The page and its bundle agree: every key the page's HTML and scripts name is in the bundle (a
 * page would fail on a missing one), and every page key of the bundle is used (a text nobody shows
 * is a text nobody checks).
 */
class PageKeysTest {
  private static final Path WEB = Path.of("src/main/resources/web");

  /** A key named whole, in quotes: t('page.x'), data-text="page.x". */
  private static final Pattern WHOLE = Pattern.compile("['\"](page\\.[a-z][a-z.-]*[a-z])['\"]");

  /** A key made from a value: `page.value.${outcome}` names every key under page.value. */
  private static final Pattern MADE = Pattern.compile("`(page\\.[a-z.-]+\\.)\\$\\{");

  /** The keys the server itself reads. */
  private static final Set<String> SERVERS = Set.of("page.language.name");

  @Test
  void everyKeyThePageNamesIsInTheBundleAndEveryPageKeyIsUsed() throws IOException {
    Set<String> bundle =
        new TreeSet<>(
            PageTexts.MESSAGES.patterns(Language.ENGLISH).keySet().stream()
                .filter(key -> key.startsWith(PageTexts.PREFIX))
                .toList());
    Set<String> whole = new TreeSet<>();
    Set<String> made = new TreeSet<>();
    for (Path file : sources()) {
      String text = Files.readString(file);
      Matcher named = WHOLE.matcher(text);
      while (named.find()) {
        whole.add(named.group(1));
      }
      Matcher prefix = MADE.matcher(text);
      while (prefix.find()) {
        made.add(prefix.group(1));
      }
    }
    assertThat(whole).as("the page names some keys: the scan works").contains("page.status.drawn");
    assertThat(made).as("and makes some").contains("page.value.");

    List<String> missing =
        whole.stream()
            .filter(key -> !bundle.contains(key) && !bundle.contains(key + ".other"))
            .toList();
    assertThat(missing).as("keys the page names that the bundle lacks").isEmpty();
    List<String> unused =
        bundle.stream()
            .filter(key -> !SERVERS.contains(key) && !whole.contains(key))
            .filter(key -> !whole.contains(key.substring(0, key.lastIndexOf('.'))))
            .filter(key -> made.stream().noneMatch(key::startsWith))
            .toList();
    assertThat(unused).as("page keys no part of the page uses").isEmpty();
  }

  private static List<Path> sources() throws IOException {
    try (Stream<Path> files = Files.walk(WEB)) {
      return files
          .filter(file -> file.toString().endsWith(".js") || file.toString().endsWith(".html"))
          .sorted()
          .toList();
    }
  }
}
