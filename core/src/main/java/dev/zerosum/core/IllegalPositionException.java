package dev.zerosum.core;

/**
 * A position the game can never reach ("too many X: 4 X and 2 O"); the message names the problem
 * and what the rules require.
 */
public class IllegalPositionException extends GameInputException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception of a game's {@code problem}, which names the problem and the rule. */
  public IllegalPositionException(Problem problem) {
    super(problem);
  }

  /**
   * Creates the exception with a message that names the problem and the rule, already in the
   * person's language, or in the English of a game that has no other.
   */
  public IllegalPositionException(String message) {
    super(message);
  }
}
