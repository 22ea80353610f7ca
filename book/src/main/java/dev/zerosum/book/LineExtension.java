package dev.zerosum.book;

import dev.zerosum.games.connect4.Connect4Bitboard;
import dev.zerosum.games.connect4.Connect4MovePriority;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Solver;
import dev.zerosum.games.connect4.Connect4Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Tuple2;

/**
 * Extends a book one turn past its full range along the perfect player's lines, for each side:
 * where a side meets its first position past the book having played the book's best moves (any of
 * the equally good), the move the perfect player would prove is proven once, here, and its position
 * stored with its exact score. In play the player then finds that move in the book instead of
 * proving it within a move's budget, where the first proofs past the book are the costliest.
 *
 * <p>Two rounds. The side to move at the deepest ply: every position of that ply it reaches (the
 * opponent playing anything) gets its move proven. The other side moves first past the range one
 * ply later, after that proven move (the one the perfect player plays), and gets its move proven
 * there. Every stored score is exact: a position's value v is exact, the proof shows the move's
 * position scores at most -v, and no move of a position worth v leads to one below -v.
 */
final class LineExtension {
  private LineExtension() {}

  /** A position past the range and its exact score, reached by a proven move from a parent. */
  record Move(long parent, long child, int score) implements java.io.Serializable {}

  /**
   * Returns the positions (canonical keys) and exact scores that extend the book whose every
   * position of plies {@code rootPly} to {@code deepestPly} below {@code root} has its exact score
   * in {@code scores}, its proofs run on {@code spark}.
   */
  static Map<Long, Integer> extend(
      JavaSparkContext spark,
      long root,
      int rootPly,
      int deepestPly,
      Map<Long, Integer> scores,
      int tableMegabytes) {
    int first = (deepestPly - rootPly) % 2; // the side to move at the deepest ply: 0 the root's
    Set<Long> firstSide = reachable(root, rootPly, deepestPly, first, scores);
    Set<Long> secondSide = reachable(root, rootPly, deepestPly, 1 - first, scores);
    Set<Long> atDeepest = new HashSet<>(firstSide);
    atDeepest.addAll(secondSide);
    Map<Long, Integer> entries = new HashMap<>();
    List<Tuple2<Long, Integer>> round = new ArrayList<>();
    for (long key : atDeepest) {
      round.add(new Tuple2<>(key, scores.get(key)));
    }
    List<Tuple2<Long, Integer>> next = new ArrayList<>();
    for (Move move : prove(spark, round, tableMegabytes)) {
      entries.put(move.child(), move.score());
      if (secondSide.contains(move.parent())) {
        next.add(new Tuple2<>(move.child(), move.score()));
      }
    }
    for (Move move : prove(spark, next, tableMegabytes)) {
      entries.put(move.child(), move.score());
    }
    return entries;
  }

  /**
   * Returns the positions of ply {@code ply} reached from {@code root} when {@code side} (0: the
   * root's player to move) plays only best moves and the other side anything.
   */
  static Set<Long> reachable(long root, int rootPly, int ply, int side, Map<Long, Integer> scores) {
    Set<Long> level = Set.of(root);
    for (int at = rootPly; at < ply; at++) {
      boolean best = (at - rootPly) % 2 == side;
      Set<Long> children = new HashSet<>();
      for (long key : level) {
        if (best && Moves.immediateWin(key) != Integer.MIN_VALUE) {
          continue; // it wins at once: the line ends
        }
        for (long child : Moves.childrenOf(key)) {
          if (!best || -scores.get(child) == scores.get(key)) {
            children.add(child);
          }
        }
      }
      level = children;
    }
    return level;
  }

  /**
   * Proves, on Spark, the perfect player's move in each position of {@code positions} (canonical
   * keys with exact values); returns the moves, none for a position won at once.
   */
  static List<Move> prove(
      JavaSparkContext spark, List<Tuple2<Long, Integer>> positions, int tableMegabytes) {
    if (positions.isEmpty()) {
      return List.of();
    }
    return spark
        .parallelize(positions, Math.max(1, Math.min(positions.size() / 16, 10_000)))
        .mapPartitions(
            (Iterator<Tuple2<Long, Integer>> part) -> {
              Connect4Solver solver = new Connect4Solver(Connect4Table.ofMegabytes(tableMegabytes));
              List<Move> moves = new ArrayList<>();
              while (part.hasNext()) {
                Tuple2<Long, Integer> position = part.next();
                Move move = proveOne(solver, position._1(), position._2());
                if (move != null) {
                  moves.add(move);
                }
              }
              return moves.iterator();
            })
        .collect();
  }

  /** Returns the first move, most promising first, that keeps {@code value}; null for a win. */
  private static Move proveOne(Connect4Solver solver, long key, int value) {
    Connect4Position position = Connect4Position.ofKey(key);
    for (int column : Connect4MovePriority.of(position)) {
      if (position.isWinningMove(column)) {
        return null; // the player wins at once: no book entry needed
      }
      Connect4Position next = position.play(column);
      if (!solver.scoresAtLeast(next, -value + 1)) {
        return new Move(key, Connect4Bitboard.canonicalKey(next.key()), -value);
      }
    }
    throw new IllegalStateException(
        "no move of " + position + " keeps its value " + value + ": the book is wrong");
  }
}
