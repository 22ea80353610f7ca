package dev.zerosum.app.play;

/** Where a person's lines come from: a terminal with line editing, or a plain stream. */
public interface LineInput extends AutoCloseable {

  /** Shows {@code prompt} and returns the next line, or null at the end of the input. */
  String readLine(String prompt);

  /** Returns true when the last {@link #readLine} ended because the person pressed Ctrl-C. */
  default boolean interrupted() {
    return false;
  }

  @Override
  default void close() {}
}
