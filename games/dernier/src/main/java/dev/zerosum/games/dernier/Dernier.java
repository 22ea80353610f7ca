package dev.zerosum.games.dernier;

import dev.zerosum.core.Game;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Dernier ("the last one"), the matchstick game, as a search problem: a row of matches; each move
 * takes 1 to K of them; under {@link DernierRules#LAST_LOSES the usual rules} whoever takes the
 * last match loses, under {@link DernierRules#LAST_WINS normal play} whoever takes it wins.
 *
 * <p>Actions are the numbers of matches to take, 1 first, up to K or what is left. The game offers
 * a perfect key and the notation ({@code 2} for a move, {@code 21} for a position); it offers no
 * move ordering, so that the generic searches stay independent of the rule they are checked against
 * ({@link DernierSolver}).
 *
 * <pre>{@code
 * Dernier game = new Dernier(21, 3, DernierRules.LAST_LOSES);
 * new DernierSolver(game).outcome(game.initialState());  // LOSS: 21 = 5 * 4 + 1
 * }</pre>
 */
public final class Dernier implements Game<DernierPosition, DernierMove> {
  /** The most matches one move may take. */
  public static final int MAX_TAKE = 1_000;

  private final long matches;
  private final int maxTake;
  private final DernierRules rules;
  private final DernierNotation notation;

  /**
   * Creates the game that starts from {@code matches} with MAX to move, each move taking 1 to
   * {@code maxTake}.
   *
   * @throws IllegalArgumentException if the row is empty or too long, or K is out of range
   */
  public Dernier(long matches, int maxTake, DernierRules rules) {
    if (matches < 1 || matches > DernierPosition.MAX_MATCHES) {
      throw new IllegalArgumentException(
          "a game starts from 1 to " + DernierPosition.MAX_MATCHES + " matches, not " + matches);
    }
    if (maxTake < 1 || maxTake > MAX_TAKE) {
      throw new IllegalArgumentException(
          "a move takes at most 1 to " + MAX_TAKE + " matches, not " + maxTake);
    }
    this.matches = matches;
    this.maxTake = maxTake;
    this.rules = Objects.requireNonNull(rules, "rules");
    this.notation = new DernierNotation(maxTake);
  }

  /** Returns the most matches one move may take (K). */
  public int maxTake() {
    return maxTake;
  }

  /** Returns whether the last match loses or wins. */
  public DernierRules rules() {
    return rules;
  }

  @Override
  public DernierPosition initialState() {
    return new DernierPosition(matches, Player.MAX);
  }

  @Override
  public Player player(DernierPosition state) {
    return state.toMove();
  }

  /** Returns taking 1, 2, … up to K or every match left; none at the end. */
  @Override
  public List<DernierMove> actions(DernierPosition state) {
    int most = (int) Math.min(maxTake, state.matches());
    List<DernierMove> moves = new ArrayList<>(most);
    for (int take = 1; take <= most; take++) {
      moves.add(new DernierMove(take));
    }
    return moves;
  }

  /**
   * Returns the position after {@code action}, with the other player to move.
   *
   * @throws dev.zerosum.core.IllegalMoveException if the game is over or the move takes more than K
   *     or than is left
   */
  @Override
  public DernierPosition result(DernierPosition state, DernierMove action) {
    DernierMoveCheck.check(state, action.take(), maxTake, action.toString());
    return state.after(action.take());
  }

  /** Returns true when no match is left. */
  @Override
  public boolean isTerminal(DernierPosition state) {
    return state.isOver();
  }

  /**
   * Returns +1 if MAX has won, -1 if MIN has: the player who took the last match is the one not to
   * move, and lost or won by the rules.
   *
   * @throws IllegalArgumentException if matches are left
   */
  @Override
  public int utility(DernierPosition state) {
    if (!state.isOver()) {
      throw new IllegalArgumentException("the game is not over: " + state + " has no utility yet");
    }
    Player tookLast = state.toMove().opponent();
    Player winner = rules == DernierRules.LAST_LOSES ? tookLast.opponent() : tookLast;
    return winner.sign();
  }

  /** Returns the matches and the player to move in one perfect key. */
  @Override
  public Optional<PositionKey<DernierPosition>> positionKey() {
    return Optional.of(state -> state.matches() << 1 | state.toMove().ordinal());
  }

  /** Returns the notation: a move is how many to take, a position how many are left. */
  @Override
  public Optional<Notation<DernierPosition, DernierMove>> notation() {
    return Optional.of(notation);
  }

  /** Returns "Dernier 21, take 1 to 3, LAST_LOSES". */
  @Override
  public String toString() {
    return "Dernier " + matches + ", take 1 to " + maxTake + ", " + rules;
  }
}
