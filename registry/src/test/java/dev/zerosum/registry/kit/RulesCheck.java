package dev.zerosum.registry.kit;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Player;
import dev.zerosum.core.Score;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The checks of one position that need no search: what {@code Game} and {@code Notation} promise.
 *
 * <ul>
 *   <li>{@code result} never changes the position it is given (its notation, its equality, its key
 *       and its hash code are the same after every move as before);
 *   <li>the position has no move exactly when it is terminal; a terminal position's utility is
 *       within {@link Score#MAX_UTILITY} (core asks the utility of terminal positions only, and so
 *       does this check);
 *   <li>every move hands the turn to the other player;
 *   <li>the position written and read back is an equal position with the same key and hash code;
 *       every move written and read back is the same move, and no two moves are written alike;
 *   <li>the side to move goes with the text: read back with no side, a text that gives the same
 *       side gives the same position; read back with the other side to move, the text is refused or
 *       gives that side (a text that says who moves must not overrule the side asked for silently);
 *   <li>a move or a position that is no text of the notation is refused, and a mistake reported
 *       with a code has its text in English and Spanish ({@link TextsCheck}).
 * </ul>
 */
final class RulesCheck<S, A> {
  /** What no notation reads as a move or a position. */
  static final String NONSENSE = "¿?";

  private final Checked<S, A> checked;
  private final TextsCheck texts;

  RulesCheck(Checked<S, A> checked, TextsCheck texts) {
    this.checked = checked;
    this.texts = texts;
  }

  /** Checks {@code state} and returns the positions its moves lead to, in the game's order. */
  List<S> check(S state) {
    Player mover = checked.game().player(state);
    boolean terminal = checked.game().isTerminal(state);
    List<A> actions = checked.game().actions(state);
    if (terminal && !actions.isEmpty()) {
      throw checked.failure(state, "the game is over, yet it has moves " + actions);
    }
    if (!terminal && actions.isEmpty()) {
      throw checked.failure(state, "the game is not over, yet it has no move");
    }
    String text = checked.notation().formatPosition(state);
    S copy = readBack(state, text, mover);
    sideGoesWithText(state, text, mover);
    refusesNonsense(state);
    if (terminal) {
      int utility = checked.game().utility(state);
      if (Math.abs(utility) > Score.MAX_UTILITY) {
        throw checked.failure(state, "its utility " + utility + " is beyond ±" + Score.MAX_UTILITY);
      }
      return List.of();
    }
    long key = checked.keyOf(state);
    int hash = state.hashCode();
    Set<String> written = new HashSet<>();
    Set<String> said = new HashSet<>();
    List<S> next = new ArrayList<>();
    for (A action : actions) {
      String move = checked.notation().formatMove(state, action);
      if (!written.add(move)) {
        throw checked.failure(state, "two of its moves are written '" + move + "'");
      }
      String words = checked.playable().moveText(state, action);
      if (words.isBlank() || !said.add(words)) {
        throw checked.failure(state, "its move '" + move + "' is said '" + words + "', as another");
      }
      A read = checked.notation().parseMove(state, move);
      if (!action.equals(read)) {
        throw checked.failure(
            state, "the move " + action + ", written '" + move + "', reads back as " + read);
      }
      S after = checked.game().result(state, action);
      Player nextMover = checked.game().player(after);
      if (nextMover != mover.opponent()) {
        throw checked.failure(
            state,
            "after the move '"
                + move
                + "', "
                + checked.playable().playerName(nextMover)
                + " is to move again; the players take turns");
      }
      next.add(after);
    }
    boolean unchanged =
        checked.notation().formatPosition(state).equals(text)
            && state.equals(copy)
            && checked.keyOf(state) == key
            && state.hashCode() == hash;
    if (!unchanged) {
      throw checked.failure(
          state, "result(state, move) changed the position it was given (it was '" + text + "')");
    }
    return next;
  }

  /**
   * Checks that {@code text}, {@code state} written, read with no side or with the other side to
   * move gives {@code state} or that other side, or is refused.
   */
  private void sideGoesWithText(S state, String text, Player mover) {
    S unsided = checked.read(text, null);
    if (checked.game().player(unsided) == mover && !state.equals(unsided)) {
      throw checked.failure(
          state, "written as '" + text + "' and read with no side to move, it is " + unsided);
    }
    Player other = mover.opponent();
    S overruled;
    try {
      overruled = checked.read(text, other);
    } catch (GameInputException refused) {
      texts.said(refused, "reading '" + text + "' with the other side to move");
      return;
    }
    Player given = checked.game().player(overruled);
    if (given != other) {
      throw checked.failure(
          state,
          "written as '"
              + text
              + "' and read with "
              + checked.playable().playerName(other)
              + " to move, it gives "
              + checked.playable().playerName(given)
              + " to move: refuse a side the text contradicts, or take the side asked for");
    }
  }

  /** Checks that nonsense is refused as a move and as a position, its mistake said in Spanish. */
  private void refusesNonsense(S state) {
    try {
      A move = checked.notation().parseMove(state, NONSENSE);
      throw checked.failure(state, "the move '" + NONSENSE + "' is read as " + move);
    } catch (GameInputException refused) {
      texts.said(refused, "reading the move '" + NONSENSE + "'");
    }
    try {
      S read = checked.read(NONSENSE, null);
      throw checked.failure(state, "the position '" + NONSENSE + "' is read as " + read);
    } catch (GameInputException refused) {
      texts.said(refused, "reading the position '" + NONSENSE + "'");
    }
  }

  /** Returns {@code state} written as {@code text} and read back, checked equal to it. */
  private S readBack(S state, String text, Player mover) {
    S read = checked.read(text, mover);
    if (!state.equals(read)) {
      throw checked.failure(
          state, "written as '" + text + "' it reads back as another position, " + read);
    }
    if (checked.keyOf(read) != checked.keyOf(state) || read.hashCode() != state.hashCode()) {
      throw checked.failure(
          state, "the equal position read back from '" + text + "' has another key or hash code");
    }
    if (!checked.notation().formatPosition(read).equals(text)) {
      throw checked.failure(state, "read back from '" + text + "' it is written differently");
    }
    return read;
  }
}
