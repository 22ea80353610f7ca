package dev.zerosum.app.fuzz;

/** What every fuzz test of the project shares. */
final class Fuzzing {
  /**
   * How long one target is fuzzed when {@code JAZZER_FUZZ=1} (a plain build runs the committed
   * corpus only, in seconds): the issue asks ten minutes a target.
   */
  static final String TARGET = "10m";

  private Fuzzing() {}
}
