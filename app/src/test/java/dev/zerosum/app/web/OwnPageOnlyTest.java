package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Only the server's own page can use it: a request addressed to another host, sent from another
 * site's page, or whose body is not JSON is refused before anything answers it; {@link
 * ServerAccess} opens the server deliberately. {@code PORT} in a case is the server's port.
 */
@ExtendWith(WebFixture.class)
class OwnPageOnlyTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String VIEW = "{\"position\":\"....X....\"}";

  private static WebServer server;
  private static WebServer opened;

  @BeforeAll
  static void start(WebServer shared, Servers servers) {
    server = shared;
    opened =
        servers.start(
            ServerSettings.standard(),
            new ServerAccess(
                List.of("zerosum.test", "192.168.1.5:8080"), List.of("http://localhost:3000/")));
  }

  private static RawHttp.Answer view(WebServer to, String... headers) {
    return RawHttp.send(
        to.port(), RawHttp.request("POST", "/api/tictactoe/view", VIEW, headers(to, headers)));
  }

  /** Returns {@code headers}, {@code PORT} replaced by the server's port. */
  private static String[] headers(WebServer to, String... headers) {
    String[] filled = new String[headers.length];
    for (int i = 0; i < headers.length; i++) {
      filled[i] = headers[i].replace("PORT", Integer.toString(to.port()));
    }
    return filled;
  }

  @ParameterizedTest(name = "Host: {0}")
  @ValueSource(strings = {"127.0.0.1:PORT", "localhost:PORT", "LocalHost:PORT", "[::1]:PORT"})
  void theAddressItListensOnAndTheLoopbackNamesAreItsOwn(String host) {
    RawHttp.Answer answer =
        view(server, "Host: " + host, "Content-Type: application/json; charset=utf-8");
    assertThat(answer.status()).as(answer.body()).isEqualTo(200);
  }

  @ParameterizedTest(name = "Host: {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "rebound.example:PORT|not to rebound.example:PORT; to let it answer to that name too,"
            + " start it with --allow-host rebound.example",
        "rebound.example|not to rebound.example;",
        "127.0.0.1|not to 127.0.0.1;",
        "localhost:1|not to localhost:1;",
        "127.0.0.1.nip.io:PORT|not to 127.0.0.1.nip.io:PORT;",
        "Rebound.Example:PORT|not to Rebound.Example:PORT; to let it answer to that name too,"
            + " start it with --allow-host rebound.example"
      })
  void aRequestAddressedToAnotherHostIsRefused(String host, String message) throws Exception {
    RawHttp.Answer answer = view(server, "Host: " + host, "Content-Type: application/json");
    assertThat(answer.status()).as(answer.body()).isEqualTo(421);
    assertThat(JSON.readTree(answer.body()).get("error").asText())
        .startsWith(
            "this server answers requests addressed to 127.0.0.1:PORT, localhost:PORT,"
                    .replace("PORT", Integer.toString(server.port()))
                + " [::1]:"
                + server.port()
                + " only,")
        .contains(message.replace("PORT", Integer.toString(server.port())));
  }

  @ParameterizedTest(name = "Origin: {0}")
  @ValueSource(
      strings = {"http://evil.example", "null", "http://localhost:PORT", "http://127.0.0.1:1"})
  void aRequestFromAnotherSitesPageIsRefused(String origin) throws Exception {
    // http://localhost:PORT is another origin than the page's, http://127.0.0.1:PORT.
    RawHttp.Answer answer =
        view(server, "Host: 127.0.0.1:PORT", "Origin: " + origin, "Content-Type: application/json");
    assertThat(answer.status()).as(answer.body()).isEqualTo(403);
    assertThat(JSON.readTree(answer.body()).get("error").asText())
        .startsWith("this server takes requests from its own page only, not from a page of ");
    assertThat(answer.header("Access-Control-Allow-Origin")).isEmpty();
  }

  @ParameterizedTest(name = "Host: {0}, Origin: {1}")
  @CsvSource({"127.0.0.1:PORT, http://127.0.0.1:PORT", "localhost:PORT, http://localhost:PORT"})
  void thePagesOwnOriginIsTaken(String host, String origin) {
    RawHttp.Answer answer =
        view(server, "Host: " + host, "Origin: " + origin, "Content-Type: application/json");
    assertThat(answer.status()).as(answer.body()).isEqualTo(200);
    assertThat(answer.header("Access-Control-Allow-Origin"))
        .as("its own page needs no CORS")
        .isEmpty();
  }

  @ParameterizedTest(name = "Content-Type: {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "text/plain|not text/plain",
        "text/plain;charset=UTF-8|not text/plain;charset=utf-8",
        "application/x-www-form-urlencoded|not application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x|not multipart/form-data; boundary=x",
        "application/jsonp|not application/jsonp"
      })
  void aBodyThatIsNotJsonIsRefused(String type, String message) throws Exception {
    RawHttp.Answer answer = view(server, "Host: 127.0.0.1:PORT", "Content-Type: " + type);
    assertThat(answer.status()).as(answer.body()).isEqualTo(415);
    assertThat(JSON.readTree(answer.body()).get("error").asText())
        .isEqualTo("the body must be JSON, sent as Content-Type: application/json, " + message);
  }

  @Test
  void aBodyOfNoTypeIsRefused() throws Exception {
    RawHttp.Answer answer = view(server, "Host: 127.0.0.1:PORT");
    assertThat(answer.status()).isEqualTo(415);
    assertThat(JSON.readTree(answer.body()).get("error").asText()).endsWith("names no type");
  }

  @Test
  void anAllowedOriginMayCallAndReadTheAnswers() {
    RawHttp.Answer answer =
        view(
            opened,
            "Host: 127.0.0.1:PORT",
            "Origin: http://localhost:3000",
            "Content-Type: application/json");
    assertThat(answer.status()).as(answer.body()).isEqualTo(200);
    assertThat(answer.header("Access-Control-Allow-Origin")).hasValue("http://localhost:3000");
    assertThat(answer.headers("Vary")).contains("Origin", "Accept-Language");

    RawHttp.Answer preflight =
        RawHttp.send(
            opened.port(),
            RawHttp.request(
                "OPTIONS",
                "/api/tictactoe/move",
                null,
                headers(
                    opened,
                    "Host: 127.0.0.1:PORT",
                    "Origin: http://localhost:3000",
                    "Access-Control-Request-Method: POST",
                    "Access-Control-Request-Headers: content-type")));
    assertThat(preflight.status()).isEqualTo(204);
    assertThat(preflight.header("Access-Control-Allow-Origin")).hasValue("http://localhost:3000");
    assertThat(preflight.header("Access-Control-Allow-Methods")).hasValue("GET, POST");
    assertThat(preflight.header("Access-Control-Allow-Headers")).hasValue("Content-Type");

    RawHttp.Answer other =
        view(
            opened,
            "Host: 127.0.0.1:PORT",
            "Origin: http://localhost:3001",
            "Content-Type: application/json");
    assertThat(other.status()).as("only the origin allowed").isEqualTo(403);
  }

  @ParameterizedTest(name = "Host: {0} is {1}")
  @CsvSource({
    "zerosum.test, 200",
    "zerosum.test:PORT, 200",
    "zerosum.test:443, 200",
    "192.168.1.5:8080, 200",
    "192.168.1.5, 421",
    "192.168.1.5:PORT, 421",
    "other.test:PORT, 421"
  })
  void anAllowedHostIsAnsweredOnItsPortOrAnyWhenItNamesNone(String host, int status) {
    RawHttp.Answer answer = view(opened, "Host: " + host, "Content-Type: application/json");
    assertThat(answer.status()).as(answer.body()).isEqualTo(status);
  }

  @Test
  void theServerOpenedToOthersIsStillItsOwnPagesToo() {
    RawHttp.Answer answer =
        view(
            opened,
            "Host: localhost:PORT",
            "Origin: http://localhost:PORT",
            "Content-Type: application/json");
    assertThat(answer.status()).as(answer.body()).isEqualTo(200);
  }
}
