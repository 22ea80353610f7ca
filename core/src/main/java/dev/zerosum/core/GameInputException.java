package dev.zerosum.core;

/**
 * Input from a person or a file that a game rejects: unreadable text, an unreachable position, an
 * illegal move. The message is meant for that person: it names what is wrong and what was expected,
 * so a user interface shows it as it is.
 */
public class GameInputException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message for a person. */
  public GameInputException(String message) {
    super(message);
  }
}
