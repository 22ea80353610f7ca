package dev.zerosum.app.games;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.Game;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;

/**
 * A game as the command line sees it: the rules, how people write moves and positions, how the
 * board looks, the players it offers and what perfect play makes of a position. One per game, so
 * that playing, analysing and saving work the same for all of them.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public interface GameAdapter<S, A> {

  /** Returns the name typed on the command line and kept in save files: {@code tictactoe} … */
  String name();

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
   * @throws dev.zerosum.core.GameInputException if the text is no position, or says another player
   *     is to move
   */
  S parsePosition(String text, Player toMove);

  /**
   * Returns the player this game calls {@code name} ({@code X}, {@code first} …).
   *
   * @throws dev.zerosum.core.GameInputException for a name the game does not use
   */
  default Player playerNamed(String name) {
    for (Player player : Player.values()) {
      if (playerName(player).equalsIgnoreCase(name.strip())) {
        return player;
      }
    }
    throw new dev.zerosum.core.GameInputException(
        "unknown player to move '"
            + name
            + "'; expected "
            + playerName(Player.MAX)
            + " or "
            + playerName(Player.MIN));
  }

  /** Returns what this game calls a player: {@code X} and {@code O}, or first and second. */
  String playerName(Player player);

  /**
   * Returns the board as text; {@code numbered} shows what to type for each move where the board
   * can, {@code colour} paints it with ANSI colours.
   */
  String render(S state, boolean numbered, boolean colour);

  /** Returns one line that says how to type a move. */
  String moveHelp();

  /**
   * Returns the engine {@code spec} names, seeded with {@code seed} where it draws at random.
   *
   * @throws IllegalArgumentException for {@code human}, which is no engine
   */
  Agent<S, A> agent(AgentSpec spec, long seed);

  /** Returns the estimate that searches stopping short of the end use for this game. */
  Evaluator<S> evaluator();

  /** Returns the value of {@code state} and of each of its moves, with perfect play. */
  Analysis analyze(S state);
}
