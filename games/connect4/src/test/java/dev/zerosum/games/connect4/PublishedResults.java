package dev.zerosum.games.connect4;

import java.util.ArrayList;
import java.util.List;

/**
 * The published values of the empty Connect Four board of every size that fits a 64-bit board, for
 * the tests of every size and for the benchmark of the larger ones: who wins with perfect play, and
 * on which move the game ends.
 *
 * <p>Source: the two tables "Outcome" and "Last Move" of the readme of ChristopheSteininger/c4
 * (https://github.com/ChristopheSteininger/c4, readme.md at commit 80baa53), which gives John
 * Tromp's results for every board with width + height at most 15 (solved in 2006) and its own for
 * width + height = 16. The values only are taken; the tables are re-typed here, one row a height.
 */
public final class PublishedResults {
  /**
   * The value of one empty board.
   *
   * @param size the board
   * @param winner 1 when the first player wins, -1 when the second does, 0 for a draw
   * @param lastMove the move (counted from 1) on which the game ends with perfect play: the cells
   *     for a draw
   */
  public record Result(Connect4Size size, int winner, int lastMove) {
    /**
     * Returns the score of the empty board for the first player, as {@code solve} prints it: a win
     * whose winning stone goes onto n stones scores (cells + 1 - n) / 2, rounded down.
     */
    public int score() {
      return winner * (size.cells() + 2 - lastMove) / 2;
    }

    /** Returns "8×7". */
    @Override
    public String toString() {
      return size.toString();
    }
  }

  // Rows by height from 4, columns by width from 4: 1 the first player wins, 2 the second, D draw.
  private static final String[] OUTCOMES = {
    "D D 2 D 2 2 2 2 2", // height 4
    "D D D D 1 1 1 1", // 5
    "D D 2 1 2 2 1", // 6
    "D D 1 D 1 1", // 7
    "D D 2 1 2", // 8
    "D D 1 D 1", // 9
    "D D 2 1", // 10
    "D D 1", // 11
    "D D 2", // 12
    "D D", // 13
  };

  private static final String[] LAST_MOVES = {
    "16 20 24 28 32 36 40 44 48",
    "20 25 30 35 39 41 47 51",
    "24 30 36 41 48 52 59",
    "28 35 41 49 53 55",
    "32 40 48 55 62",
    "36 45 53 63",
    "40 50 60 69",
    "44 55 63",
    "48 60 72",
    "52 65",
  };

  private PublishedResults() {}

  /** Returns every published board that fits a 64-bit board, the smallest number of cells first. */
  public static List<Result> all() {
    List<Result> results = new ArrayList<>();
    for (int row = 0; row < OUTCOMES.length; row++) {
      String[] outcomes = OUTCOMES[row].split(" ");
      String[] lastMoves = LAST_MOVES[row].split(" ");
      for (int i = 0; i < outcomes.length; i++) {
        int width = Connect4Size.MIN_SIDE + i;
        int height = Connect4Size.MIN_SIDE + row;
        if (Connect4Size.fits(width, height)) {
          int winner =
              switch (outcomes[i]) {
                case "1" -> 1;
                case "2" -> -1;
                default -> 0;
              };
          results.add(
              new Result(Connect4Size.of(width, height), winner, Integer.parseInt(lastMoves[i])));
        }
      }
    }
    results.sort(
        (a, b) ->
            a.size().cells() != b.size().cells()
                ? Integer.compare(a.size().cells(), b.size().cells())
                : Integer.compare(a.size().width(), b.size().width()));
    return results;
  }

  /** Returns the published value of {@code size}. */
  public static Result of(Connect4Size size) {
    return all().stream()
        .filter(result -> result.size() == size)
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no published value of " + size));
  }
}
