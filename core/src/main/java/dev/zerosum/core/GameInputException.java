package dev.zerosum.core;

import java.util.List;
import java.util.Optional;

/**
 * Input from a person or a file that a game rejects: unreadable text, an unreachable position, an
 * illegal move. The message is meant for that person: it names what is wrong and what was expected,
 * so a user interface can show it as it is. It is made in one of two ways, and keeps what it was
 * made with:
 *
 * <ul>
 *   <li>From a {@link Problem}: a game's mistake, which every language can say. It keeps the code
 *       and the values, and its message is the problem's English; an interface that speaks another
 *       language says the code in its own words ({@code problem.}<i>code</i> of a bundle), falling
 *       back to the message.
 *       <pre>{@code
 * throw new IllegalMoveException(ENGLISH.problem("tictactoe.taken", "5", "X"));
 * }</pre>
 *   <li>From a message already said in the person's language: a front end's or the registry's own
 *       words, read from its bundle in the current language, or a game that speaks English only. It
 *       has no code, and is shown as it is.
 *       <pre>{@code
 * throw new GameInputException(MESSAGES.text("serve.port-range", "70000"));
 * }</pre>
 * </ul>
 */
public class GameInputException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The code of the problem, or null for a message said already. */
  private final String code;

  /** The values the code's texts name; transient, as a value need not be serializable. */
  private final transient List<Object> values;

  /** Creates the exception of a game's {@code problem}: its code, its values, its English. */
  public GameInputException(Problem problem) {
    super(problem.text());
    this.code = problem.code();
    this.values = problem.values();
  }

  /**
   * Creates the exception with a message already in the person's language, or in the English of a
   * game that has no other: no code, shown as it is.
   */
  public GameInputException(String message) {
    super(message);
    this.code = null;
    this.values = List.of();
  }

  /** Returns the code of the mistake, when it was made from a problem. */
  public Optional<String> code() {
    return Optional.ofNullable(code);
  }

  /** Returns the values the code's texts name, in their order: empty without a code. */
  public List<Object> values() {
    return values == null ? List.of() : values; // null only after deserialization
  }

  /** Returns the problem this mistake was made from, when it has a code: code, English, values. */
  public Optional<Problem> problem() {
    return code().map(known -> new Problem(known, getMessage(), values()));
  }
}
