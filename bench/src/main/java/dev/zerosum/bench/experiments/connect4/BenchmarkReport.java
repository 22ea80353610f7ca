package dev.zerosum.bench.experiments.connect4;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Collects the measurements of a run and writes them as Markdown, beside the reference. */
final class BenchmarkReport {
  private static final double TIME_TARGET = 1.5; // at most this many times the reference time

  private final int tableMegabytes;
  private final int threads;
  private final String started = ZonedDateTime.now().format(DateTimeFormatter.RFC_1123_DATE_TIME);
  private final String loadAtStart = loadAverages();
  private SetMeasurement cold;
  private final List<String> strongRows = new ArrayList<>();
  private final List<String> threadRows = new ArrayList<>();
  private final List<String> weakRows = new ArrayList<>();

  BenchmarkReport(int tableMegabytes, int threads) {
    this.tableMegabytes = tableMegabytes;
    this.threads = threads;
  }

  void cold(SetMeasurement measured) {
    this.cold = measured;
  }

  void strong(ReferenceFigures reference, SetMeasurement measured) {
    double timeRatio = measured.meanMillis() / reference.meanMillis();
    double nodeRatio = measured.meanNodes() / reference.meanNodes();
    boolean met = timeRatio <= TIME_TARGET && nodeRatio <= 1.0 && measured.wrong() == 0;
    strongRows.add(
        row(
            reference.set(),
            count(measured.positions()),
            millis(reference.meanMillis()),
            millis(measured.meanMillis()),
            ratio(timeRatio),
            millis(measured.medianMillis()),
            millis(measured.maxMillis()),
            nodes(reference.meanNodes()),
            nodes(measured.meanNodes()),
            ratio(nodeRatio),
            String.format(Locale.ROOT, "%.2f M", measured.nodesPerSecond() / 1e6),
            String.valueOf(measured.wrong()),
            met ? "yes" : "**no**"));
  }

  void threaded(ReferenceFigures reference, SetMeasurement measured) {
    double referenceRate = 1e3 / reference.meanMillis();
    double ratio = measured.throughput() / referenceRate;
    threadRows.add(
        row(
            reference.set(),
            count(measured.positions()),
            rate(referenceRate),
            rate(measured.throughput()),
            ratio(ratio),
            String.valueOf(measured.wrong()),
            ratio > 1 && measured.wrong() == 0 ? "yes" : "**no**"));
  }

  void weak(ReferenceFigures reference, SetMeasurement measured) {
    weakRows.add(
        row(
            reference.set(),
            count(measured.positions()),
            millis(reference.weakMillis()),
            millis(measured.meanMillis()),
            ratio(measured.meanMillis() / reference.weakMillis()),
            nodes(reference.weakNodes()),
            nodes(measured.meanNodes()),
            ratio(measured.meanNodes() / reference.weakNodes()),
            String.valueOf(measured.wrong())));
  }

  String markdown() {
    StringBuilder text = new StringBuilder();
    text.append("# Connect Four solver: zerosum next to the reference C++ solver\n\n");
    text.append("Started ").append(started).append(" on ").append(machine()).append(".\n");
    text.append("Load average (1, 5, 15 min) at the start: ").append(loadAtStart);
    text.append("; at the end: ").append(loadAverages()).append(".\n\n");
    text.append("Protocol, as the reference's: each position solved once, the tables (")
        .append(tableMegabytes)
        .append(" MiB, ")
        .append(count((long) tableMegabytes * (1 << 20) / 8))
        .append(" entries, and the 2 MiB table of the positions near the end) cleared before it,");
    text.append(" outside the timed part; no opening book; a node is");
    text.append(" a call of the search. Times are means a position; the reference's are from");
    text.append(" `data/connect4/README.md` (the upper end where it gives a range). JVM warm-up:");
    text.append(" the first pass over Test_L3_R1 in the fresh JVM is the cold row below; then,");
    text.append(" before the measured passes, unmeasured: ").append(Connect4Benchmark.WARM_UP);
    text.append(". Threads: each has its own solver and tables, and takes the next line when");
    text.append(" done.\n\n");
    text.append("## Strong mode, one thread\n\n");
    text.append(
        row(
            "set",
            "positions",
            "reference time",
            "zerosum time",
            "ratio",
            "median",
            "max",
            "reference nodes",
            "zerosum nodes",
            "ratio",
            "nodes/s",
            "wrong",
            "target met (time <= 1.5x, nodes <= 1x)"));
    text.append(
        row(
            "---", "--:", "--:", "--:", "--:", "--:", "--:", "--:", "--:", "--:", "--:", "--:",
            "---"));
    strongRows.forEach(text::append);
    if (cold != null) {
      text.append(
          String.format(
              Locale.ROOT,
              "%nCold first run (Test_L3_R1, fresh JVM): %s a position, %.1f nodes; the reference"
                  + " reports 0.013 ms cold.%n",
              millis(cold.meanMillis()),
              cold.meanNodes()));
    }
    if (!threadRows.isEmpty()) {
      text.append("\n## Throughput with ").append(threads).append(" threads\n\n");
      text.append("Positions solved per second of wall-clock time (table clearing included),");
      text.append(" against the reference's one thread (1 / its mean time).\n\n");
      text.append(
          row(
              "set",
              "positions",
              "reference, 1 thread",
              "zerosum, " + threads + " threads",
              "ratio",
              "wrong",
              "faster"));
      text.append(row("---", "--:", "--:", "--:", "--:", "--:", "---"));
      threadRows.forEach(text::append);
    }
    if (!weakRows.isEmpty()) {
      text.append("\n## Weak mode (win, draw or loss), one thread\n\n");
      text.append(
          row(
              "set",
              "positions",
              "reference time",
              "zerosum time",
              "ratio",
              "reference nodes",
              "zerosum nodes",
              "ratio",
              "wrong"));
      text.append(row("---", "--:", "--:", "--:", "--:", "--:", "--:", "--:", "--:"));
      weakRows.forEach(text::append);
    }
    return text.toString();
  }

  /** Returns the 1-minute load average, or -1 where the system does not say. */
  static double loadAverage() {
    String all = loadAverages();
    try {
      return Double.parseDouble(all.split(" ")[0]);
    } catch (NumberFormatException unknown) {
      return -1;
    }
  }

  static String loadAverages() {
    try {
      String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return fields[0] + " " + fields[1] + " " + fields[2];
    } catch (IOException | RuntimeException notLinux) {
      return "unknown";
    }
  }

  static String machine() {
    String cpu = "unknown processor";
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          cpu = line.substring(line.indexOf(':') + 1).strip();
          break;
        }
      }
    } catch (IOException | RuntimeException notLinux) {
      // the processor stays unknown
    }
    return String.format(
        Locale.ROOT,
        "%s, %d processors, %s %s",
        cpu,
        Runtime.getRuntime().availableProcessors(),
        System.getProperty("java.vm.name"),
        System.getProperty("java.version"));
  }

  private static String row(String... cells) {
    return "| " + String.join(" | ", cells) + " |\n";
  }

  private static String millis(double value) {
    if (value >= 1000) {
      return String.format(Locale.ROOT, "%.2f s", value / 1000);
    }
    return String.format(Locale.ROOT, value >= 1 ? "%.1f ms" : "%.4f ms", value);
  }

  private static String nodes(double value) {
    if (value >= 1e6) {
      return String.format(Locale.ROOT, "%.2f M", value / 1e6);
    }
    return String.format(Locale.ROOT, "%,.1f", value);
  }

  private static String count(long value) {
    return String.format(Locale.ROOT, "%,d", value);
  }

  private static String ratio(double value) {
    return String.format(Locale.ROOT, "%.2fx", value);
  }

  private static String rate(double perSecond) {
    return String.format(Locale.ROOT, "%,.1f/s", perSecond);
  }
}
