package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the shaded jar, {@code app/target/zerosum.jar}, the way a user does ({@code java -jar}), so
 * that a packaging mistake (a class left out, a services file of one dependency hiding another's, a
 * wrong main class) fails the build. Failsafe runs it in {@code verify}, after the jar is made, and
 * says where the jar is in the {@code zerosum.jar} property.
 */
class ShadedJarIT {
  private static final Path JAR = Path.of(System.getProperty("zerosum.jar", "target/zerosum.jar"));
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();
  private static final String SERVICES = "META-INF/services/";
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path folder;

  @Test
  void printsTheVersionOfTheBuild() throws Exception {
    JarRun run = JarRun.of(folder, "--version");

    assertThat(run.exitCode()).as("exit code; standard error: %s", run.err()).isZero();
    assertThat(run.out())
        .as("the version comes from the jar's manifest, which the shade plugin writes")
        .isEqualTo("zerosum " + System.getProperty("zerosum.version") + System.lineSeparator());
  }

  @Test
  void analyzesANimPositionAsJson() throws Exception {
    JarRun run = JarRun.of(folder, "analyze", "nim", "3,4,5", "--format", "json");

    assertThat(run.exitCode()).as("exit code; standard error: %s", run.err()).isZero();
    JsonNode analysis = JSON.readTree(run.out());
    assertThat(analysis.path("game").asText()).isEqualTo("nim");
    assertThat(analysis.path("outcome").asText())
        .as("the nim-sum 3 ^ 4 ^ 5 = 2 is not zero: the player to move wins")
        .isEqualTo("win");
    assertThat(analysis.path("best").toString())
        .as("only taking 2 from pile A (3 -> 1) makes the nim-sum zero")
        .isEqualTo("[\"A-2\"]");
    assertThat(analysis.path("moves").size())
        .as("one entry per legal move: 3 + 4 + 5 ways to take from the piles")
        .isEqualTo(12);
  }

  @Test
  void servesTheGamesOnAFreePortAndStopsOnRequest() throws Exception {
    Path err = folder.resolve("serve.err");
    Process server =
        new ProcessBuilder(JAVA, "-jar", JAR.toString(), "serve", "--port", "0")
            .redirectError(err.toFile())
            .start();
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))) {
      server.getOutputStream().close();
      String announcement = out.readLine();
      Matcher address =
          Pattern.compile("open (http://\\S+) ").matcher(announcement == null ? "" : announcement);
      assertThat(address.find())
          .as(
              "serve --port 0 prints the address it listens on; it said %s, and %s",
              announcement, Files.readString(err))
          .isTrue();

      HttpResponse<String> games = get(URI.create(address.group(1)).resolve("api/games"));
      assertThat(games.statusCode()).as("GET /api/games: %s", games.body()).isEqualTo(200);
      List<String> names = new ArrayList<>();
      JSON.readTree(games.body())
          .path("games")
          .forEach(game -> names.add(game.path("name").asText()));
      assertThat(names).as("the games the API offers").contains("tictactoe", "nim");

      // SIGTERM, through the handle: Process.destroy() would also close the output we read.
      server.toHandle().destroy();
      String rest = out.lines().collect(Collectors.joining("\n"));
      assertThat(rest).as("what serve says when it is stopped").contains("zerosum serve: stopped");
    } finally {
      server.destroyForcibly();
      server.waitFor();
    }
    assertThat(Files.readString(err))
        .as("slf4j finds its provider through META-INF/services in the shaded jar")
        .doesNotContain("No SLF4J providers");
  }

  /**
   * Every provider that a dependency registers in {@code META-INF/services}, and whose class the
   * shaded jar holds, must be registered in the shaded jar too: without merging, the shade plugin
   * keeps one dependency's file of a service and drops the others' (Jetty's webapp configurations,
   * and any jar that adds a game module, register under one service name).
   */
  @Test
  void registersEveryServiceProviderOfEveryDependency() throws IOException {
    try (JarFile jar = new JarFile(JAR.toFile())) {
      Set<String> classes =
          jar.stream()
              .map(JarEntry::getName)
              .filter(name -> name.endsWith(".class"))
              .collect(Collectors.toSet());
      List<String> unregistered = new ArrayList<>();
      for (JarEntry entry : Collections.list(jar.entries())) {
        String name = entry.getName();
        String service = name.startsWith(SERVICES) ? name.substring(SERVICES.length()) : "";
        if (entry.isDirectory() || service.isEmpty() || service.contains("/")) {
          continue;
        }
        Set<String> registered = providers(jar.getInputStream(entry));
        for (URL source : Collections.list(getClass().getClassLoader().getResources(name))) {
          try (InputStream in = source.openStream()) {
            for (String provider : providers(in)) {
              boolean shaded = classes.contains(provider.replace('.', '/') + ".class");
              if (shaded && !registered.contains(provider)) {
                unregistered.add(name + ": " + provider + " (from " + source + ")");
              }
            }
          }
        }
      }
      assertThat(unregistered)
          .as("providers in the jar that its services files do not list")
          .isEmpty();
    }
  }

  /** Returns the class names a services file lists: one a line, {@code #} starts a comment. */
  private static Set<String> providers(InputStream file) throws IOException {
    Set<String> names = new TreeSet<>();
    String text = new String(file.readAllBytes(), StandardCharsets.UTF_8);
    for (String line : text.split("\n")) {
      String name = line.replaceAll("#.*", "").strip();
      if (!name.isEmpty()) {
        names.add(name);
      }
    }
    return names;
  }

  private static HttpResponse<String> get(URI uri) throws IOException, InterruptedException {
    return HttpClient.newHttpClient()
        .send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.ofString());
  }

  /**
   * One run of {@code java -jar zerosum.jar args...} with no input, to its end.
   *
   * @param exitCode the process's exit code
   * @param out its standard output
   * @param err its standard error
   */
  private record JarRun(int exitCode, String out, String err) {
    static JarRun of(Path folder, String... args) throws IOException, InterruptedException {
      List<String> command = new ArrayList<>(List.of(JAVA, "-jar", JAR.toString()));
      command.addAll(List.of(args));
      Path out = Files.createTempFile(folder, "out", ".txt");
      Path err = Files.createTempFile(folder, "err", ".txt");
      Process process =
          new ProcessBuilder(command)
              .redirectOutput(out.toFile())
              .redirectError(err.toFile())
              .start();
      process.getOutputStream().close();
      int exitCode = process.waitFor();
      return new JarRun(exitCode, Files.readString(out), Files.readString(err));
    }
  }
}
