package dev.zerosum.registry.kit.takeaway;

import dev.zerosum.core.Agent;
import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.registry.AbstractPlayableGame;
import dev.zerosum.registry.AgentMaker;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.i18n.Messages;
import java.util.Optional;

/**
 * Take-away set up for play: everything the front ends need, in a few lines. Its board is a row of
 * objects; the page's places of the moves come from it.
 */
final class PlayableTakeAway extends AbstractPlayableGame<TakeAway.Pile, Integer> {
  private static final Messages MESSAGES = Messages.of(PlayableTakeAway.class);

  private final TakeAway game;

  PlayableTakeAway(GameModule module, GameOptions options) {
    super(module, options);
    this.game = new TakeAway((int) options.integer("pile"));
  }

  @Override
  public TakeAway game() {
    return game;
  }

  /** Reads a pile; the text does not say who moves, so {@code toMove} does (the first player). */
  @Override
  public TakeAway.Pile parsePosition(String text, Player toMove) {
    TakeAway.Pile pile = notation().parsePosition(text);
    return toMove == null ? pile : new TakeAway.Pile(pile.left(), toMove);
  }

  @Override
  public String render(TakeAway.Pile state, boolean colour) {
    return MESSAGES.text("takeaway.board", Integer.toString(state.left()), "|".repeat(state.left()))
        + "\n";
  }

  @Override
  public String moveHelp() {
    return MESSAGES.text("takeaway.move-help");
  }

  @Override
  public BoardView board(TakeAway.Pile state) {
    return new BoardView.Row(state.left(), TakeAway.MOST);
  }

  /** Returns the hunch that a multiple of 4 is lost for the player to move. */
  @Override
  public Evaluator<TakeAway.Pile> evaluator() {
    return Evaluator.ofPlayerToMove(game, pile -> pile.left() % 4 == 0 ? -1 : 1);
  }

  @Override
  protected Agent<TakeAway.Pile, Integer> heuristicAgent() {
    return pile -> 1;
  }

  /** Returns the player that leaves a multiple of 4 when it can, and takes 1 when it cannot. */
  @Override
  protected Optional<AgentMaker<TakeAway.Pile, Integer>> perfectAgent() {
    return Optional.of(context -> pile -> pile.left() % 4 == 0 ? 1 : pile.left() % 4);
  }

  /**
   * Returns the exact values from alpha-beta with a table, which needs a few thousand nodes even
   * for a pile of 1,000: it never has to stop early.
   */
  @Override
  public Analysis analyze(TakeAway.Pile state, StopCondition stop) {
    AlphaBetaSearch<TakeAway.Pile, Integer> exact =
        AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 12)).build();
    return analysisOf(state, MoveValue.ofEveryMove(game, exact, state));
  }
}
