package dev.zerosum.games.connect4;

/**
 * What the solver made of one line: its score and what it cost.
 *
 * @param line the line solved
 * @param score the exact score, or in weak mode 1, 0 or -1
 * @param weak true when only the sign was asked for
 * @param nodes the nodes searched
 * @param nanos the time the solver took, the table clearing before it not included
 */
public record Connect4Solution(
    Connect4SolveLine line, int score, boolean weak, long nodes, long nanos) {

  /** Returns true when the line gives no expected score, or the score agrees with it. */
  public boolean matchesExpected() {
    if (line.expected().isEmpty()) {
      return true;
    }
    int expected = line.expected().getAsInt();
    return weak ? Integer.signum(expected) == score : expected == score;
  }
}
