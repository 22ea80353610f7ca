package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * A game's jar made as a developer of another project makes it: a fixture's sources (the take-away
 * game's, registry/src/test/java/dev/zerosum/registry/kit/takeaway, or Othello's beside it)
 * compiled against the core and registry jars alone, packed with its texts and its line in {@code
 * META-INF/services}.
 */
final class GameJar {
  /** Where the fixture's sources are, from the repository's root. */
  static final Path SOURCES = Path.of("registry/src/test/java/dev/zerosum/registry/kit/takeaway");

  /** Where its texts are, from the repository's root. */
  static final Path TEXTS =
      Path.of("registry/src/test/resources/dev/zerosum/registry/kit/takeaway");

  /** Its service line, from the repository's root. */
  static final Path SERVICES =
      Path.of("registry/src/test/resources/META-INF/services/dev.zerosum.registry.GameModule");

  private GameJar() {}

  /**
   * Compiles the fixture in {@code repository} against {@code libraries} into {@code work} and
   * returns the jar it makes there, {@code takeaway.jar}.
   */
  static Path takeAway(Path repository, List<Path> libraries, Path work) throws IOException {
    return fixture(
        repository, libraries, work, "takeaway", Files.readAllBytes(repository.resolve(SERVICES)));
  }

  /**
   * Compiles the Othello fixture in {@code repository} against {@code libraries} into {@code work}
   * and returns the jar it makes there, {@code othello.jar}, its services line written here (the
   * test-jar does not register it).
   */
  static Path othello(Path repository, List<Path> libraries, Path work) throws IOException {
    return fixture(
        repository,
        libraries,
        work,
        "othello",
        "dev.zerosum.registry.kit.othello.OthelloModule\n".getBytes(StandardCharsets.UTF_8));
  }

  private static Path fixture(
      Path repository, List<Path> libraries, Path work, String name, byte[] services)
      throws IOException {
    for (Path library : libraries) {
      assertThat(library).as("a library the game is compiled against (run package first)").exists();
    }
    Path classes = Files.createDirectories(work.resolve("classes"));
    List<String> arguments = new ArrayList<>(List.of("--release", "17", "-Xlint:all", "-d"));
    arguments.add(classes.toString());
    arguments.add("-classpath");
    arguments.add(String.join(File.pathSeparator, libraries.stream().map(Path::toString).toList()));
    List<Path> sources;
    try (Stream<Path> files = Files.list(repository.resolve(SOURCES).resolveSibling(name))) {
      sources = files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter said = new StringWriter();
    boolean compiled;
    try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
      compiled =
          javac
              .getTask(
                  said, files, null, arguments, null, files.getJavaFileObjectsFromPaths(sources))
              .call();
    }
    assertThat(compiled).as("javac %s said: %s", arguments, said).isTrue();
    assertThat(said.toString()).as("javac's warnings").isEmpty();

    Path jar = work.resolve(name + ".jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      try (Stream<Path> files = Files.walk(classes)) {
        for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
          add(out, classes.relativize(file).toString().replace('\\', '/'), file);
        }
      }
      try (Stream<Path> files = Files.list(repository.resolve(TEXTS).resolveSibling(name))) {
        for (Path file : files.sorted().toList()) {
          add(out, "dev/zerosum/registry/kit/" + name + "/" + file.getFileName(), file);
        }
      }
      out.putNextEntry(new JarEntry("META-INF/services/dev.zerosum.registry.GameModule"));
      out.write(services);
      out.closeEntry();
    }
    return jar;
  }

  /** Returns a jar whose services file names a module class that is nowhere. */
  static Path broken(Path work) throws IOException {
    Path jar = work.resolve("broken.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      out.putNextEntry(new JarEntry("META-INF/services/dev.zerosum.registry.GameModule"));
      out.write("com.example.MissingModule\n".getBytes(StandardCharsets.UTF_8));
      out.closeEntry();
    }
    return jar;
  }

  private static void add(JarOutputStream jar, String name, Path file) throws IOException {
    jar.putNextEntry(new JarEntry(name));
    jar.write(Files.readAllBytes(file));
    jar.closeEntry();
  }
}
