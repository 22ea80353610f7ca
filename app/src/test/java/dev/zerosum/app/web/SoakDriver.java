package dev.zerosum.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Drives a soak of the server: clients that each play whole games through {@code move} (engines on
 * both sides), ask exact analyses and compare them byte for byte with what the server answered
 * before the load, and send malformed bodies that must get a 400. The time given bounds how long
 * clients start new work; every game started is played to its end, and the first task of every
 * client is a game, so a run checks the same things however fast the machine is.
 */
final class SoakDriver {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** A game the clients play, with the engines that play it fast enough for a soak. */
  private record Played(String game, List<String> agents) {}

  private static final List<Played> PLAYED =
      List.of(
          new Played("tictactoe", List.of("perfect", "alphabeta", "heuristic", "random")),
          new Played("nim", List.of("perfect", "heuristic", "random")),
          new Played("dernier", List.of("perfect", "heuristic", "random")),
          new Played("connect4", List.of("depth:2", "random")),
          new Played("mnk", List.of("random", "depth:2")));

  /** An analysis whose answer is exact, and so the same under any load. */
  private record Probe(String game, String body) {}

  private static final List<Probe> PROBES =
      List.of(
          new Probe("tictactoe", "{\"position\":\"XO.X.....\"}"),
          new Probe("tictactoe", "{\"position\":\".........\"}"),
          new Probe("tictactoe", "{\"position\":\"X...O...X\"}"),
          new Probe("nim", "{\"position\":\"3,4,5\"}"),
          new Probe("nim", "{\"position\":\"1,2,3,4\",\"toMove\":\"second\"}"),
          new Probe("dernier", "{\"position\":\"21\"}"),
          new Probe("dernier", "{\"position\":\"13\",\"options\":{\"take\":4}}"));

  /** A body the server must refuse with a 400, and never a 5xx. */
  private static final List<String> MALFORMED =
      List.of("{", "[]", "{\"position\":7}", "{\"unknown\":1}", "{\"position\":\"XXXXXXXXXXX\"}");

  private final ApiClient client;
  private final SoakTally tally;
  private final Map<Probe, String> idle = new LinkedHashMap<>();

  SoakDriver(URI server, SoakTally tally) {
    this.client = new ApiClient(server);
    this.tally = tally;
  }

  /**
   * Asks every exact analysis once, before any load: the answers the soak compares with. Then runs
   * {@code clients} clients until {@code clock} passes {@code end} (nanoseconds), and waits for
   * them.
   */
  void run(int clients, long seed, LongSupplier clock, long end) throws Exception {
    for (Probe probe : PROBES) {
      HttpResponse<String> answer = post("analyze", probe.game(), probe.body());
      if (answer.statusCode() != 200) {
        throw new IllegalStateException("the idle server answered " + probe + ": " + answer.body());
      }
      idle.put(probe, answer.body());
    }
    ExecutorService pool = Executors.newFixedThreadPool(clients);
    try {
      List<Future<?>> running = new ArrayList<>();
      for (int i = 0; i < clients; i++) {
        Random random = new Random(seed + i);
        running.add(pool.submit(() -> client(random, clock, end)));
      }
      for (Future<?> one : running) {
        one.get();
      }
    } finally {
      pool.shutdownNow();
      pool.awaitTermination(10, TimeUnit.SECONDS);
    }
  }

  private void client(Random random, LongSupplier clock, long end) {
    boolean first = true;
    while (first || clock.getAsLong() < end) {
      int task = first ? 0 : random.nextInt(10);
      first = false;
      if (task < 5) {
        playGame(random);
      } else if (task < 9) {
        analyze(PROBES.get(random.nextInt(PROBES.size())));
      } else {
        refused(MALFORMED.get(random.nextInt(MALFORMED.size())));
      }
    }
  }

  /** Plays one game to its end, an engine on each side, checking every answer. */
  private void playGame(Random random) {
    Played played = PLAYED.get(random.nextInt(PLAYED.size()));
    String[] agents = {pick(played.agents(), random), pick(played.agents(), random)};
    JsonNode view = json(expectOk(post("view", played.game(), "{}"), "view " + played.game()));
    for (int ply = 0; ply < 400 && view != null; ply++) {
      if (!view.path("status").asText().equals("playing")) {
        tally.gamePlayed();
        return;
      }
      ObjectNode body = JSON.createObjectNode();
      body.put("position", view.path("position").asText());
      body.put("toMove", view.path("toMove").asText());
      body.put("agent", agents[ply % 2]);
      body.put("seed", random.nextInt(1_000_000));
      String asked = body.toString();
      view = json(expectOk(post("move", played.game(), asked), "move " + played.game() + asked));
    }
    if (view != null) {
      tally.wrong(played.game() + ": a game of " + String.join(" and ", agents) + " never ended");
    }
  }

  private void analyze(Probe probe) {
    String answer = expectOk(post("analyze", probe.game(), probe.body()), "analyze " + probe);
    if (answer != null) {
      tally.analysisCompared();
      if (!answer.equals(idle.get(probe))) {
        tally.wrong(
            "analyze " + probe + ": expected " + idle.get(probe) + " as idle, got " + answer);
      }
    }
  }

  private void refused(String body) {
    HttpResponse<String> answer = post("view", "tictactoe", body);
    if (answer.statusCode() != 400 || !answer.body().startsWith("{\"error\"")) {
      tally.wrong("view " + body + ": expected a 400 in JSON, got " + describe(answer));
    }
  }

  private HttpResponse<String> post(String endpoint, String game, String body) {
    long start = System.nanoTime();
    HttpResponse<String> answer = client.post("/api/" + game + "/" + endpoint, body);
    tally.answered(endpoint, answer.statusCode(), System.nanoTime() - start);
    return answer;
  }

  /** Returns the body of a 200, or null having kept the wrong answer. */
  private String expectOk(HttpResponse<String> answer, String asked) {
    if (answer.statusCode() == 200) {
      return answer.body();
    }
    tally.wrong(asked + ": " + describe(answer));
    return null;
  }

  private static JsonNode json(String body) {
    if (body == null) {
      return null;
    }
    try {
      return JSON.readTree(body);
    } catch (IOException broken) {
      throw new UncheckedIOException(broken);
    }
  }

  private static String describe(HttpResponse<String> answer) {
    return answer.statusCode() + " " + answer.body();
  }

  private static String pick(List<String> agents, Random random) {
    return agents.get(random.nextInt(agents.size()));
  }
}
