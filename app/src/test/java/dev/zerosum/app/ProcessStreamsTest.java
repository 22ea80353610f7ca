package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the command line does when its own streams fail it (issue 31): an output that cannot be
 * written (a full disk), a folder or a closed file as the standard input.
 */
class ProcessStreamsTest {

  /** Runs {@code args} with {@code in} as the standard input and {@code out} as the output. */
  private static CommandRun run(InputStream in, OutputStream out, String... args) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Console console =
        new Console(
            in,
            new WatchedOutput(out, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            false,
            Map.of());
    int code = Main.run(args, console);
    return new CommandRun(code, "", err.toString(StandardCharsets.UTF_8));
  }

  /** An output whose every write fails as the system said it. */
  private static OutputStream failing(String reason) {
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException(reason);
      }
    };
  }

  @ParameterizedTest(name = "{0}, {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "No space left on device|en|1|zerosum: cannot write the output: the disk is full",
        "No space left on device|es|1|zerosum: no se puede escribir la salida: el disco está lleno",
        "Input/output error|en|1|zerosum: cannot write the output: input/output error",
        "''|en|1|zerosum: cannot write the output: the system gave no reason",
        // The reader left (| head): what it wanted it read, and nothing is said.
        "Broken pipe|en|0|''"
      })
  void anOutputThatCannotBeWrittenFailsTheCommandAndSaysWhy(
      String reason, String language, int code, String message) {
    CommandRun run =
        run(
            InputStream.nullInputStream(),
            failing(reason),
            "--lang",
            language,
            "analyze",
            "tictactoe",
            "XO.X.....");

    assertThat(run.exitCode()).as(run.err()).isEqualTo(code);
    assertThat(run.err().strip()).isEqualTo(message);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"--version", "trace nim 1,2", "tree tictactoe XOXOX.... --format json"})
  void everyCommandsOutputIsChecked(String command) {
    CommandRun run =
        run(InputStream.nullInputStream(), failing("No space left on device"), command.split(" "));

    assertThat(run.exitCode()).as(run.err()).isEqualTo(Main.FAILURE);
    assertThat(run.err()).endsWith("zerosum: cannot write the output: the disk is full\n");
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "en|analyze tictactoe|zerosum analyze: the standard input is the folder /home; expected"
            + " text, or a terminal",
        "es|analyze tictactoe|zerosum analyze: la entrada estándar es la carpeta /home; se esperaba"
            + " texto, o un terminal",
        "en|play tictactoe --plain|zerosum play: the standard input is the folder /home; expected"
            + " text, or a terminal"
      })
  void aFolderAsTheStandardInputIsSaidInOneLine(String language, String command, String message) {
    String[] args = ("--lang " + language + " " + command).split(" ");
    CommandRun run =
        run(StandardInput.folder(Path.of("/home")), OutputStream.nullOutputStream(), args);

    assertThat(run.exitCode())
        .as("bad input, not a failure of the program")
        .isEqualTo(Main.BAD_INPUT);
    assertThat(run.err().lines()).as("one line, no exception's name").containsExactly(message);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "JAVA_HOME/lib/modules, true",
    "app/target/cds/usr_bin_java.jsa, true",
    "/tmp/positions.txt, false",
    "/dev/null, false"
  })
  void aClosedStandardInputIsKnownByTheFileTheJvmOpenedInItsPlace(String file, boolean ours) {
    String path = file.replace("JAVA_HOME", System.getProperty("java.home"));

    assertThat(StandardInput.isOurOwn(path)).isEqualTo(ours);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"0", "1"})
  void aJarOfTheClassPathIsOneOfOurOwn(int entry) {
    String[] classPath = System.getProperty("java.class.path").split(java.io.File.pathSeparator);
    assumeTrue(classPath.length > entry);

    assertThat(
            StandardInput.isOurOwn(
                Path.of(classPath[entry]).toAbsolutePath().normalize().toString()))
        .isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"''", "'XO.X.....\n'"})
  void anOrdinaryStandardInputIsReadAsItIs(String input) {
    CommandRun run =
        run(
            new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
            OutputStream.nullOutputStream(),
            "analyze",
            "tictactoe");

    assertThat(run.exitCode()).isEqualTo(input.isEmpty() ? Main.BAD_INPUT : 0);
  }
}
