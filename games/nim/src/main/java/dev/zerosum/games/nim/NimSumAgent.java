package dev.zerosum.games.nim;

import dev.zerosum.core.Agent;

/**
 * Plays Nim perfectly and at once: the move {@link NimSumSolver#chooseMove} gives, a winning move
 * whenever there is one. It never loses a position that can be won, whatever the size of the piles.
 *
 * <p>Example: {@code Agent<NimPosition, NimMove> perfect = new NimSumAgent(game);}
 */
final class NimSumAgent implements Agent<NimPosition, NimMove> {
  private final NimSumSolver solver;

  /** Creates an agent that plays {@code game} by its rules, normal or misère. */
  public NimSumAgent(Nim game) {
    this.solver = new NimSumSolver(game.rules());
  }

  /**
   * Returns a winning move of {@code state} if it has one, else a move that takes 1 from the
   * largest pile.
   *
   * @throws IllegalArgumentException if the game is over
   */
  @Override
  public NimMove chooseAction(NimPosition state) {
    return solver.chooseMove(state);
  }
}
