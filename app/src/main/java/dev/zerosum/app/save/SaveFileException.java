package dev.zerosum.app.save;

import dev.zerosum.core.GameInputException;

/** A save file that cannot be read or written; the message names the file and the problem. */
public class SaveFileException extends GameInputException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message for a person. */
  public SaveFileException(String message) {
    super(message);
  }
}
