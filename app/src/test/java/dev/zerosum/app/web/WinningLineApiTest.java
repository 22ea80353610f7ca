package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The winning line the API writes with a grid: {@code board.line}, empty while nobody has won. */
class WinningLineApiTest extends StandardServerTest {
  static Stream<Arguments> answers() {
    String emptyRow = ".".repeat(15);
    String gomoku =
        String.join(
            "/",
            Stream.concat(
                    Stream.of("XXXXX" + ".".repeat(10), "OOOO" + ".".repeat(11)),
                    Stream.generate(() -> emptyRow).limit(13))
                .toList());
    return Stream.of(
        Arguments.of(
            "tic-tac-toe going on", "/api/tictactoe/view", "{\"position\":\"XX.OO....\"}", "[]"),
        Arguments.of(
            "tic-tac-toe won across",
            "/api/tictactoe/move",
            "{\"position\":\"XX.OO....\",\"move\":\"3\"}",
            "[{\"row\":0,\"column\":0},{\"row\":0,\"column\":1},{\"row\":0,\"column\":2}]"),
        Arguments.of(
            "tic-tac-toe drawn", "/api/tictactoe/view", "{\"position\":\"XOXXOOOXX\"}", "[]"),
        Arguments.of(
            "Connect Four won up column 1",
            "/api/connect4/move",
            "{\"position\":\"121212\",\"move\":\"1\"}",
            "[{\"row\":2,\"column\":0},{\"row\":3,\"column\":0},{\"row\":4,\"column\":0},"
                + "{\"row\":5,\"column\":0}]"),
        Arguments.of(
            "gomoku won",
            "/api/gomoku/view",
            "{\"position\":\"" + gomoku + "\"}",
            "[{\"row\":0,\"column\":0},{\"row\":0,\"column\":1},{\"row\":0,\"column\":2},"
                + "{\"row\":0,\"column\":3},{\"row\":0,\"column\":4}]"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("answers")
  void writesTheLine(String what, String path, String body, String line) throws Exception {
    HttpResponse<String> answer = client.post(path, body);
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    JsonNode board = JSON.readTree(answer.body()).get("board");
    assertThat(board.get("line").toString()).as(what).isEqualTo(line);
  }
}
