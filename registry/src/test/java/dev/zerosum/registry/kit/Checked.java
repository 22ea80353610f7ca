package dev.zerosum.registry.kit;

import dev.zerosum.core.Game;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import dev.zerosum.registry.PlayableGame;
import java.util.Optional;

/**
 * The game a contract run checks, with what every check needs: the rules, the notation, the key
 * when there is one, and how to name a position in a failure.
 *
 * @param playable the game as the front ends see it
 * @param game its rules
 * @param notation its notation
 * @param key its position key, when it offers one
 * @param name the module's name and the options, for failures: {@code nim {piles=[1, 2]}}
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
record Checked<S, A>(
    PlayableGame<S, A> playable,
    Game<S, A> game,
    Notation<S, A> notation,
    Optional<PositionKey<S>> key,
    String name) {

  /** Returns the game {@code playable} is, checked as {@code name}. */
  static <S, A> Checked<S, A> of(PlayableGame<S, A> playable, String name) {
    Game<S, A> game = playable.game();
    return new Checked<>(playable, game, playable.notation(), game.positionKey(), name);
  }

  /** Returns {@code state} as a failure names it: its notation and the player to move. */
  String describe(S state) {
    String written;
    try {
      written = "'" + notation.formatPosition(state) + "'";
    } catch (RuntimeException unwritable) {
      written = state + " (the notation cannot write it: " + unwritable + ")";
    }
    String mover;
    try {
      mover = playable.playerName(game.player(state));
    } catch (RuntimeException noPlayer) {
      mover = "nobody (" + noPlayer + ")";
    }
    return written + " with " + mover + " to move";
  }

  /** Returns the failure {@code what} at {@code state}. */
  AssertionError failure(S state, String what) {
    return new AssertionError(name + ", position " + describe(state) + ": " + what);
  }

  /** Returns the key of {@code state}, or 0 when the game offers none. */
  long keyOf(S state) {
    return key.map(k -> k.of(state)).orElse(0L);
  }

  /** Returns the position {@code text} describes, with {@code toMove} to move. */
  S read(String text, Player toMove) {
    return playable.parsePosition(text, toMove);
  }
}
