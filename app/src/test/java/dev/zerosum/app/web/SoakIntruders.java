package dev.zerosum.app.web;

import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Random;

/**
 * The soak's clients that misbehave, over raw sockets: a request for another host's name (DNS
 * rebinding), a POST from another site's page, a body that is not JSON, a client that leaves in the
 * middle of its body or of its search, and one that sends its body a byte at a time. Each must get
 * its refusal in JSON (or, slow, its answer), and none may cost the server more than its own
 * request.
 */
final class SoakIntruders {
  /** One misbehaviour that gets an answer: its name in the report, its status, its headers. */
  private record Intrusion(String name, int status, String path, String... headers) {}

  private static final String VIEW = "{\"position\":\"3,4,5\"}";

  private static final String JSON = "Content-Type: application/json";

  /** The kinds of intrusion: the four answered, and the two that leave. */
  static final int KINDS = 6;

  /** A search that takes the server's whole time unless its client leaves. */
  private static final String LONG_SEARCH = "{}";

  private final int port;
  private final String host;
  private final SoakTally tally;
  private final Duration perByte;
  private final List<Intrusion> answered;

  /**
   * Makes the intruders of a soak of {@code server}, the slow one pausing {@code perByte} between
   * the bytes of its body.
   */
  SoakIntruders(URI server, SoakTally tally, Duration perByte) {
    this.port = server.getPort();
    this.host = "Host: 127.0.0.1:" + port;
    this.tally = tally;
    this.perByte = perByte;
    String json = JSON;
    this.answered =
        List.of(
            new Intrusion(
                "intruder: foreign Host", 421, "/api/nim/view", "Host: zerosum.example.com", json),
            new Intrusion(
                "intruder: foreign Origin",
                403,
                "/api/nim/analyze",
                host,
                json,
                "Origin: https://elsewhere.example"),
            new Intrusion(
                "intruder: text/plain body",
                415,
                "/api/nim/analyze",
                host,
                "Content-Type: text/plain"),
            new Intrusion("intruder: a byte at a time", 200, "/api/nim/view", host, json));
  }

  /** Makes one intrusion, chosen by {@code random}, and checks what the server made of it. */
  void intrude(Random random) {
    intrude(random.nextInt(KINDS));
  }

  /** Makes every intrusion once, in turn. */
  void intrudeEveryWay() {
    for (int kind = 0; kind < KINDS; kind++) {
      intrude(kind);
    }
  }

  private void intrude(int kind) {
    try {
      if (kind < answered.size()) {
        answer(answered.get(kind));
      } else if (kind == answered.size()) {
        String request = RawHttp.request("POST", "/api/nim/view", VIEW, host, JSON);
        timed(
            "intruder: left mid-body",
            () -> RawHttp.leave(port, request, request.length() - 5, Duration.ofMillis(50)));
      } else {
        String request = RawHttp.request("POST", "/api/gomoku/analyze", LONG_SEARCH, host, JSON);
        timed(
            "intruder: left mid-search",
            () -> RawHttp.leave(port, request, request.length(), Duration.ofMillis(200)));
      }
    } catch (UncheckedIOException failure) {
      tally.wrong("an intruder's connection failed: " + failure.getCause());
    }
  }

  private void answer(Intrusion intrusion) {
    String request = RawHttp.request("POST", intrusion.path(), VIEW, intrusion.headers());
    long start = System.nanoTime();
    RawHttp.Answer answer =
        intrusion.status() == 200
            ? RawHttp.sendSlowly(port, request, perByte)
            : RawHttp.send(port, request);
    tally.answered(intrusion.name(), answer.status(), System.nanoTime() - start);
    boolean json = answer.body().startsWith(intrusion.status() == 200 ? "{\"" : "{\"error\"");
    if (answer.status() != intrusion.status() || !json) {
      tally.wrong(
          intrusion.name()
              + ": expected "
              + intrusion.status()
              + " in JSON, got "
              + answer.status()
              + " "
              + answer.body());
    }
  }

  private void timed(String name, Runnable leaving) {
    long start = System.nanoTime();
    leaving.run();
    tally.left(name, System.nanoTime() - start);
  }
}
