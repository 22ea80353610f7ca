package dev.zerosum.book;

import dev.zerosum.games.connect4.Connect4Bitboard;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Tuple2;

/**
 * Backs the exact scores up from one ply to the ply above, by negamax over the children: a
 * position's score is the best of its children's, negated, or the score of an immediate win when
 * the player to move has one (its children, won games, are not in the book). A Spark join of the
 * parents' moves with the children's scores, so that it spreads over a cluster like the solving.
 */
final class ScoreBackup {
  private ScoreBackup() {}

  /**
   * Returns the score of every position of {@code parents} (canonical keys), given {@code
   * children}, the scores of every position one ply deeper; lazily, as Spark does: {@link #collect}
   * checks that every parent has its score.
   */
  static JavaPairRDD<Long, Integer> oneLevel(
      JavaSparkContext spark, long[] parents, JavaPairRDD<Long, Integer> children) {
    List<Long> keys = new ArrayList<>(parents.length);
    for (long key : parents) {
      keys.add(key);
    }
    JavaRDD<Long> parentRdd = spark.parallelize(keys, spark.defaultParallelism());
    JavaPairRDD<Long, Integer> decided =
        parentRdd
            .mapToPair(key -> new Tuple2<>(key, scoreWithoutChildren(key)))
            .filter(entry -> entry._2() != Integer.MIN_VALUE);
    JavaPairRDD<Long, Long> moves =
        parentRdd.flatMapToPair(
            parent -> {
              List<Tuple2<Long, Long>> edges = new ArrayList<>();
              if (Moves.immediateWin(parent) != Integer.MIN_VALUE) {
                return edges.iterator(); // decided: its children's scores do not matter
              }
              for (long child : Moves.childrenOf(parent)) {
                edges.add(new Tuple2<>(child, parent));
              }
              return edges.iterator();
            });
    JavaPairRDD<Long, Integer> fromChildren =
        moves
            .join(children)
            .mapToPair(edge -> new Tuple2<>(edge._2()._1(), -edge._2()._2()))
            .reduceByKey(Math::max);
    return decided.union(fromChildren).cache();
  }

  /**
   * Returns the score of a position decided without its children: an immediate win, or a draw on a
   * full board; else {@link Integer#MIN_VALUE}.
   */
  private static int scoreWithoutChildren(long key) {
    int win = Moves.immediateWin(key);
    if (win != Integer.MIN_VALUE) {
      return win;
    }
    return Long.bitCount(Connect4Bitboard.maskOfKey(key)) == Connect4Bitboard.CELLS
        ? 0
        : Integer.MIN_VALUE;
  }

  /**
   * Returns the scores of {@code parents} collected on the driver.
   *
   * @throws IllegalStateException if a parent's score is missing (a child's was)
   */
  static Map<Long, Integer> collect(JavaPairRDD<Long, Integer> scores, long[] parents) {
    Map<Long, Integer> found = scores.collectAsMap();
    if (found.size() != parents.length) {
      throw new IllegalStateException(
          "backing up found the scores of "
              + found.size()
              + " positions of "
              + parents.length
              + ": a child's score is missing");
    }
    return found;
  }
}
