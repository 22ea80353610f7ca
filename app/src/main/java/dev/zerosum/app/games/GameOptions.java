package dev.zerosum.app.games;

import java.util.List;

/**
 * The options a game is set up with, as given on the command line and kept in save files.
 *
 * @param piles Nim's starting piles (pile A first); empty for a game without piles
 * @param misere true for Nim's misère play (taking the last object loses)
 */
public record GameOptions(List<Long> piles, boolean misere) {
  /** Nim's piles when none are given: the classic 1, 3, 5, 7. */
  public static final List<Long> DEFAULT_PILES = List.of(1L, 3L, 5L, 7L);

  /** Copies the piles. */
  public GameOptions {
    piles = List.copyOf(piles);
  }

  /** Returns the options of a game that has none. */
  public static GameOptions none() {
    return new GameOptions(List.of(), false);
  }
}
