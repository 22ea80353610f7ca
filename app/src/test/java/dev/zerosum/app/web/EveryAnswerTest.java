package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every answer carries the server's headers, and every error is JSON that names the problem,
 * Jetty's own included: a request line it cannot read, an address or headers too long, a body that
 * ends early, one too large, JSON nested too deep.
 */
@ExtendWith(WebFixture.class)
class EveryAnswerTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static WebServer server;

  @BeforeAll
  static void start(WebServer shared) {
    server = shared;
  }

  private static String host() {
    return "Host: 127.0.0.1:" + server.port();
  }

  private static String post(String path, String body) {
    return RawHttp.request("POST", path, body, host(), "Content-Type: application/json");
  }

  /** One request and what its answer is: its status, and its type before any parameter. */
  record Case(String request, int status, String type) {}

  static Stream<Named<Case>> everyKindOfAnswer() {
    String deep = "{\"position\":" + "[".repeat(5_000) + "]".repeat(5_000) + "}";
    List<Named<Case>> cases = new ArrayList<>();
    cases.add(Named.of("the page", new Case(get("/"), 200, "text/html")));
    cases.add(Named.of("a script", new Case(get("/js/main.js"), 200, "text/javascript")));
    cases.add(Named.of("the style sheet", new Case(get("/style.css"), 200, "text/css")));
    cases.add(Named.of("the games", new Case(get("/api/games"), 200, "application/json")));
    cases.add(Named.of("the texts", new Case(get("/api/messages"), 200, "application/json")));
    cases.add(
        Named.of("a view", new Case(post("/api/tictactoe/view", "{}"), 200, "application/json")));
    cases.add(
        Named.of(
            "a move",
            new Case(
                post("/api/tictactoe/move", "{\"position\":\".........\",\"move\":\"5\"}"),
                200,
                "application/json")));
    cases.add(
        Named.of("malformed JSON", new Case(post("/api/nim/move", "{"), 400, "application/json")));
    cases.add(
        Named.of(
            "JSON nested 5,000 deep",
            new Case(post("/api/tictactoe/view", deep), 400, "application/json")));
    cases.add(
        Named.of(
            "a save file nested 5,000 deep",
            new Case(post("/api/load?name=deep.json", deep), 400, "application/json")));
    cases.add(Named.of("no such path", new Case(get("/nothing"), 404, "application/json")));
    cases.add(Named.of("a wrong method", new Case(get("/api/nim/move"), 405, "application/json")));
    cases.add(
        Named.of(
            "another host",
            new Case(
                RawHttp.request("GET", "/", null, "Host: rebound.example:" + server.port()),
                421,
                "application/json")));
    cases.add(
        Named.of(
            "another site's page",
            new Case(
                RawHttp.request("GET", "/api/games", null, host(), "Origin: http://evil.example"),
                403,
                "application/json")));
    cases.add(
        Named.of(
            "a text/plain body",
            new Case(
                RawHttp.request("POST", "/api/nim/view", "{}", host(), "Content-Type: text/plain"),
                415,
                "application/json")));
    cases.add(
        Named.of(
            "Jetty: a request line it cannot read",
            new Case("GARBAGE\r\n\r\n", 400, "application/json")));
    cases.add(
        Named.of(
            "Jetty: a broken escape in the path", new Case(get("/%zz"), 400, "application/json")));
    cases.add(
        Named.of(
            "Jetty: an address of 20,000 characters",
            new Case(get("/" + "a".repeat(20_000)), 414, "application/json")));
    cases.add(
        Named.of(
            "Jetty: headers of 20,000 characters",
            new Case(
                RawHttp.request("GET", "/", null, host(), "X-Long: " + "a".repeat(20_000)),
                431,
                "application/json")));
    cases.add(
        Named.of(
            "Jetty: a chunk it cannot read",
            new Case(
                "POST /api/nim/view HTTP/1.1\r\n"
                    + host()
                    + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + "ZZ\r\n",
                400,
                "application/json")));
    return cases.stream();
  }

  private static String get(String path) {
    return RawHttp.request("GET", path, null, host());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("everyKindOfAnswer")
  void everyAnswerCarriesTheHeadersAndEveryErrorIsJson(Case kind) throws Exception {
    RawHttp.Answer answer = RawHttp.send(server.port(), kind.request());
    assertThat(answer.status()).as(answer.body()).isEqualTo(kind.status());
    assertThat(answer.header("X-Content-Type-Options")).hasValue("nosniff");
    assertThat(answer.header("Content-Security-Policy"))
        .hasValueSatisfying(
            policy ->
                assertThat(policy)
                    .contains("default-src 'none'")
                    .contains("script-src 'self'")
                    .contains("style-src 'self'")
                    .contains("frame-ancestors 'none'")
                    .doesNotContain("unsafe"));
    assertThat(answer.header("X-Frame-Options")).hasValue("DENY");
    assertThat(answer.header("Referrer-Policy")).hasValue("no-referrer");
    assertThat(answer.header("Content-Type"))
        .as("the type, and the charset of its text")
        .hasValueSatisfying(
            type -> assertThat(type.replace(" ", "")).isEqualTo(kind.type() + ";charset=utf-8"));
    if (kind.status() >= 400) {
      JsonNode error = JSON.readTree(answer.body());
      assertThat(error.size()).isEqualTo(1);
      assertThat(error.get("error").asText()).isNotBlank().doesNotContain("Exception");
    }
  }

  @Test
  void jsonNestedPastTheParsersLimitIsSaidSo() throws Exception {
    String deep = "[".repeat(5_000) + "]".repeat(5_000);
    RawHttp.Answer answer = RawHttp.send(server.port(), post("/api/tictactoe/analyze", deep));
    assertThat(answer.status()).isEqualTo(400);
    assertThat(JSON.readTree(answer.body()).get("error").asText())
        .startsWith("the JSON goes past what the server reads: nested more than 1000 levels deep");
  }

  @Test
  void aDeclaredLengthPastTheLimitIsRefusedAtOnceWithoutContinue() throws Exception {
    RawHttp.Answer answer =
        RawHttp.send(
            server.port(),
            "POST /api/tictactoe/analyze HTTP/1.1\r\n"
                + host()
                + "\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n"
                + "Content-Length: 1000000000000\r\n\r\n");
    assertThat(answer.status())
        .as("413 is the first answer: no 100 Continue asks for a body that would not be read")
        .isEqualTo(413);
    assertThat(answer.header("Connection")).hasValue("close");
    assertThat(JSON.readTree(answer.body()).get("error").asText())
        .isEqualTo("the request body is larger than 16 KiB");
  }

  @Test
  void whatARequestSaidIsQuotedCutAndEscaped() throws Exception {
    String markup = "<img src=x onerror=alert(1)>";
    RawHttp.Answer tag =
        RawHttp.send(
            server.port(), post("/api/tictactoe/view", "{\"position\":\"" + markup + "\"}"));
    assertThat(tag.status()).isEqualTo(400);
    assertThat(tag.body())
        .as("no tag a browser could render")
        .doesNotContain("<")
        .contains("\\u003cimg");
    assertThat(JSON.readTree(tag.body()).get("error").asText())
        .as("the text a program reads is the same")
        .contains(markup);

    String longMove = "M".repeat(5_000);
    RawHttp.Answer cut =
        RawHttp.send(
            server.port(),
            post(
                "/api/tictactoe/move",
                "{\"position\":\".........\",\"move\":\"" + longMove + "\"}"));
    assertThat(JSON.readTree(cut.body()).get("error").asText())
        .startsWith("'MMMM")
        .contains("…' (5,000 characters) is not a move")
        .hasSizeLessThan(200);
    String longPosition = "X".repeat(5_000);
    RawHttp.Answer over =
        RawHttp.send(
            server.port(),
            post("/api/nim/analyze", "{\"position\":\"1,2\",\"" + longPosition + "\":1}"));
    assertThat(JSON.readTree(over.body()).get("error").asText())
        .as("a field's name, cut to 80 characters")
        .contains("X".repeat(80) + "…")
        .doesNotContain("X".repeat(81));

    RawHttp.Answer control =
        RawHttp.send(
            server.port(),
            post("/api/tictactoe/move", "{\"position\":\".........\",\"move\":\"a\\u0007\\nb\"}"));
    assertThat(JSON.readTree(control.body()).get("error").asText())
        .contains("a\\u0007\\nb")
        .doesNotContain("\u0007")
        .doesNotContain("\n");
  }
}
