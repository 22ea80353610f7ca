package dev.zerosum.games.nim;

/** Which player wins a game of Nim: the one who takes the last object, or the other one. */
public enum NimRules {
  /** Normal play: whoever cannot move loses, so whoever takes the last object wins. */
  NORMAL,
  /** Misère play: whoever takes the last object loses. */
  MISERE
}
