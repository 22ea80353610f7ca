package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.BindException;
import java.net.UnknownHostException;
import java.nio.channels.UnresolvedAddressException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The help says each game's own values (issue 31: Connect Four's ranges were said for mnk and
 * gomoku, and 2 s for gomoku, whose engines think 1 s), and serve says why it cannot listen.
 */
class OptionHelpTest {
  /** Returns the help of {@code command}, its lines joined and its runs of spaces made one. */
  private static String help(String language, String command) {
    CommandRun run = CommandRun.of("", "--lang", language, command, "--help");
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run.out().replaceAll("\\s+", " ");
  }

  @ParameterizedTest(name = "{0} {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "en|play|--cols=W connect4: columns of the board, 4 to 12 (default 7); columns × (rows + 1)"
            + " at most 64 mnk, gomoku: columns of the board (n)",
        "en|play|--rows=H connect4: rows of the board, 4 to 15 (default 6); columns × (rows + 1) at"
            + " most 64 mnk, gomoku: rows of the board (m)",
        "en|play|--time=DURATION how long an engine may think about a move, like 2s or 500ms"
            + " (default 2s; gomoku 1s)",
        "es|play|(por omisión 2s; gomoku 1s)",
        "en|arena|(default 2s; gomoku 1s)",
        "en|serve|--time=DURATION the most an engine or an analysis may think for one request, like"
            + " 2s or 500ms, in every game (default 2s)",
        "es|serve|en todos los juegos (por omisión 2s)"
      })
  void eachGameIsHelpedWithItsOwnValues(String language, String command, String said) {
    assertThat(help(language, command)).contains(said);
  }

  static Stream<Arguments> failuresToListen() {
    return Stream.of(
        Arguments.of(new UnresolvedAddressException(), "the name is no address this machine"),
        Arguments.of(
            new RuntimeException(new UnknownHostException("nosuch.invalid")),
            "the name is no address this machine"),
        Arguments.of(
            new RuntimeException(new BindException("Address already in use")),
            "the port is in use; choose another with --port, or 0 for any free one"),
        Arguments.of(
            new BindException("Cannot assign requested address"),
            "this machine has no such address"),
        Arguments.of(new IllegalStateException(), "IllegalStateException"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("failuresToListen")
  void aServerThatCannotListenSaysWhyInWords(Throwable failure, String reason) {
    assertThat(ServeCommand.reason(failure)).startsWith(reason).doesNotContain("null");
  }
}
