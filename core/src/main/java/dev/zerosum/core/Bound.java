package dev.zerosum.core;

/**
 * What a score stored in a transposition table says of the true value. An alpha-beta search that
 * fails high only knows a lower bound; one that fails low only an upper bound.
 */
public enum Bound {
  /** The score is the value. */
  EXACT,
  /** The value is at least the score (a move refuted the position: a beta cut-off). */
  LOWER,
  /** The value is at most the score (no move reached alpha). */
  UPPER
}
