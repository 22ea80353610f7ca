package dev.zerosum.games.connect4;

import dev.zerosum.core.GameInputException;

/**
 * An opening book that cannot be read: missing, truncated, of another version or game, or whose
 * checksum does not match its entries. The message names the file and what was expected.
 */
public final class Connect4BookException extends GameInputException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message for a person. */
  public Connect4BookException(String message) {
    super(message);
  }
}
