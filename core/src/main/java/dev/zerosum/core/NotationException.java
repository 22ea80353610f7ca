package dev.zerosum.core;

/** Text that should name a move or a position does not; the message says what and why. */
public class NotationException extends GameInputException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception of a game's {@code problem}, which names what was read, what was
   * expected.
   */
  public NotationException(Problem problem) {
    super(problem);
  }

  /**
   * Creates the exception with a message that names what was read, what was expected, already in
   * the person's language, or in the English of a game that has no other.
   */
  public NotationException(String message) {
    super(message);
  }
}
