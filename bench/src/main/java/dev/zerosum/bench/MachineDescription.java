package dev.zerosum.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Says what machine ran the benchmarks, for the line above the table of results; the experiments
 * (in {@code dev.zerosum.bench.experiments}) write it above their figures too.
 */
public final class MachineDescription {
  private MachineDescription() {}

  /**
   * Returns the processor model (from {@code /proc/cpuinfo} where there is one), the processors the
   * JVM sees, the memory, the operating system and the JVM: e.g. "AMD EPYC, 2 processors, 23.5 GiB,
   * Linux 6.1 amd64, OpenJDK 64-Bit Server VM 17.0.15".
   */
  public static String describe() {
    String cpu = firstValue(Path.of("/proc/cpuinfo"), "model name").orElse("unknown processor");
    String memory =
        firstValue(Path.of("/proc/meminfo"), "MemTotal")
            .map(MachineDescription::gibibytes)
            .orElse("memory unknown");
    return String.format(
        Locale.ROOT,
        "%s, %d processors, %s, %s %s %s, %s %s",
        cpu,
        Runtime.getRuntime().availableProcessors(),
        memory,
        System.getProperty("os.name"),
        System.getProperty("os.version"),
        System.getProperty("os.arch"),
        System.getProperty("java.vm.name"),
        System.getProperty("java.version"));
  }

  /**
   * Returns the load average over 1, 5 and 15 minutes ("1.64 1.20 1.30"), from {@code
   * /proc/loadavg}, or "unknown" where there is none: on a shared machine, what else was running.
   */
  public static String loadAverage() {
    try {
      String[] fields = Files.readString(Path.of("/proc/loadavg")).strip().split("\\s+");
      return fields[0] + " " + fields[1] + " " + fields[2];
    } catch (IOException | SecurityException | IndexOutOfBoundsException notLinux) {
      return "unknown";
    }
  }

  private static Optional<String> firstValue(Path file, String key) {
    try {
      List<String> lines = Files.readAllLines(file);
      for (String line : lines) {
        int colon = line.indexOf(':');
        if (colon > 0 && line.substring(0, colon).strip().equals(key)) {
          return Optional.of(line.substring(colon + 1).strip());
        }
      }
    } catch (IOException | SecurityException notLinux) {
      // no such file here: the description says "unknown"
    }
    return Optional.empty();
  }

  /** Returns "23.5 GiB" for /proc/meminfo's "24684096 kB". */
  private static String gibibytes(String kilobytes) {
    String digits = kilobytes.replaceAll("[^0-9]", "");
    if (digits.isEmpty()) {
      return "memory unknown";
    }
    return String.format(Locale.ROOT, "%.1f GiB", Long.parseLong(digits) / (1024.0 * 1024.0));
  }
}
