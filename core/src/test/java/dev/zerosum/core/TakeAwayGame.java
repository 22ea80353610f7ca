package dev.zerosum.core;

import java.util.List;
import java.util.Optional;

/**
 * The subtraction game: take 1 to 3 from a pile; who takes the last one wins. The player to move
 * loses exactly when the pile is a multiple of 4: an oracle for every search.
 */
public final class TakeAwayGame implements Game<TakeAwayGame.Pile, Integer> {
  /**
   * A position: the objects left and the player to move.
   *
   * @param left the objects left
   * @param toMove the player to move
   */
  public record Pile(int left, Player toMove) {}

  private final int start;
  private final boolean keyed;

  /** Creates the game from a pile of {@code start}, with a key. */
  public TakeAwayGame(int start) {
    this(start, true);
  }

  /** Creates the game; without a key, no table can serve it and every search sees the tree. */
  public TakeAwayGame(int start, boolean keyed) {
    this.start = start;
    this.keyed = keyed;
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
    if (take < 1 || take > Math.min(3, state.left())) {
      throw new IllegalMoveException("cannot take " + take + " from " + state.left());
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
    return keyed
        ? Optional.of(pile -> pile.left() * 2L + pile.toMove().ordinal())
        : Optional.empty();
  }
}
