package dev.zerosum.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The benchmarks and the experiments stay apart, and bench/README.md lists each of them: a class
 * with a {@code @Benchmark} method lives in {@code dev.zerosum.bench.jmh}, a program with a {@code
 * main} in {@code dev.zerosum.bench.experiments} (the results table, a tool of {@code bench/run},
 * is the one program shared), and every class a command of the documentation or a script names
 * exists.
 */
class BenchReadmeTest {
  private static final Path SOURCES = Path.of("src", "main", "java"); // tests run in bench/
  private static final Path PACKAGE = SOURCES.resolve(Path.of("dev", "zerosum", "bench"));
  private static final Path README = Path.of("README.md");
  private static final String JMH = "dev.zerosum.bench.jmh";
  private static final String EXPERIMENTS = "dev.zerosum.bench.experiments";
  private static final Set<String> SHARED_PROGRAMS = Set.of("dev.zerosum.bench.ResultsTable");

  /** A fully qualified name of a class of bench, as a command writes it. */
  private static final Pattern BENCH_CLASS =
      Pattern.compile("dev\\.zerosum\\.bench(?:\\.[a-z][a-z0-9]*)*\\.[A-Z][A-Za-z0-9]*");

  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

  /**
   * A class of bench's sources and what it is.
   *
   * @param name its fully qualified name
   * @param benchmark whether it has a JMH {@code @Benchmark} method
   * @param program whether it has a {@code main}
   */
  record BenchClass(String name, boolean benchmark, boolean program) {
    String packageName() {
      return name.substring(0, name.lastIndexOf('.'));
    }

    /** Its name below jmh or experiments, as the README's tables write it: connect4.X, or X. */
    String listedName(String root) {
      return name.substring(root.length() + 1);
    }

    @Override
    public String toString() {
      return name;
    }
  }

  static List<BenchClass> classes() throws IOException {
    List<BenchClass> classes = new ArrayList<>();
    try (Stream<Path> files = Files.walk(PACKAGE)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        String source = Files.readString(file, StandardCharsets.UTF_8);
        String relative = SOURCES.relativize(file).toString().replace('\\', '/');
        String name = relative.substring(0, relative.length() - ".java".length()).replace('/', '.');
        classes.add(
            new BenchClass(
                name,
                source.contains("@Benchmark\n") || source.contains("@Benchmark "),
                source.contains("static void main(String[] ")));
      }
    }
    return classes;
  }

  static Stream<BenchClass> benchmarks() throws IOException {
    return classes().stream().filter(BenchClass::benchmark);
  }

  static Stream<BenchClass> programs() throws IOException {
    return classes().stream()
        .filter(BenchClass::program)
        .filter(c -> !SHARED_PROGRAMS.contains(c.name()));
  }

  @Test
  void thereAreBenchmarksAndExperimentsToList() throws IOException {
    assertThat(benchmarks())
        .as("classes with @Benchmark, found in %s", PACKAGE)
        .hasSizeGreaterThan(5);
    assertThat(programs()).as("classes with a main, found in %s", PACKAGE).hasSizeGreaterThan(5);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("benchmarks")
  void aBenchmarkIsInTheJmhPackageAndListed(BenchClass benchmark) throws IOException {
    assertThat(benchmark.packageName()).as("the package of a JMH benchmark").isEqualTo(JMH);
    assertThat(benchmark.program()).as("a benchmark with a main: make it an experiment").isFalse();
    assertThat(readme())
        .as("bench/README.md lists %s in its table of benchmarks", benchmark)
        .contains("| `" + benchmark.listedName(JMH) + "` |");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void anExperimentIsInTheExperimentsPackageAndListed(BenchClass program) throws IOException {
    assertThat(program.packageName()).as("the package of a program").startsWith(EXPERIMENTS);
    assertThat(readme())
        .as("bench/README.md lists %s in its table of experiments", program)
        .contains("| `" + program.listedName(EXPERIMENTS) + "` |");
  }

  /** The documents and scripts whose commands name classes of bench. */
  static Stream<Path> documents() throws IOException {
    List<Path> documents = new ArrayList<>();
    documents.add(README);
    documents.add(Path.of("..", "README.md"));
    for (String script : List.of("run", "nim-analysis", "nim-batch", "startup")) {
      documents.add(Path.of(script));
    }
    try (Stream<Path> docs = Files.list(Path.of("..", "docs"))) {
      docs.filter(f -> f.toString().endsWith(".md")).sorted().forEach(documents::add);
    }
    return documents.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("documents")
  void everyClassADocumentNamesExists(Path document) throws IOException {
    Set<String> known = new TreeSet<>();
    classes().forEach(c -> known.add(c.name()));
    Matcher named = BENCH_CLASS.matcher(Files.readString(document, StandardCharsets.UTF_8));
    Set<String> missing = new TreeSet<>();
    while (named.find()) {
      if (!known.contains(named.group())) {
        missing.add(named.group());
      }
    }
    assertThat(missing).as("classes %s names that bench does not have", document).isEmpty();
  }

  @Test
  void everyRelativeLinkOfTheReadmeLeadsToAFile() throws IOException {
    Matcher link = LINK.matcher(readme());
    List<String> broken = new ArrayList<>();
    int links = 0;
    while (link.find()) {
      String target = link.group(1).replaceFirst("#.*", "");
      if (target.isEmpty() || target.contains("://")) {
        continue;
      }
      links++;
      if (!Files.exists(Path.of(target))) {
        broken.add(link.group(1));
      }
    }
    assertThat(links).as("relative links in bench/README.md").isPositive();
    assertThat(broken).as("links of bench/README.md to no file").isEmpty();
  }

  private static String readme() throws IOException {
    return Files.readString(README, StandardCharsets.UTF_8);
  }
}
