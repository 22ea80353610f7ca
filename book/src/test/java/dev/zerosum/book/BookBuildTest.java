package dev.zerosum.book;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.games.connect4.Connect4Book;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Solver;
import dev.zerosum.games.connect4.Connect4Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole pipeline on {@code local[2]}, from a middle-game position whose subtree takes seconds:
 * every entry of the book it writes agrees with a direct solve (a thousand entries), and a build
 * whose checkpoints are partly gone solves those chunks only.
 */
class BookBuildTest {
  /** A middle game of Test_L2_R1 (22 stones, X wins): 4 plies below it, about a thousand. */
  private static final String ROOT = "4661237137541742643224";

  private static JavaSparkContext spark;

  @BeforeAll
  static void startSpark() {
    spark = BookJob.startSpark("local[2]");
  }

  @AfterAll
  static void stopSpark() {
    spark.close();
  }

  private static BuildOptions options(Path folder) {
    return new BuildOptions(
        Connect4Position.of(ROOT),
        4,
        folder.resolve("sub.bin"),
        folder.resolve("sub.parts").toString(),
        50,
        4,
        Duration.ofMillis(200),
        false);
  }

  @Test
  void everyEntryAgreesWithADirectSolveAndAResumedBuildSolvesOnlyWhatIsMissing(@TempDir Path folder)
      throws IOException {
    BuildOptions options = options(folder);
    List<String> lines = new ArrayList<>();
    BuildReport first = new BookBuild(spark, options, lines::add).run();
    assertThat(first.chunksSolved()).as("a new build solves every chunk").isEqualTo(first.chunks());
    assertThat(lines).as("progress is reported").anyMatch(line -> line.startsWith("solved "));

    Connect4Book book = Connect4Book.open(options.output());
    OpeningTree tree = OpeningTree.below(options.root(), options.plies());
    assertThat((long) book.size()).as("one entry a position of the tree").isEqualTo(tree.size());
    assertThat(book.header().firstPly()).isEqualTo(22);
    assertThat(book.header().fullPlies()).isEqualTo(26);
    assertThat(book.score(options.root())).as("the benchmark set's score").hasValue(8);
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    List<String> wrong = new ArrayList<>();
    for (int i = 0; i < book.size(); i++) {
      Connect4Position position = book.positionAt(i);
      int solved = solver.solve(position);
      if (solved != book.scoreAt(i)) {
        wrong.add(position + ": book " + book.scoreAt(i) + ", solver " + solved);
      }
    }
    assertThat(wrong).as("entries that disagree with the solver").isEmpty();
    byte[] bytes = Files.readAllBytes(options.output());

    Files.delete(folder.resolve("sub.parts/part-00001"));
    Files.delete(folder.resolve("sub.parts/part-00003"));
    BuildReport resumed = new BookBuild(spark, options, line -> {}).run();
    assertThat(resumed.chunksSolved()).as("only the two chunks lost").isEqualTo(2);
    assertThat(Files.readAllBytes(options.output())).as("the same book").isEqualTo(bytes);

    BuildReport again = new BookBuild(spark, options, line -> {}).run();
    assertThat(again.chunksSolved()).as("nothing left to solve").isZero();
  }

  @Test
  void checkpointsOfAnotherBuildAreNotResumed(@TempDir Path folder) {
    BuildOptions options = options(folder);
    new Checkpoints(options.checkpoints()).claim(options.manifest(1));
    assertThatThrownBy(() -> new BookBuild(spark, options, line -> {}).run())
        .hasMessageContaining("belong to another build");
  }

  @Test
  void linesPastTheRangeHoldTheMovesThePerfectPlayerProvesWithTheirExactScores(
      @TempDir Path folder) {
    BuildOptions options =
        new BuildOptions(
            Connect4Position.of(ROOT),
            2,
            folder.resolve("lines.bin"),
            folder.resolve("lines.parts").toString(),
            50,
            4,
            Duration.ofMillis(200),
            true);
    new BookBuild(spark, options, line -> {}).run();
    Connect4Book book = Connect4Book.open(options.output());
    OpeningTree tree = OpeningTree.below(options.root(), options.plies());
    assertThat(book.header().deepestPly()).as("two plies past the range").isEqualTo(26);
    assertThat((long) book.size()).as("line entries beside the tree").isGreaterThan(tree.size());
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    int past = 0;
    for (int i = 0; i < book.size(); i++) {
      Connect4Position position = book.positionAt(i);
      assertThat(book.scoreAt(i)).as("%s", position).isEqualTo(solver.solve(position));
      past += position.moves() > book.header().fullPlies() ? 1 : 0;
    }
    assertThat(past).as("entries past the range").isEqualTo(book.size() - (int) tree.size());
  }
}
