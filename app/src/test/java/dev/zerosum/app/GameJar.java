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
 * A game's jar made as a developer of another project makes it: the take-away fixture's sources
 * (registry/src/test/java/dev/zerosum/registry/kit/takeaway) compiled against the core and registry
 * jars alone, packed with its texts and its line in {@code META-INF/services}.
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
    for (Path library : libraries) {
      assertThat(library).as("a library the game is compiled against (run package first)").exists();
    }
    Path classes = Files.createDirectories(work.resolve("classes"));
    List<String> arguments = new ArrayList<>(List.of("--release", "17", "-Xlint:all", "-d"));
    arguments.add(classes.toString());
    arguments.add("-classpath");
    arguments.add(String.join(File.pathSeparator, libraries.stream().map(Path::toString).toList()));
    List<Path> sources;
    try (Stream<Path> files = Files.list(repository.resolve(SOURCES))) {
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

    Path jar = work.resolve("takeaway.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      try (Stream<Path> files = Files.walk(classes)) {
        for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
          add(out, classes.relativize(file).toString().replace('\\', '/'), file);
        }
      }
      try (Stream<Path> files = Files.list(repository.resolve(TEXTS))) {
        for (Path file : files.sorted().toList()) {
          add(out, "dev/zerosum/registry/kit/takeaway/" + file.getFileName(), file);
        }
      }
      add(out, "META-INF/services/dev.zerosum.registry.GameModule", repository.resolve(SERVICES));
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
