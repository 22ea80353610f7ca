package dev.zerosum.core;

import java.util.List;
import java.util.Optional;

/**
 * Input from a person or a file that a game rejects: unreadable text, an unreachable position, an
 * illegal move. The message is meant for that person: it names what is wrong and what was expected,
 * in English, so a user interface can show it as it is.
 *
 * <p>A user interface that speaks other languages needs more than English text: a game gives the
 * mistake a stable code and the values the message names, and the interface says it in the person's
 * language from its own words for that code (falling back to the message):
 *
 * <pre>{@code
 * throw new NotationException("cell " + cell + " is taken").withCode("tictactoe.taken", cell);
 * }</pre>
 */
public class GameInputException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private String code;
  private transient List<Object> arguments = List.of();

  /** Creates the exception with a message for a person. */
  public GameInputException(String message) {
    super(message);
  }

  /**
   * Gives the mistake a code that names it for every language ({@code game.what}, lower case) and
   * the values its message names, in the message's order; returns this exception.
   */
  public GameInputException withCode(String code, Object... arguments) {
    this.code = code;
    this.arguments = List.of(arguments);
    return this;
  }

  /** Returns the code of the mistake, when the game gave one. */
  public Optional<String> code() {
    return Optional.ofNullable(code);
  }

  /** Returns the values the message names, in its order: empty without a code. */
  public List<Object> arguments() {
    return arguments == null ? List.of() : arguments;
  }
}
