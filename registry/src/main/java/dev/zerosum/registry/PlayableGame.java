package dev.zerosum.registry;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;
import java.util.Optional;

/**
 * A game set up with its options, with everything a front end needs: the rules, how people write
 * moves and positions, the board as text and as the page draws it, the players it offers and what
 * perfect play makes of a position. Playing, analysing, tracing, saving and serving work the same
 * for every game through this interface.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public interface PlayableGame<S, A> {

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
   * Returns the player as a person reads it in the current language ({@link
   * dev.zerosum.registry.i18n.Language#current()}): {@code X}, or {@code primero} where Nim's
   * {@link #playerName} is {@code first}. Text for people only: what is typed, saved or sent as
   * JSON is {@link #playerName}. The name itself unless the game says otherwise.
   */
  default String displayPlayerName(Player player) {
    return playerName(player);
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
        Messages.of(PlayableGame.class)
            .text("registry.unknown-player", name, playerName(Player.MAX), playerName(Player.MIN)));
  }

  /**
   * Returns the board as text, showing what to type for each move where the board can; {@code
   * colour} paints it with ANSI colours.
   */
  String render(S state, boolean colour);

  /** Returns one line that says how to type a move. */
  String moveHelp();

  /** Returns the board as the page draws it. */
  BoardView board(S state);

  /** Returns the legal moves with where they are on the {@link #board}; empty at the end. */
  List<BoardMove> boardMoves(S state);

  /**
   * Returns the position as a small grid that a node of a tree picture can show (one string per
   * row), when the board is small enough to read there; empty otherwise.
   */
  default Optional<List<String>> glyph(S state) {
    return Optional.empty();
  }

  /** Returns the position written for a title, which may be easier to read than the notation. */
  default String displayPosition(S state) {
    return notation().formatPosition(state);
  }

  /**
   * Returns {@code state} as a node of a trace or of a picture of the tree names it, where the
   * whole position would not fit: its notation unless the game says otherwise (the textbook's trees
   * name a node by its label, not by the whole tree).
   */
  default String nodeName(S state) {
    return notation().formatPosition(state);
  }

  /**
   * Returns the largest utility in size of a position the game can reach from {@code state}: Monte
   * Carlo search scales its results by it. 1 unless the game says otherwise, for games won, drawn
   * or lost.
   */
  default int maxUtility(S state) {
    return 1;
  }

  /** Returns the players the game offers, as typed: {@code perfect}, {@code depth:N} … */
  List<String> agents();

  /**
   * Returns the engine {@code spec} names, set up with {@code context}.
   *
   * @throws GameInputException for an engine the game does not offer, or for {@code human}
   */
  Agent<S, A> agent(AgentSpec spec, AgentContext context);

  /** Returns the estimate that searches stopping short of the end use for this game. */
  Evaluator<S> evaluator();

  /**
   * Returns the value of {@code state} and of each of its moves with perfect play, as far as it is
   * proven before {@code stop} says stop; a move not proven by then is marked not exact.
   */
  Analysis analyze(S state, StopCondition stop);

  /**
   * Returns, for the text analysis, why the position has its value, in a few lines ending in a
   * newline (Nim's nim-sum in binary); empty when the game has nothing to add.
   */
  default String explain(S state) {
    return "";
  }
}
