package dev.zerosum.core.arena;

/**
 * Hears the arena as its games finish, for a progress line. Calls come one at a time, from
 * whichever thread finished the game; with several threads, not in the order of the schedule.
 *
 * @param <A> the type of a move
 */
@FunctionalInterface
public interface ArenaProgress<A> {

  /** Called when {@code game} is over: {@code finished} of the {@code total} games are. */
  void gameFinished(int finished, int total, ArenaGame<A> game);
}
