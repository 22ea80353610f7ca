package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A client that leaves in the middle of its request is no failure of the server's: a line at debug
 * level (not shown), never an ERROR with a stack trace. What the server logs is caught from the
 * standard error, where slf4j-simple writes; a warning of Javalin's, for a body past the limit,
 * shows that the catching works.
 *
 * <p>It runs in the integration phase: it polls, in real time, for the server to read the end.
 */
@ExtendWith(WebFixture.class)
class ClientLeavesIT {

  @Test
  void aClientThatLeavesMidBodyIsNoError(Servers servers) throws Exception {
    PrintStream standardError = System.err;
    ByteArrayOutputStream logged = new ByteArrayOutputStream();
    try (WebServer server = servers.start(ServerSettings.standard())) {
      String host = "Host: 127.0.0.1:" + server.port();
      System.setErr(new PrintStream(logged, true, StandardCharsets.UTF_8));

      // A body of 20 KiB in chunks, which declares no length: read up to the limit, then refused.
      String chunk = ".".repeat(4096);
      StringBuilder chunked = new StringBuilder();
      for (int i = 0; i < 5; i++) {
        chunked
            .append(Integer.toHexString(chunk.length()))
            .append("\r\n")
            .append(chunk)
            .append("\r\n");
      }
      chunked.append("0\r\n\r\n");
      RawHttp.Answer tooLarge =
          RawHttp.send(
              server.port(),
              "POST /api/nim/view HTTP/1.1\r\n"
                  + host
                  + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
                  + "Connection: close\r\n\r\n"
                  + chunked);
      assertThat(tooLarge.status()).isEqualTo(413);

      try (Socket socket = new Socket("127.0.0.1", server.port())) {
        OutputStream out = socket.getOutputStream();
        out.write(
            ("POST /api/tictactoe/view HTTP/1.1\r\n"
                    + host
                    + "\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"pos")
                .getBytes(StandardCharsets.US_ASCII));
        out.flush();
      } // gone, 95 bytes short
      long giveUp = System.nanoTime() + Duration.ofSeconds(30).toNanos();
      while (server.requestsEndedEarly() == 0) {
        assertThat(System.nanoTime() - giveUp).as("the server reads the end").isNegative();
        Thread.sleep(10);
      }
    } finally {
      System.setErr(standardError);
    }
    String log = logged.toString(StandardCharsets.UTF_8);
    assertThat(log).as("the log is caught").contains("WARN");
    assertThat(log).as(log).doesNotContain("ERROR").doesNotContain("\tat ");
  }
}
