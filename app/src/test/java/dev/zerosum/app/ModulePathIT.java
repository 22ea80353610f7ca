package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A library user on the module path: a module of its own that requires the core and registry jars
 * and finds Nim's module through its jar's service line. Every jar there is a named module (the
 * zerosum jars automatic ones, by their {@code Automatic-Module-Name}), where a resource bundle
 * cannot be read as on the class path: this checks the texts still come, in both languages, and
 * under a JVM whose own locale is neither.
 */
class ModulePathIT {
  private static final String VERSION = System.getProperty("zerosum.version");
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @TempDir Path folder;

  @Test
  void aModuleOfTheUsersOwnReadsTheGamesTextsInBothLanguages() throws Exception {
    String modulePath =
        String.join(
            java.io.File.pathSeparator,
            jar("core", "zerosum-core"),
            jar("registry", "zerosum-registry"),
            jar("games/nim", "zerosum-nim"));
    Path sources = Path.of("src/test/resources/dev/zerosum/app/modulepath");
    Path classes = folder.resolve("probe");
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int compiled =
        javac.run(
            null,
            null,
            null,
            "--release",
            "17",
            "--module-path",
            modulePath,
            "-d",
            classes.toString(),
            sources.resolve("module-info.java").toString(),
            sources.resolve("probe/Probe.java").toString());
    assertThat(compiled).as("the probe module compiles against the jars alone").isZero();

    List<String> lines =
        run(
            JAVA,
            "-Duser.language=de",
            "--module-path",
            modulePath + java.io.File.pathSeparator + classes,
            "--add-modules",
            "ALL-MODULE-PATH",
            "-m",
            "probe/probe.Probe");

    assertThat(lines)
        .containsExactly(
            "take any number from one pile; whoever cannot move loses (or, misère, wins)",
            "toma cuantos objetos quieras de un montón; quien no puede jugar pierde (o, en misère,"
                + " gana)",
            "juego desconocido 'chess'; se esperaba nim");
  }

  private static String jar(String module, String artifact) {
    Path jar = Path.of("..", module, "target", artifact + "-" + VERSION + ".jar");
    assertThat(jar).as("built by the reactor before the app's integration tests").exists();
    return jar.toString();
  }

  private List<String> run(String... command) throws IOException, InterruptedException {
    Path out = folder.resolve("out.txt");
    Path err = folder.resolve("err.txt");
    Process process =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start();
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the probe ends").isTrue();
    assertThat(process.exitValue())
        .as("exit code; standard error: %s", Files.readString(err, StandardCharsets.UTF_8))
        .isZero();
    return new ArrayList<>(Files.readAllLines(out, StandardCharsets.UTF_8));
  }
}
