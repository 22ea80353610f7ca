package dev.zerosum.app.play;

/** Where a person's lines come from: a terminal with line editing, or a plain stream. */
public interface LineInput extends AutoCloseable {

  /** Shows {@code prompt} and returns the next line, or null at the end of the input. */
  String readLine(String prompt);

  /** Returns true when the last {@link #readLine} ended because the person pressed Ctrl-C. */
  default boolean interrupted() {
    return false;
  }

  /**
   * Returns true when a person types the lines at a terminal, where the end of the input is Ctrl-D;
   * false for a pipe or a file, whose end is the end of what a program wrote.
   */
  default boolean atTerminal() {
    return false;
  }

  @Override
  default void close() {}
}
