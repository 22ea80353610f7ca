package dev.zerosum.book;

import dev.zerosum.core.GameInputException;
import dev.zerosum.games.connect4.Connect4Position;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The command that builds a Connect Four opening book with Apache Spark: embedded on this machine
 * ({@code local[*]}) by default, on a cluster with {@code --master spark://host:7077} or through
 * {@code spark-submit --class dev.zerosum.book.BookJob book/target/zerosum-book.jar}.
 *
 * <pre>
 * book/run --plies 6 -o book6.bin                    # every position of 0 to 6 stones
 * book/run --from 4453 --plies 4 -o sub.bin          # the subtree below 4, 4, 5, 3
 * book/run --plies 6 --lines -o book6.bin            # and the perfect player's next moves
 * book/run --plies 8 --survey 3 -o unused.bin        # measure the cost first
 * </pre>
 */
@Command(
    name = "book/run",
    mixinStandardHelpOptions = true,
    description = "Builds a Connect Four opening book with Apache Spark (resumable).")
public final class BookJob implements Callable<Integer> {
  @Option(
      names = "--plies",
      required = true,
      description = "Moves below the root that the book covers: every position of them.")
  private int plies;

  @Option(
      names = {"-o", "--output"},
      required = true,
      description = "The book file to write.")
  private Path output;

  @Option(
      names = "--from",
      defaultValue = "",
      description = "The root: the columns played (e.g. 4453); the empty board by default.")
  private String from;

  @Option(
      names = "--master",
      defaultValue = "local[*]",
      description = "Spark's master URL: local[*] (default), local[2], spark://host:7077.")
  private String master;

  @Option(
      names = "--checkpoints",
      description = "Folder (or Hadoop URI) of the solved chunks; OUTPUT.parts by default.")
  private String checkpoints;

  @Option(
      names = "--chunk",
      defaultValue = "64",
      description = "Positions of the deepest ply a task solves (default 64).")
  private int chunk;

  @Option(
      names = "--table-mb",
      defaultValue = "64",
      description = "Transposition table of each task, in MiB (default 64).")
  private int tableMegabytes;

  @Option(
      names = "--progress-seconds",
      defaultValue = "10",
      description = "Seconds between progress lines (default 10).")
  private int progressSeconds;

  @Option(
      names = "--survey",
      defaultValue = "0",
      description = "Measure instead of build: solve N sampled chunks at each ply, print the cost.")
  private int survey;

  @Option(
      names = "--lines",
      description =
          "Also store, one turn past the range, the move the perfect player would prove for"
              + " each side along its lines (cheap; saves the costliest proofs in play).")
  private boolean lines;

  @Option(names = "--seed", defaultValue = "1", description = "Seed of the survey's sample.")
  private long seed;

  private final PrintStream out;

  private BookJob(PrintStream out) {
    this.out = out;
  }

  /** Runs the command with {@code args}; exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, System.err));
  }

  /** Runs the command with {@code args}, writing messages to {@code out}; returns its status. */
  public static int run(String[] args, PrintStream out) {
    CommandLine line = new CommandLine(new BookJob(out));
    line.setErr(new java.io.PrintWriter(out, true));
    line.setExecutionExceptionHandler(
        (failure, command, parsed) -> {
          out.println("book: " + failure.getMessage());
          return 1;
        });
    return line.execute(args);
  }

  @Override
  public Integer call() {
    Connect4Position root;
    try {
      root = Connect4Position.of(from);
    } catch (GameInputException wrong) {
      throw new GameInputException("--from '" + from + "': " + wrong.getMessage());
    }
    BuildOptions options =
        new BuildOptions(
            root,
            plies,
            output,
            checkpoints != null ? checkpoints : output.toAbsolutePath() + ".parts",
            chunk,
            tableMegabytes,
            Duration.ofSeconds(progressSeconds),
            lines);
    OpeningTree.checkRange(root, plies); // before Spark starts: a mistake is said at once
    checkWritable(output); // before hours of solving, not after
    try (JavaSparkContext spark = startSpark(master)) {
      if (survey > 0) {
        new SolveCostSurvey(spark, options, out::println).run(survey, seed);
      } else {
        new BookBuild(spark, options, out::println).run();
      }
    }
    return 0;
  }

  /** Refuses an output file whose folder is missing or is not writable, with what to do. */
  static void checkWritable(Path output) {
    Path folder = output.toAbsolutePath().getParent();
    if (!Files.isDirectory(folder)) {
      throw new GameInputException(
          "-o " + output + ": the folder " + folder + " does not exist; create it first");
    }
    if (!Files.isWritable(folder)) {
      throw new GameInputException(
          "-o " + output + ": the folder " + folder + " is not writable; choose another");
    }
    if (Files.isDirectory(output)) {
      throw new GameInputException("-o " + output + ": it is a folder; expected a file name");
    }
  }

  /**
   * Returns a Spark context on {@code master}, quiet: no web UI, warnings only. The master given by
   * {@code spark-submit} (the property spark.master) wins over the default.
   */
  static JavaSparkContext startSpark(String master) {
    SparkConf conf = new SparkConf().setAppName("zerosum connect4 book");
    if (!conf.contains("spark.master")) {
      conf.setMaster(master);
    }
    conf.setIfMissing("spark.ui.enabled", "false");
    JavaSparkContext spark = new JavaSparkContext(conf);
    spark.setLogLevel("WARN");
    return spark;
  }
}
