package dev.zerosum.core.arena;

/** How a game of the arena ended. */
public enum GameEnd {
  /** The rules ended it: a win, a loss or a draw on the board. */
  RULES,
  /** A player chose a move that is not legal, and lost. */
  ILLEGAL_MOVE,
  /** A player's agent threw an exception (or could not be made), and its player lost. */
  EXCEPTION,
  /** A player took longer than the arena's limit for a move, and lost. */
  TIMEOUT,
  /** The game reached the arena's limit of plies, and counts as a draw. */
  MOVE_LIMIT
}
