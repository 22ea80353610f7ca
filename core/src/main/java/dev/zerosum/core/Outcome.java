package dev.zerosum.core;

/** The result of a position for the player to move, with perfect play from both sides. */
public enum Outcome {
  /** The player to move wins. */
  WIN,
  /** Neither player wins. */
  DRAW,
  /** The player to move loses. */
  LOSS,
  /** Not proven: the value is an estimate of a search that stopped before the end. */
  UNKNOWN;

  /** Returns the lower-case word used in text and JSON: {@code win}, {@code draw} … */
  public String word() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
