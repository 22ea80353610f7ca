package dev.zerosum.app.web;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The soak of {@code bench/soak}: starts {@code zerosum serve} in a process of its own under a 512
 * MB heap, runs the {@link SoakDriver}'s clients against it for the time given, samples the
 * server's resident memory and threads as it goes, measures its CPU in the seconds after the last
 * request, and writes a Markdown report. Exits 1 when an answer was wrong or a 5xx came.
 *
 * <pre>
 *   SoakMain JAR SECONDS CLIENTS REPORT
 * </pre>
 */
final class SoakMain {
  /** One sample of the server process: when, resident memory and threads. */
  private record Sample(long second, long residentKb, int threads) {}

  private SoakMain() {}

  public static void main(String[] args) throws Exception {
    Path jar = Path.of(args[0]);
    long seconds = Long.parseLong(args[1]);
    int clients = Integer.parseInt(args[2]);
    Path report = Path.of(args[3]);
    int port = freePort();
    Process server =
        new ProcessBuilder(
                "java",
                "-Xmx512m",
                "-jar",
                jar.toString(),
                "serve",
                "--port",
                Integer.toString(port))
            .redirectErrorStream(true)
            .redirectOutput(Path.of("target/soak-server.log").toFile())
            .start();
    URI uri = URI.create("http://127.0.0.1:" + port + "/");
    awaitReady(uri);
    SoakTally tally = new SoakTally();
    List<Sample> samples = new ArrayList<>();
    long started = System.nanoTime();
    long every = Math.max(1, Math.min(60, seconds / 20));
    ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor();
    sampler.scheduleAtFixedRate(
        () -> sample(server.pid(), (System.nanoTime() - started) / 1_000_000_000L, samples),
        0,
        every,
        TimeUnit.SECONDS);
    long end = started + Duration.ofSeconds(seconds).toNanos();
    try {
      new SoakDriver(uri, tally).run(clients, 23, System::nanoTime, end);
    } finally {
      sampler.shutdownNow();
    }
    long ranSeconds = (System.nanoTime() - started) / 1_000_000_000L;
    sample(server.pid(), ranSeconds, samples);
    long ticks1 = cpuTicks(server.pid());
    Thread.sleep(1000);
    long ticks2 = cpuTicks(server.pid());
    Thread.sleep(1000);
    long ticks3 = cpuTicks(server.pid());
    server.destroy();
    server.waitFor(10, TimeUnit.SECONDS);
    String text =
        report(jar, seconds, ranSeconds, clients, tally, samples, ticks2 - ticks1, ticks3 - ticks2);
    Files.writeString(report, text);
    System.out.print(text);
    System.exit(tally.wrongAnswers().isEmpty() && tally.serverErrors() == 0 ? 0 : 1);
  }

  private static String report(
      Path jar,
      long seconds,
      long ran,
      int clients,
      SoakTally tally,
      List<Sample> samples,
      long ticksFirst,
      long ticksSecond) {
    StringBuilder out = new StringBuilder();
    out.append("# Soak of zerosum serve, ").append(LocalDate.now(ZoneOffset.UTC)).append("\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "Command: `bench/soak %d %d` (server: `java -Xmx512m -jar %s serve`, on the loopback)."
                + " Started %s; clients start new work for %d s, ran %d s.%n%n",
            seconds,
            clients,
            jar,
            Instant.now().minusSeconds(ran),
            seconds,
            ran));
    out.append(
        String.format(
            Locale.ROOT,
            "- %d clients, %d requests, %d games played to their end, %d exact analyses compared"
                + " byte for byte with the idle server's%n- answers by status: %s%n- 5xx: %d;"
                + " wrong answers: %d%n- server CPU after the last request: %d ticks (1/100 s) in"
                + " its first second, %d in the next%n%n",
            clients,
            tally.requests(),
            tally.games(),
            tally.compared(),
            tally.byStatus(),
            tally.serverErrors(),
            tally.wrongAnswers().size(),
            ticksFirst,
            ticksSecond));
    out.append("## Latency by endpoint\n\n").append(tally.latencyTable()).append('\n');
    out.append("## The server process\n\n| second | resident MB | threads |\n|---:|---:|---:|\n");
    for (Sample sample : samples) {
      out.append(
          String.format(
              Locale.ROOT,
              "| %d | %.1f | %d |%n",
              sample.second(),
              sample.residentKb() / 1024.0,
              sample.threads()));
    }
    if (!tally.wrongAnswers().isEmpty()) {
      out.append("\n## Wrong answers (first 20)\n\n");
      tally.wrongAnswers().stream().limit(20).forEach(w -> out.append("- ").append(w).append('\n'));
    }
    return out.toString();
  }

  private static void sample(long pid, long second, List<Sample> samples) {
    long resident = 0;
    int threads = 0;
    try {
      for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
        if (line.startsWith("VmRSS:")) {
          resident = Long.parseLong(line.replaceAll("\\D", ""));
        } else if (line.startsWith("Threads:")) {
          threads = Integer.parseInt(line.replaceAll("\\D", ""));
        }
      }
    } catch (IOException | NumberFormatException unreadable) {
      return; // not Linux, or the process is gone: no sample
    }
    synchronized (samples) {
      samples.add(new Sample(second, resident, threads));
    }
  }

  /** Returns the CPU time the process has used, user and system, in clock ticks. */
  private static long cpuTicks(long pid) throws IOException {
    String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  private static void awaitReady(URI uri) throws InterruptedException {
    ApiClient client = new ApiClient(uri);
    for (int attempt = 0; attempt < 600; attempt++) {
      try {
        HttpResponse<String> games = client.get("/api/games");
        if (games.statusCode() == 200) {
          return;
        }
      } catch (RuntimeException notYet) {
        // the server is starting
      }
      Thread.sleep(100);
    }
    throw new IllegalStateException("the server did not answer on " + uri + " within a minute");
  }
}
