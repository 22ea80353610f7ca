package dev.zerosum.registry.kit;

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
 *       every move written and read back is the same move, and no two moves are written alike.
 * </ul>
 */
final class RulesCheck<S, A> {
  private final Checked<S, A> checked;

  RulesCheck(Checked<S, A> checked) {
    this.checked = checked;
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
