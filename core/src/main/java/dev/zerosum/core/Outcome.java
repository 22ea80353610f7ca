package dev.zerosum.core;

/** The result of a position for the player to move, with perfect play from both sides. */
public enum Outcome {
  WIN,
  DRAW,
  LOSS,
  /** Not proven: the value is an estimate of a search that stopped before the end. */
  UNKNOWN;

  /** Returns the lower-case word used in text and JSON: {@code win}, {@code draw} … */
  public String word() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
