package dev.zerosum.games.dernier;

import dev.zerosum.core.Agent;

/**
 * Plays Dernier perfectly and at once, by the rule ({@link DernierSolver#chooseMove}): it leaves
 * the opponent a losing count whenever it can, whatever the length of the row.
 */
final class DernierPerfectAgent implements Agent<DernierPosition, DernierMove> {
  private final DernierSolver solver;

  /** Creates the agent that plays {@code game} by its rules. */
  public DernierPerfectAgent(Dernier game) {
    this.solver = new DernierSolver(game);
  }

  @Override
  public DernierMove chooseAction(DernierPosition state) {
    return solver.chooseMove(state);
  }
}
