package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game from another project, played from its jar alone: the take-away fixture compiled against
 * the core and registry jars only ({@link GameJar}), put on the class path beside the shaded jar
 * ({@code java -cp zerosum.jar:takeaway.jar dev.zerosum.app.Main}), and given to the launcher in
 * {@code ZEROSUM_GAMES}. Every front end plays it. Failsafe runs it after {@code package} and says
 * where the jars are.
 */
class ThirdPartyGameIT {
  private static final Path REPOSITORY = Path.of(System.getProperty("zerosum.repository", ".."));
  private static final Path APP_JAR =
      Path.of(System.getProperty("zerosum.jar", "target/zerosum.jar"));
  private static final String JAVA_HOME = System.getProperty("java.home");
  private static final String JAVA = Path.of(JAVA_HOME, "bin", "java").toString();
  private static final String MAIN = "dev.zerosum.app.Main";
  private static final ObjectMapper JSON = new ObjectMapper();

  // The commands docs/adding-a-game.md shows, each run here.
  private static final List<String> HELP = List.of("--help");
  private static final List<String> ANALYZE = List.of("analyze", "takeaway", "10");
  private static final List<String> TRACE =
      List.of("trace", "takeaway", "3", "--algorithm", "alphabeta");
  private static final List<String> TREE = List.of("tree", "takeaway", "4", "--format", "json");
  private static final List<String> PLAY =
      List.of(
          "play",
          "takeaway",
          "--first",
          "perfect",
          "--second",
          "random",
          "--games",
          "1",
          "--seed",
          "1",
          "--plain");
  private static final List<String> SERVE = List.of("serve", "--port", "0");

  @TempDir static Path work;
  private static Path gameJar;
  private static String classPath;

  @BeforeAll
  static void makeTheGamesJar() throws IOException {
    List<Path> libraries =
        List.of(
            Path.of(System.getProperty("zerosum.core.jar", "")),
            Path.of(System.getProperty("zerosum.registry.jar", "")));
    gameJar =
        GameJar.takeAway(REPOSITORY, libraries, Files.createDirectories(work.resolve("game")));
    classPath = APP_JAR + File.pathSeparator + gameJar;
  }

  @Test
  void theHelpListsItInBothLanguagesWithItsOption() throws Exception {
    assertThat(java(HELP).succeeded())
        .contains("takeaway: take 1 to 3 from a pile; whoever takes the last one wins");
    assertThat(java(List.of("--lang", "es", "--help")).succeeded())
        .as("the texts of the bundle inside the game's jar")
        .contains("takeaway: quita de 1 a 3 de un montón; gana quien se lleva el último");
    assertThat(java(List.of("play", "--help")).succeeded())
        .contains("--pile=N")
        .contains("takeaway: objects at the start");
  }

  @Test
  void analysesTracesAndDrawsIt() throws Exception {
    assertThat(java(ANALYZE).succeeded())
        .startsWith("10: first to move, win in 5\n")
        .as("taking 2 leaves a multiple of 4")
        .contains("best: 2\n");
    assertThat(java(TRACE).succeeded()).contains("Alpha-beta on takeaway 3");
    JsonNode tree = JSON.readTree(java(TREE).succeeded());
    assertThat(tree.isObject()).as("a tree as JSON").isTrue();
  }

  @Test
  void playsItMachineAgainstMachine() throws Exception {
    assertThat(java(PLAY).succeeded())
        .as("10 is a win for the first player, and perfect keeps it")
        .contains("Game 1: first (perfect) wins.");
  }

  @Test
  void theServerOffersIt() throws Exception {
    Path err = work.resolve("serve.err");
    Process server = new ProcessBuilder(command(SERVE)).redirectError(err.toFile()).start();
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))) {
      server.getOutputStream().close();
      String announcement = out.readLine();
      Matcher address =
          Pattern.compile("open (http://\\S+) ").matcher(announcement == null ? "" : announcement);
      assertThat(address.find())
          .as(
              "serve --port 0 says where it listens; it said %s, and %s",
              announcement, Files.readString(err))
          .isTrue();
      HttpResponse<String> games =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create(address.group(1)).resolve("api/games")).build(),
                  HttpResponse.BodyHandlers.ofString());
      List<String> names = new ArrayList<>();
      JSON.readTree(games.body())
          .path("games")
          .forEach(game -> names.add(game.path("name").asText()));
      assertThat(names).as("the games the API offers").contains("tictactoe", "takeaway");
    } finally {
      server.destroy();
      if (!server.waitFor(30, TimeUnit.SECONDS)) {
        server.destroyForcibly().waitFor();
      }
    }
  }

  @Test
  void theLauncherTakesItFromAFolderOrAsAJar() throws Exception {
    Path folder = Files.createDirectories(work.resolve("games"));
    Files.copy(gameJar, folder.resolve("takeaway.jar"));
    for (Path games : List.of(folder, gameJar)) {
      Run run =
          Run.of(
              launcher(ANALYZE), Map.of("ZEROSUM_GAMES", games.toString(), "JAVA_HOME", JAVA_HOME));
      assertThat(run.err())
          .as("the launcher builds nothing: package made the jar")
          .doesNotContain("building");
      assertThat(run.succeeded()).startsWith("10: first to move, win in 5\n");
    }
    Run none =
        Run.of(
            launcher(HELP),
            Map.of("ZEROSUM_GAMES", work.resolve("nowhere").toString(), "JAVA_HOME", JAVA_HOME));
    assertThat(none.exitCode()).isEqualTo(2);
    assertThat(none.err())
        .contains(
            "ZEROSUM_GAMES names "
                + work.resolve("nowhere")
                + ", which is neither a jar nor a folder");
  }

  /**
   * The class-data-sharing archive the launcher made for the app's jar alone still maps with a
   * game's jar after it on the class path: {@code -Xshare:on} fails where it would not.
   */
  @Test
  void theLaunchersArchiveMapsWithAGameAfterTheAppsJar() throws Exception {
    Run.of(launcher(List.of("--version")), Map.of("JAVA_HOME", JAVA_HOME)).succeeded();
    Path cds = APP_JAR.resolveSibling("cds");
    String name = Path.of(JAVA_HOME, "bin", "java").toString().substring(1).replace('/', '_');
    assumeThat(cds.resolve(name + ".jsa.failed"))
        .as("this JVM could not make an archive, and the launcher runs without one")
        .doesNotExist();
    Path archive = cds.resolve(name + ".jsa");
    assertThat(archive).as("the launcher's archive for this JDK").exists();
    List<String> command =
        new ArrayList<>(List.of(JAVA, "-Xshare:on", "-XX:SharedArchiveFile=" + archive));
    command.addAll(command(ANALYZE).subList(1, command(ANALYZE).size()));
    Run mapped = Run.of(command, Map.of());
    assertThat(mapped.succeeded()).startsWith("10: first to move, win in 5\n");
  }

  /**
   * Othello, compiled from its sources against the two library jars alone, is analysed and played
   * from its own jar: its forced pass is a move of the terminal too.
   */
  @Test
  void othelloFromItsOwnJarAnalysesAForcedPass() throws Exception {
    Path othello =
        GameJar.othello(
            REPOSITORY,
            List.of(
                Path.of(System.getProperty("zerosum.core.jar", "")),
                Path.of(System.getProperty("zerosum.registry.jar", ""))),
            Files.createDirectories(work.resolve("othello")));
    String classes = APP_JAR + File.pathSeparator + othello;
    Run analysis =
        Run.of(
            List.of(
                JAVA,
                "-cp",
                classes,
                MAIN,
                "analyze",
                "othello",
                "BBBWWW/.BWWWW/BBWWWW/.BWBWW/BBWWBB/WWWWWB B",
                "--time",
                "1s"),
            Map.of());
    assertThat(analysis.succeeded())
        .as("black can place no disc: its one move is the pass")
        .contains("  a b c d e f\n")
        .containsPattern("\npass  ");
    Run game =
        Run.of(
            List.of(
                JAVA,
                "-cp",
                classes,
                MAIN,
                "play",
                "othello",
                "--first",
                "random",
                "--second",
                "heuristic",
                "--games",
                "1",
                "--seed",
                "1",
                "--plain"),
            Map.of());
    assertThat(game.succeeded()).contains("Game 1: ");
  }

  @Test
  void aJarWhoseModuleIsMissingIsNamedAndTheOtherGamesStillRun() throws Exception {
    Path broken = GameJar.broken(Files.createDirectories(work.resolve("broken")));
    Run run =
        Run.of(
            List.of(JAVA, "-cp", APP_JAR + File.pathSeparator + broken, MAIN, "--help"), Map.of());
    assertThat(run.exitCode())
        .as("the broken game is left out, the others help: %s", run.err())
        .isZero();
    assertThat(run.err())
        .startsWith(
            "zerosum: a game module listed in META-INF/services/dev.zerosum.registry.GameModule in "
                + broken
                + " cannot be loaded: ")
        .contains("com.example.MissingModule")
        .doesNotContain("\tat ");
    assertThat(run.out())
        .as("the built-in games are offered")
        .contains("tictactoe (or tic-tac-toe, ttt): three in a row");
  }

  @Test
  void theGuideShowsTheseCommandsAndWhatTheyPrint() throws Exception {
    String guide = Files.readString(REPOSITORY.resolve("docs/adding-a-game.md"));
    for (List<String> args : List.of(HELP, ANALYZE, TRACE, TREE, PLAY, SERVE)) {
      assertThat(guide)
          .contains(
              "$ java -cp app/target/zerosum.jar:takeaway.jar "
                  + MAIN
                  + " "
                  + String.join(" ", args)
                  + "\n");
    }
    assertThat(guide)
        .contains(
            "$ ZEROSUM_GAMES=~/games ./zerosum "
                + String.join(" ", ANALYZE)
                + "\n"
                + java(ANALYZE).succeeded().strip()
                + "\n```");
  }

  private static List<String> command(List<String> args) {
    List<String> command = new ArrayList<>(List.of(JAVA, "-cp", classPath, MAIN));
    command.addAll(args);
    return command;
  }

  private static List<String> launcher(List<String> args) {
    List<String> command = new ArrayList<>(List.of(REPOSITORY.resolve("zerosum").toString()));
    command.addAll(args);
    return command;
  }

  private static Run java(List<String> args) throws IOException, InterruptedException {
    return Run.of(command(args), Map.of());
  }

  /**
   * One run of a command with no input, to its end, in English whatever the machine's locale.
   *
   * @param exitCode its exit code
   * @param out its standard output
   * @param err its standard error
   */
  private record Run(int exitCode, String out, String err) {
    static Run of(List<String> command, Map<String, String> environment)
        throws IOException, InterruptedException {
      Path out = Files.createTempFile(work, "out", ".txt");
      Path err = Files.createTempFile(work, "err", ".txt");
      ProcessBuilder builder =
          new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
      builder
          .environment()
          .keySet()
          .removeIf(name -> name.startsWith("LC_") || name.equals("LANG"));
      builder.environment().put("LC_ALL", "C.UTF-8");
      builder.environment().putAll(environment);
      Process process = builder.start();
      process.getOutputStream().close();
      if (!process.waitFor(5, TimeUnit.MINUTES)) {
        process.destroyForcibly().waitFor();
        throw new AssertionError(command + " did not end within 5 minutes");
      }
      return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** Returns the standard output, after checking that the command succeeded. */
    String succeeded() {
      assertThat(exitCode).as("exit code; standard error: %s", err).isZero();
      return out;
    }
  }
}
