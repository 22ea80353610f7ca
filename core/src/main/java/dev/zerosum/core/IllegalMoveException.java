package dev.zerosum.core;

/**
 * A move that is not legal in the position it was played in; the message names the move and the
 * reason ("cell 5 is already taken").
 */
public class IllegalMoveException extends GameInputException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception of a game's {@code problem}, which names the move and the reason. */
  public IllegalMoveException(Problem problem) {
    super(problem);
  }

  /**
   * Creates the exception with a message that names the move and the reason, already in the
   * person's language, or in the English of a game that has no other.
   */
  public IllegalMoveException(String message) {
    super(message);
  }
}
