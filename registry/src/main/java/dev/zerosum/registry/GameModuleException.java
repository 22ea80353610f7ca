package dev.zerosum.registry;

/**
 * A game module on the class path that the registry refuses: it lacks a part every front end needs
 * (a name, a title, two players, a notation in its default game …), answers to a name another game
 * has, or cannot be loaded at all. The message, in the current language, names the module, where it
 * comes from and what is wrong, for the person who installed it.
 */
public final class GameModuleException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message for a person. */
  public GameModuleException(String message) {
    super(message);
  }

  /** Creates the exception with a message for a person and the failure that caused it. */
  public GameModuleException(String message, Throwable cause) {
    super(message, cause);
  }
}
