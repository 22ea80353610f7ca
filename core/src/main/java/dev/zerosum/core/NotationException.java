package dev.zerosum.core;

/** Text that should name a move or a position does not; the message says what and why. */
public class NotationException extends GameInputException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message for a person: what was read, what was expected. */
  public NotationException(String message) {
    super(message);
  }
}
