package dev.zerosum.core;

/**
 * A move that is not legal in the position it was played in; the message names the move and the
 * reason ("cell 5 is already taken").
 */
public class IllegalMoveException extends GameInputException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message that names the move and the reason. */
  public IllegalMoveException(String message) {
    super(message);
  }
}
