package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The README stays a front door and the pages of docs/ stay findable: the README is short, links
 * every page of docs/, and no relative link of the README or of a page leads nowhere.
 */
class DocsLinksTest {
  /** The most lines the README may have: what zerosum is, a tour, the map, links. */
  static final int README_MAX_LINES = 160;

  /** A Markdown link or image: {@code [text](target)} or {@code ![alt](target)}. */
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

  @Test
  void theReadmeIsShort() {
    long lines = DocsPages.read(DocsPages.README).lines().count();
    assertThat(lines)
        .as("README.md has %d lines; move the detail to a page of docs/ and link it", lines)
        .isLessThanOrEqualTo(README_MAX_LINES);
  }

  static List<Path> docsPages() {
    return DocsPages.docs();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("docsPages")
  void theReadmeLinksEveryPageOfDocs(Path page) {
    assertThat(targets(DocsPages.README))
        .as("README.md links %s", DocsPages.name(page))
        .contains(DocsPages.name(page));
  }

  static List<Path> pages() {
    return DocsPages.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("pages")
  void everyRelativeLinkLeadsToAFile(Path page) {
    Path folder = page.getParent();
    List<String> broken = new ArrayList<>();
    for (String target : targets(page)) {
      Path file = folder.resolve(target).normalize();
      if (!Files.exists(file)) {
        broken.add(target);
      }
    }
    assertThat(broken).as("links of %s to no file", DocsPages.name(page)).isEmpty();
  }

  @Test
  void theLinksAreFound() {
    assertThat(targets(DocsPages.README)).contains("docs/tutorial.md", "docs/tutorial.es.md");
  }

  /**
   * Returns the relative targets of the links of {@code page}, without their {@code #anchor}: the
   * links to a web address or to a place in the same page are not files of the repository.
   */
  private static List<String> targets(Path page) {
    List<String> targets = new ArrayList<>();
    Matcher link = LINK.matcher(withoutCode(DocsPages.read(page)));
    while (link.find()) {
      String target = link.group(1).replaceFirst("#.*", "");
      if (!target.isEmpty() && !target.contains("://") && !target.startsWith("mailto:")) {
        targets.add(target);
      }
    }
    return targets;
  }

  /** Returns {@code markdown} without its fenced blocks, whose brackets are code, not links. */
  private static String withoutCode(String markdown) {
    StringBuilder text = new StringBuilder();
    boolean inBlock = false;
    for (String line : markdown.split("\n", -1)) {
      if (line.startsWith("```")) {
        inBlock = !inBlock;
      } else if (!inBlock) {
        text.append(line).append('\n');
      }
    }
    return text.toString();
  }
}
