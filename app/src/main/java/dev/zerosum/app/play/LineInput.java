package dev.zerosum.app.play;

/** Where a person's lines come from: a terminal with line editing, or a plain stream. */
public interface LineInput extends AutoCloseable {

  /** Shows {@code prompt} and returns the next line, or null at the end of the input. */
  String readLine(String prompt);

  @Override
  default void close() {}
}
