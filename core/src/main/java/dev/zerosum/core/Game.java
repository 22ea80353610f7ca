package dev.zerosum.core;

import java.util.List;
import java.util.Optional;

/**
 * A two-player, zero-sum game of perfect information, as a search problem: the six components of
 * the textbook formulation.
 *
 * <p>Everything else a game may offer is optional and discovered by the searches when present: a
 * 64-bit key of a position (for transposition tables), its symmetries, a move ordering, a notation.
 * Plugging in a game takes only the six methods:
 *
 * <pre>{@code
 * record Pile(int left, Player toMove) {}
 *
 * // Take 1 or 2 from a pile; whoever takes the last one wins.
 * class TakeAway implements Game<Pile, Integer> {
 *   public Pile initialState() { return new Pile(5, Player.MAX); }
 *   public Player player(Pile s) { return s.toMove(); }
 *   public List<Integer> actions(Pile s) { return s.left() >= 2 ? List.of(1, 2) : List.of(1); }
 *   public Pile result(Pile s, Integer take) { return new Pile(s.left() - take, s.toMove().opponent()); }
 *   public boolean isTerminal(Pile s) { return s.left() == 0; }
 *   public int utility(Pile s) { return s.toMove() == Player.MAX ? -1 : +1; }
 * }
 * }</pre>
 *
 * @param <S> the type of a state (a position); should be immutable
 * @param <A> the type of an action (a move)
 */
public interface Game<S, A> {

  /** Returns the position before the first move. */
  S initialState();

  /** Returns the player to move in {@code state}. */
  Player player(S state);

  /**
   * Returns the legal actions in {@code state}, in a fixed order that each game documents; the
   * searches examine them in this order unless a move ordering says otherwise. None exactly when
   * the state is terminal.
   */
  List<A> actions(S state);

  /**
   * Returns the position after {@code action} is played in {@code state}. Never changes {@code
   * state}.
   *
   * @throws IllegalMoveException if the action is not legal in the state
   */
  S result(S state, A action);

  /** Returns true when the game is over in {@code state}. */
  boolean isTerminal(S state);

  /**
   * Returns the exact outcome of a terminal {@code state} from MAX's point of view: positive when
   * MAX has won, negative when MIN has won, zero for a draw. Most games answer +1, 0 or -1; a game
   * with margins may answer up to {@link Score#MAX_UTILITY} in magnitude. Never asked of a state
   * that is not terminal.
   */
  int utility(S state);

  /**
   * Returns true when a utility is the final value of its position, to be compared as it is: the
   * exact searches then back up plain minimax values, with no preference for a quicker win or a
   * slower loss, as the textbook's explicit trees are worked by hand ({@link Score#ofFinalValue}).
   * False unless the game says so: a utility is then an outcome, and among equal outcomes the
   * searches prefer the quicker win and the slower loss ({@link Score#ofTerminal}).
   */
  default boolean utilitiesAreFinalValues() {
    return false;
  }

  /** Returns a 64-bit key of a position, equal for equal positions, when the game offers one. */
  default Optional<PositionKey<S>> positionKey() {
    return Optional.empty();
  }

  /** Returns the game's symmetries (rotations, reflections …), when it has any. */
  default Optional<Symmetries<S>> symmetries() {
    return Optional.empty();
  }

  /**
   * Returns a key equal for all positions equivalent under the game's symmetries. By default the
   * smallest {@link #positionKey()} among a position's {@link Symmetries#images images}; a game may
   * override it with a faster one.
   */
  default Optional<PositionKey<S>> canonicalKey() {
    return symmetries().flatMap(symmetries -> positionKey().map(symmetries::canonicalKey));
  }

  /** Returns the game's preferred move ordering (good moves first), when it has one. */
  default Optional<MoveOrdering<S, A>> moveOrdering() {
    return Optional.empty();
  }

  /** Returns the notation people use to read and write moves and positions, when there is one. */
  default Optional<Notation<S, A>> notation() {
    return Optional.empty();
  }
}
