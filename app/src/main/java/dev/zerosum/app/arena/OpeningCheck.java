package dev.zerosum.app.arena;

import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Refuses random openings as long as the game: the arena shortens an opening that ends the game, so
 * {@code --openings 12} on tic-tac-toe (nine cells) left the engines a move or two after random
 * play-outs, and rated chance. An opening is accepted when one random line of its length, of a few
 * hundred drawn, leaves the game going on.
 */
public final class OpeningCheck {
  private static final Messages MESSAGES = Messages.of(OpeningCheck.class);

  /**
   * Lines drawn before the length is refused: a 9-ply line of tic-tac-toe that ends no game is one
   * in three.
   */
  private static final int TRIES = 300;

  private OpeningCheck() {}

  /**
   * Checks that some line of {@code plies} random moves of {@code game} leaves the game going on.
   *
   * @throws GameInputException naming the option, the game and the longest opening there is
   */
  public static void check(PlayableGame<?, ?> game, int plies) {
    if (!leavesTheGameGoing(game.game(), plies)) {
      int longest = plies - 1;
      while (longest > 0 && !leavesTheGameGoing(game.game(), longest)) {
        longest--;
      }
      throw new GameInputException(
          MESSAGES.text(
              "arena.openings-too-long",
              String.valueOf(plies),
              game.module().name(),
              String.valueOf(longest)));
    }
  }

  /** Returns true when a line of {@code plies} random moves, of {@link #TRIES}, does not end it. */
  static <S, A> boolean leavesTheGameGoing(Game<S, A> game, int plies) {
    SplittableRandom random = new SplittableRandom(plies); // the same answer every run
    for (int attempt = 0; attempt < TRIES; attempt++) {
      S state = game.initialState();
      int ply = 0;
      while (ply < plies && !game.isTerminal(state)) {
        List<A> actions = game.actions(state);
        state = game.result(state, actions.get(random.nextInt(actions.size())));
        ply++;
      }
      if (ply == plies && !game.isTerminal(state)) {
        return true;
      }
    }
    return false;
  }
}
