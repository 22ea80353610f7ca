package dev.zerosum.bench.jmh;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler that reports the CPU time the benchmark's JVM used per operation (all its threads:
 * the benchmark's, the compiler's, the collector's), next to JMH's wall-clock score. On a machine
 * shared with other work the wall clock also counts the time the benchmark waited for a processor;
 * the CPU time does not, so the two side by side tell the code's cost from the machine's load.
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar NimAnalysisBench -prof dev.zerosum.bench.jmh.CpuTimeProfiler
 * </pre>
 */
public final class CpuTimeProfiler implements InternalProfiler {
  private static final OperatingSystemMXBean SYSTEM =
      (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  private long before;

  /** Says what the profiler measures, for JMH's list of profilers. */
  @Override
  public String getDescription() {
    return "CPU time of the benchmark's JVM (all threads) per operation";
  }

  /** Reads the JVM's CPU time before the iteration. */
  @Override
  public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
    before = SYSTEM.getProcessCpuTime();
  }

  /** Returns the CPU time the iteration used, in milliseconds per operation. */
  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmark, IterationParams iteration, IterationResult result) {
    double millis = (SYSTEM.getProcessCpuTime() - before) / 1e6;
    long operations = Math.max(1, result.getMetadata().getAllOps());
    return List.of(new ScalarResult("cpu", millis / operations, "ms/op", AggregationPolicy.AVG));
  }
}
