package dev.zerosum.games.nim;

import dev.zerosum.core.Agent;

/**
 * Plays Nim by rules of thumb, without the nim-sum: with one pile left, win at once (take it all in
 * normal play, leave one in misère); with two piles, make them equal (then copy the opponent);
 * otherwise take one object from the largest pile, to keep the game long. It wins the endings a
 * beginner wins and loses to anyone who knows the nim-sum.
 */
final class NimHeuristicAgent implements Agent<NimPosition, NimMove> {
  private final NimRules rules;

  /** Creates the agent for a game played under {@code rules}. */
  public NimHeuristicAgent(NimRules rules) {
    this.rules = rules;
  }

  @Override
  public NimMove chooseAction(NimPosition state) {
    if (state.isOver()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    int largest = -1;
    int other = -1;
    int nonEmpty = 0;
    for (int pile = 0; pile < state.pileCount(); pile++) {
      if (state.pile(pile) > 0) {
        nonEmpty++;
        if (largest < 0 || state.pile(pile) > state.pile(largest)) {
          other = largest;
          largest = pile;
        } else {
          other = pile;
        }
      }
    }
    long size = state.pile(largest);
    if (nonEmpty == 1) {
      long take = rules == NimRules.NORMAL || size == 1 ? size : size - 1;
      return new NimMove(largest, take);
    }
    if (nonEmpty == 2 && size > state.pile(other)) {
      return new NimMove(largest, size - state.pile(other));
    }
    return new NimMove(largest, 1);
  }
}
