package dev.zerosum.registry.kit.takeaway;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.Game;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import java.util.List;
import java.util.Optional;

/**
 * The take-away game, as a newcomer writes it against core's {@code Game}: a pile, each move takes
 * 1 to 3, whoever takes the last one wins. The player to move loses exactly on a multiple of 4.
 */
public final class TakeAway implements Game<TakeAway.Pile, Integer> {
  // The English of each mistake is read from the bundle beside this class, written once there.
  private static final EnglishTexts ENGLISH = EnglishTexts.of(TakeAway.class);

  /** The most a move takes. */
  static final int MOST = 3;

  /**
   * A position: what is left, and who moves.
   *
   * @param left the objects left in the pile
   * @param toMove the player to move
   */
  public record Pile(int left, Player toMove) {}

  private final int start;

  /** Makes the game that starts from a pile of {@code start}. */
  public TakeAway(int start) {
    this.start = start;
  }

  /** Returns the pile at the start. */
  public int start() {
    return start;
  }

  @Override
  public Pile initialState() {
    return new Pile(start, Player.MAX);
  }

  @Override
  public Player player(Pile state) {
    return state.toMove();
  }

  /** Returns 1, 2 and 3, as far as the pile allows: none once it is empty. */
  @Override
  public List<Integer> actions(Pile state) {
    return List.of(1, 2, 3).subList(0, Math.min(MOST, state.left()));
  }

  @Override
  public Pile result(Pile state, Integer take) {
    if (state.left() == 0) {
      throw new IllegalMoveException(ENGLISH.problem("takeaway.over"));
    }
    if (take < 1 || take > Math.min(MOST, state.left())) {
      throw TakeAwayNotation.cannotTake(take, state.left());
    }
    return new Pile(state.left() - take, state.toMove().opponent());
  }

  @Override
  public boolean isTerminal(Pile state) {
    return state.left() == 0;
  }

  @Override
  public int utility(Pile state) {
    return state.toMove() == Player.MAX ? -1 : +1; // the player to move has nothing left: lost
  }

  @Override
  public Optional<PositionKey<Pile>> positionKey() {
    return Optional.of(pile -> pile.left() * 2L + pile.toMove().ordinal());
  }

  @Override
  public Optional<Notation<Pile, Integer>> notation() {
    return Optional.of(new TakeAwayNotation(start));
  }
}
