package dev.zerosum.registry;

import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.registry.i18n.Messages;
import java.util.Optional;

/**
 * The part of a {@link PlayableGame} that says what the game is: the module and options that made
 * it, its rules, and how moves, positions and players are written. Whatever reads or writes a game
 * uses it: save files replaying their moves, the arena's journal, the web API reading a position.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public interface GameRules<S, A> {

  /** Returns the module that made this game. */
  GameModule module();

  /** Returns the options the game was set up with. */
  GameOptions options();

  /** Returns the rules. */
  Game<S, A> game();

  /** Returns how people write moves and positions. */
  Notation<S, A> notation();

  /**
   * Returns the position {@code text} describes, with {@code toMove} to move where the text does
   * not say (Nim's piles do not); null leaves it to the text, or the first player.
   *
   * @throws GameInputException if the text is no position, or says another player is to move
   */
  S parsePosition(String text, Player toMove);

  /** Returns what this game calls a player: {@code X} and {@code O}, or first and second. */
  default String playerName(Player player) {
    return module().players().get(player.ordinal());
  }

  /**
   * Returns the player this game calls {@code name} ({@code X}, {@code first} …), in any case.
   *
   * @throws GameInputException for a name the game does not use
   */
  default Player playerNamed(String name) {
    for (Player player : Player.values()) {
      if (playerName(player).equalsIgnoreCase(name.strip())) {
        return player;
      }
    }
    throw new GameInputException(
        Messages.of(GameRules.class)
            .text(
                "registry.unknown-player",
                InputText.quoted(name).shown(),
                playerName(Player.MAX),
                playerName(Player.MIN)));
  }

  /**
   * Returns the largest utility in size of a position the game can reach from {@code state}: Monte
   * Carlo search scales its results by it. 1 unless the game says otherwise, for games won, drawn
   * or lost.
   */
  default int maxUtility(S state) {
    return 1;
  }

  /**
   * Returns the game's own counter of the leaves of its move tree, faster than the generic {@link
   * PerftCounter#generic count} that the {@code perft} command uses when there is none; none unless
   * the game offers one.
   */
  default Optional<PerftCounter<S>> perftCounter() {
    return Optional.empty();
  }
}
