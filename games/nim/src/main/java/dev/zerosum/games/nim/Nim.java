package dev.zerosum.games.nim;

import dev.zerosum.core.Game;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Nim as a search problem: piles of objects; a move takes at least one object from one pile. Under
 * {@link NimRules#NORMAL normal play} whoever cannot move loses (so whoever takes the last object
 * wins); under {@link NimRules#MISERE misère play} whoever takes the last object loses.
 *
 * <p>The actions of a position are in a fixed order: pile by pile (A first), and within a pile
 * taking 1, 2, … up to all of it. They are listed lazily, so a pile of a billion objects costs
 * nothing until a move is read; a position with more moves than a list can hold (2^31 - 1) is
 * refused, and {@link NimSumSolver} answers it instead, from the nim-sum, at once.
 *
 * <p>The game offers a perfect 64-bit key for positions of up to 50 bits of piles (see {@link
 * #positionKey()}), a canonical key that treats the piles as interchangeable, and the notation
 * {@code B-1} / {@code 3,4,5} ({@link #notation()}). It offers no move ordering, so that searches
 * of Nim stay independent of the nim-sum they are checked against.
 *
 * <pre>{@code
 * Nim game = Nim.normal(1, 2);
 * SearchResult<NimMove> r = MinimaxSearch.on(game).build().search(game.initialState());
 * r.statistics().nodes();                       // 12: the whole game tree
 * r.value().describe();                         // "win in 3 plies"
 * game.notation().orElseThrow()
 *     .formatMove(game.initialState(), r.bestAction().orElseThrow());  // "B-1"
 * }</pre>
 */
public final class Nim implements Game<NimPosition, NimMove> {
  private static final NimNotation NOTATION = new NimNotation();

  private final NimPosition start;
  private final NimRules rules;

  /**
   * Creates the game that starts from {@code piles} (pile A first) with MAX to move, under {@code
   * rules}.
   *
   * @throws IllegalArgumentException if there is no pile, or a pile is negative or above 2^62
   */
  public Nim(List<Long> piles, NimRules rules) {
    this.start = NimPosition.of(Player.MAX, piles);
    this.rules = Objects.requireNonNull(rules, "rules");
  }

  private Nim(NimPosition start, NimRules rules) {
    this.start = start;
    this.rules = rules;
  }

  /**
   * Returns the game of normal play (taking the last object wins) that starts from {@code piles}.
   */
  public static Nim normal(long... piles) {
    return new Nim(NimPosition.of(Player.MAX, piles), NimRules.NORMAL);
  }

  /**
   * Returns the game of misère play (taking the last object loses) that starts from {@code piles}.
   */
  public static Nim misere(long... piles) {
    return new Nim(NimPosition.of(Player.MAX, piles), NimRules.MISERE);
  }

  /** Returns whether taking the last object wins (normal) or loses (misère). */
  public NimRules rules() {
    return rules;
  }

  /** Returns the starting piles with MAX to move. */
  @Override
  public NimPosition initialState() {
    return start;
  }

  @Override
  public Player player(NimPosition state) {
    return state.toMove();
  }

  /**
   * Returns the legal moves of {@code state}, pile by pile (A first), and within a pile taking 1,
   * 2, … up to all of it; none when every pile is empty. The list is read-only and computes each
   * move when it is read.
   *
   * @throws IllegalArgumentException if the position has more than 2^31 - 1 moves (the sum of the
   *     piles), more than a list can hold; {@link NimSumSolver} answers such positions
   */
  @Override
  public List<NimMove> actions(NimPosition state) {
    return NimActions.of(state);
  }

  /**
   * Returns the position after {@code action}, with the other player to move; {@code state} is
   * unchanged.
   *
   * @throws dev.zerosum.core.IllegalMoveException if the pile does not exist, the move takes less
   *     than 1 or more than the pile holds, or the game is over; the message names the move and the
   *     reason
   */
  @Override
  public NimPosition result(NimPosition state, NimMove action) {
    NimMoveCheck.check(state, action);
    return state.take(action.pile(), action.count());
  }

  /** Returns true when every pile is empty. */
  @Override
  public boolean isTerminal(NimPosition state) {
    return state.isOver();
  }

  /**
   * Returns +1 if MAX has won, -1 if MIN has won. Every pile is empty: under normal play the player
   * to move cannot move and has lost; under misère play the other player took the last object and
   * has lost.
   *
   * @throws IllegalArgumentException if the game is not over
   */
  @Override
  public int utility(NimPosition state) {
    if (!state.isOver()) {
      throw new IllegalArgumentException(
          "the game is not over: " + state + " has no utility until every pile is empty");
    }
    Player winner = rules == NimRules.NORMAL ? state.toMove().opponent() : state.toMove();
    return winner.sign();
  }

  /**
   * Returns a 64-bit key of the piles in order and the player to move: a perfect encoding (no two
   * positions share a key) when the piles fit in 50 bits: at most 63 piles of at most k bits each
   * with {@code piles * k <= 50}, such as four piles below 4,096 or fifty piles of one. Larger
   * positions get a 62-bit hash that two of them may share by chance; a transposition table would
   * then take one for the other.
   */
  @Override
  public Optional<PositionKey<NimPosition>> positionKey() {
    return Optional.of(NimPositionKeys::key);
  }

  /**
   * Returns a key equal for positions whose piles are a rearrangement of each other (with the same
   * player to move): the key of the sorted piles. Such positions have the same value, since no rule
   * tells piles apart.
   *
   * <p>The game offers no {@link #symmetries()}, because their contract is the image under every
   * symmetry, here every permutation of the piles: 3,628,800 images for ten piles. Sorting a copy
   * reaches the same key in {@code O(n log n)}.
   */
  @Override
  public Optional<PositionKey<NimPosition>> canonicalKey() {
    return Optional.of(NimPositionKeys::canonicalKey);
  }

  /** Returns the notation: moves {@code B-1} or {@code 2-1}, positions {@code 3,4,5}. */
  @Override
  public Optional<Notation<NimPosition, NimMove>> notation() {
    return Optional.of(NOTATION);
  }

  /** Returns "Nim 1,3,5,7 (NORMAL)": the starting piles and the rules. */
  @Override
  public String toString() {
    return "Nim " + NOTATION.formatPosition(start) + " (" + rules + ")";
  }
}
