package dev.zerosum.core.arena;

import java.util.Optional;

/**
 * Keeps the games of an arena as they end, so that a long run stopped halfway goes on where it
 * stopped: the arena asks for each game of its schedule first, and plays only those it does not
 * get. {@link ArenaTextJournal} keeps them as text, for a file.
 *
 * @param <A> the type of a move
 */
public interface ArenaJournal<A> {

  /** Returns game {@code number} of the schedule if an earlier run played it, else empty. */
  Optional<ArenaGame<A>> played(int number);

  /**
   * Keeps {@code game}, which has just ended. The arena calls this one game at a time, from
   * whichever thread played it.
   */
  void record(ArenaGame<A> game);
}
