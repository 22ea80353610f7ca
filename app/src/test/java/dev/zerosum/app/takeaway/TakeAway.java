package dev.zerosum.app.takeaway;

import dev.zerosum.core.Game;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import java.util.List;
import java.util.Optional;

/**
 * The README's take-away game, as a newcomer writes it against core's {@code Game}: a pile, each
 * move takes 1 to 3, whoever takes the last one wins. The player to move loses exactly on a
 * multiple of 4.
 */
final class TakeAway implements Game<TakeAway.Pile, Integer> {
  /** A position: what is left, and who moves. */
  record Pile(int left, Player toMove) {}

  private final int start;

  TakeAway(int start) {
    this.start = start;
  }

  @Override
  public Pile initialState() {
    return new Pile(start, Player.MAX);
  }

  @Override
  public Player player(Pile state) {
    return state.toMove();
  }

  @Override
  public List<Integer> actions(Pile state) {
    return List.of(1, 2, 3).subList(0, Math.min(3, state.left()));
  }

  @Override
  public Pile result(Pile state, Integer take) {
    if (state.left() == 0) {
      throw new IllegalMoveException("the game is over: the pile is empty");
    }
    if (take < 1 || take > Math.min(3, state.left())) {
      throw new IllegalMoveException(
          "cannot take " + take + "; take 1 to " + Math.min(3, state.left()));
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
    return Optional.of(new TakeAwayNotation());
  }
}
