package dev.zerosum.core.arena;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Budget;
import dev.zerosum.core.Game;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.Player;
import dev.zerosum.core.Ticker;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Plays one game of the arena between two players' fresh agents, from an opening to the end, and
 * records it. A player that breaks a rule of the arena loses the game at once, and the record says
 * why: a move that is not legal, an exception from its agent (or from making it), a move that took
 * longer than the limit. A game longer than the limit of plies counts as a draw.
 */
final class ArenaMatch<S, A> {
  private final Game<S, A> game;
  private final long moveLimitNanos; // Long.MAX_VALUE: none
  private final Ticker ticker;
  private final int maxPlies;

  /** Plays {@code game} with {@code budget}'s time a move, as its clock counts (none if exact). */
  ArenaMatch(Game<S, A> game, Budget budget, int maxPlies) {
    this.game = game;
    this.moveLimitNanos = budget.timed() ? budget.time().toNanos() : Long.MAX_VALUE;
    this.ticker = budget.ticker();
    this.maxPlies = maxPlies;
  }

  /**
   * Plays game {@code number}: {@code first} plays MAX and {@code second} MIN, from the position
   * after {@code opening}, their agents made with the seeds given.
   */
  ArenaGame<A> play(
      int number,
      ArenaPlayer<S, A> first,
      ArenaPlayer<S, A> second,
      List<A> opening,
      long firstSeed,
      long secondSeed) {
    Record record = new Record(number, first.name(), second.name(), opening);
    S state = game.initialState();
    for (A move : opening) {
      state = game.result(state, move);
    }
    Agent<S, A> maxAgent = makeAgent(first, firstSeed, record, Player.MAX);
    Agent<S, A> minAgent =
        maxAgent == null ? null : makeAgent(second, secondSeed, record, Player.MIN);
    if (maxAgent == null || minAgent == null) {
      return record.result;
    }
    while (!game.isTerminal(state)) {
      if (record.moves.size() == maxPlies) {
        return record.end(
            GameScore.DRAW, GameEnd.MOVE_LIMIT, null, "the game reached " + maxPlies + " plies");
      }
      Player mover = game.player(state);
      String name = mover == Player.MAX ? first.name() : second.name();
      A move;
      long start = ticker.nanoTime();
      try {
        move = (mover == Player.MAX ? maxAgent : minAgent).chooseAction(state);
      } catch (RuntimeException failure) {
        return record.forfeit(mover, GameEnd.EXCEPTION, name + " threw " + describe(failure));
      }
      long took = ticker.nanoTime() - start;
      if (took > moveLimitNanos) {
        return record.forfeit(
            mover,
            GameEnd.TIMEOUT,
            String.format(
                Locale.ROOT,
                "%s took %.3f s for a move; the limit is %.3f s",
                name,
                took / 1e9,
                moveLimitNanos / 1e9));
      }
      if (move == null || !game.actions(state).contains(move)) {
        return record.forfeit(
            mover, GameEnd.ILLEGAL_MOVE, name + " played " + move + ", which is not a legal move");
      }
      try {
        state = game.result(state, move);
      } catch (IllegalMoveException illegal) {
        return record.forfeit(
            mover, GameEnd.ILLEGAL_MOVE, name + " played " + move + ": " + illegal.getMessage());
      }
      record.moves.add(move);
    }
    int utility = game.utility(state);
    GameScore score =
        utility > 0 ? GameScore.FIRST_WINS : utility < 0 ? GameScore.SECOND_WINS : GameScore.DRAW;
    return record.end(score, GameEnd.RULES, null, "");
  }

  /** Returns the player's new agent, or null when making it failed (the record then says so). */
  private Agent<S, A> makeAgent(ArenaPlayer<S, A> player, long seed, Record record, Player colour) {
    try {
      Agent<S, A> agent = player.factory().newAgent(seed);
      if (agent == null) {
        record.forfeit(colour, GameEnd.EXCEPTION, player.name() + "'s factory made no agent");
      }
      return agent;
    } catch (RuntimeException failure) {
      record.forfeit(
          colour,
          GameEnd.EXCEPTION,
          player.name() + "'s agent could not be made: " + describe(failure));
      return null;
    }
  }

  private static String describe(RuntimeException failure) {
    String message = failure.getMessage();
    return failure.getClass().getSimpleName() + (message == null ? "" : ": " + message);
  }

  /** The game as it goes, until it ends. */
  private final class Record {
    final int number;
    final String first;
    final String second;
    final List<A> opening;
    final List<A> moves = new ArrayList<>();
    ArenaGame<A> result;

    Record(int number, String first, String second, List<A> opening) {
      this.number = number;
      this.first = first;
      this.second = second;
      this.opening = opening;
    }

    ArenaGame<A> end(GameScore score, GameEnd end, String offender, String reason) {
      result = new ArenaGame<>(number, first, second, opening, moves, score, end, offender, reason);
      return result;
    }

    /** Ends the game as a loss for the player of {@code colour}. */
    ArenaGame<A> forfeit(Player colour, GameEnd end, String reason) {
      boolean firstLost = colour == Player.MAX;
      return end(
          firstLost ? GameScore.SECOND_WINS : GameScore.FIRST_WINS,
          end,
          firstLost ? first : second,
          reason);
    }
  }
}
