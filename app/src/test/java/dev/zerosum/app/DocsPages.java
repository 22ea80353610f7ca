package dev.zerosum.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The pages of the documentation that the tests read: the README and every page of docs/. */
final class DocsPages {
  /** The root of the repository: tests run in app/. */
  static final Path ROOT = Path.of("..");

  /** The README, the front door. */
  static final Path README = ROOT.resolve("README.md");

  /** The folder of the pages the README links to. */
  static final Path DOCS = ROOT.resolve("docs");

  private DocsPages() {}

  /** Returns the README, then every Markdown page of docs/ in the order of their names. */
  static List<Path> all() {
    List<Path> pages = new ArrayList<>();
    pages.add(README);
    pages.addAll(docs());
    return pages;
  }

  /** Returns every Markdown page of docs/, in the order of their names. */
  static List<Path> docs() {
    try (Stream<Path> files = Files.list(DOCS)) {
      return files.filter(file -> file.toString().endsWith(".md")).sorted().toList();
    } catch (IOException unreadable) {
      throw new UncheckedIOException(unreadable);
    }
  }

  /** Returns the name a person finds the page by: README.md, docs/playing.md. */
  static String name(Path page) {
    return ROOT.relativize(page).toString().replace('\\', '/');
  }

  /** Returns the text of {@code page}. */
  static String read(Path page) {
    try {
      return Files.readString(page, StandardCharsets.UTF_8);
    } catch (IOException unreadable) {
      throw new UncheckedIOException(unreadable);
    }
  }
}
