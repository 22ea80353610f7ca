package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's class-data archive serves every way of running it. The JVM maps an archive only
 * for the class path it was made with, written the same: one made by {@code ./zerosum} was refused,
 * silently, when the launcher ran as {@code /path/to/zerosum} or from another folder (issue 31).
 */
class LauncherArchiveIT {
  private static final Path REPOSITORY =
      Path.of(System.getProperty("zerosum.repository", "..")).toAbsolutePath().normalize();

  private static final String PREPARING = "preparing a class-data-sharing archive";

  /**
   * Runs the launcher as {@code launcher} in {@code folder}, its JVM asked to check the archive it
   * is given and stop ({@code -XX:+PrintSharedArchiveAndExit}); returns both outputs.
   */
  private static String run(Path folder, String launcher) throws Exception {
    return run(folder, launcher, true);
  }

  /** Runs the launcher; with {@code check}, its JVM only checks the archive and stops. */
  private static String run(Path folder, String launcher, boolean check) throws Exception {
    Path out = Files.createTempFile("launcher", ".out");
    try {
      ProcessBuilder builder =
          new ProcessBuilder(launcher, "--version")
              .directory(folder.toFile())
              .redirectErrorStream(true)
              .redirectOutput(out.toFile());
      builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
      builder.environment().put("LC_ALL", "C.UTF-8");
      if (check) {
        builder.environment().put("JAVA_TOOL_OPTIONS", "-XX:+PrintSharedArchiveAndExit");
      } else {
        builder.environment().remove("JAVA_TOOL_OPTIONS");
      }
      builder.environment().remove("ZEROSUM_CDS");
      Process process = builder.start();
      process.getOutputStream().close();
      assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("%s ends", launcher).isTrue();
      return Files.readString(out);
    } finally {
      Files.delete(out);
    }
  }

  @Test
  void everySpellingOfTheLauncherMapsTheOneArchive(@TempDir Path elsewhere) throws Exception {
    run(REPOSITORY, "./zerosum", false); // makes the archive when this build has none yet

    for (String[] way :
        new String[][] {
          {"by its absolute path, from another folder", elsewhere.toString(), "ABSOLUTE"},
          {"through '..'", REPOSITORY.resolve("app").toString(), "../zerosum"},
          {"as it was made", REPOSITORY.toString(), "./zerosum"}
        }) {
      String launcher =
          way[2].equals("ABSOLUTE") ? REPOSITORY.resolve("zerosum").toString() : way[2];
      assertThat(run(Path.of(way[1]), launcher))
          .as(way[0])
          .doesNotContain(PREPARING)
          .contains("archive is valid") // the JVM's own words: it maps this archive
          .doesNotContain("Unable to use shared archive");
    }
    assertThat(marks())
        .as("the archive is marked with the jar as the JVM is given it: absolute, no . or ..")
        .anySatisfy(
            mark ->
                assertThat(mark)
                    .element(1)
                    .isEqualTo(REPOSITORY.resolve("app/target/zerosum.jar").toString()));
  }

  private static List<List<String>> marks() throws IOException {
    try (Stream<Path> files = Files.list(REPOSITORY.resolve("app/target/cds"))) {
      return files
          .filter(file -> file.toString().endsWith(".jsa.made"))
          .map(
              file -> {
                try {
                  return Files.readAllLines(file);
                } catch (IOException unreadable) {
                  throw new java.io.UncheckedIOException(unreadable);
                }
              })
          .toList();
    }
  }
}
