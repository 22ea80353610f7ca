package dev.zerosum.core.arena;

import java.util.ArrayList;
import java.util.List;

/**
 * One game of an arena's schedule: its number, who plays MAX, who plays MIN, and which opening.
 *
 * @param number the game's number, from 1
 * @param first the player who moves first (MAX)
 * @param second the other player
 * @param opening the index of the game's opening
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
record ArenaFixture<S, A>(
    int number, ArenaPlayer<S, A> first, ArenaPlayer<S, A> second, int opening) {

  /**
   * Returns the schedule: every pairing (only those of {@code gauntlet} unless null) in the order
   * of {@code players}, each playing opening k once with each colour, numbered from 1.
   */
  static <S, A> List<ArenaFixture<S, A>> schedule(
      List<ArenaPlayer<S, A>> players, String gauntlet, int gamesPerPairing) {
    List<ArenaFixture<S, A>> fixtures = new ArrayList<>();
    for (int i = 0; i < players.size(); i++) {
      for (int j = i + 1; j < players.size(); j++) {
        ArenaPlayer<S, A> one = players.get(i);
        ArenaPlayer<S, A> other = players.get(j);
        if (gauntlet != null && !one.name().equals(gauntlet) && !other.name().equals(gauntlet)) {
          continue;
        }
        for (int k = 0; k < gamesPerPairing / 2; k++) {
          fixtures.add(new ArenaFixture<>(fixtures.size() + 1, one, other, k));
          fixtures.add(new ArenaFixture<>(fixtures.size() + 1, other, one, k));
        }
      }
    }
    return fixtures;
  }

  /**
   * Refuses {@code kept}, a game of a journal under this fixture's number, when it is not this
   * game: other players, other colours or another opening than {@code opening}.
   *
   * @throws IllegalArgumentException naming both games
   */
  void checkSame(ArenaGame<A> kept, List<A> opening) {
    if (!kept.first().equals(first.name())
        || !kept.second().equals(second.name())
        || !kept.opening().equals(opening)) {
      throw new IllegalArgumentException(
          "game "
              + number
              + " of the journal ("
              + kept.first()
              + " – "
              + kept.second()
              + ", opening "
              + kept.opening()
              + ") is not game "
              + number
              + " of this arena ("
              + first.name()
              + " – "
              + second.name()
              + ", opening "
              + opening
              + "): the journal belongs to another run");
    }
  }
}
