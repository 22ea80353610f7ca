package dev.zerosum.app.takeaway;

import dev.zerosum.core.Agent;
import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.registry.AbstractPlayableGame;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.BoardMove;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import java.util.List;

/** Take-away set up for play: everything the front ends need, in a few lines. */
final class PlayableTakeAway extends AbstractPlayableGame<TakeAway.Pile, Integer> {
  private final TakeAway game;

  PlayableTakeAway(GameModule module, GameOptions options) {
    super(module, options);
    this.game = new TakeAway((int) options.integer("pile"));
  }

  @Override
  public TakeAway game() {
    return game;
  }

  @Override
  public TakeAway.Pile parsePosition(String text, Player toMove) {
    TakeAway.Pile pile = notation().parsePosition(text);
    return toMove == null ? pile : new TakeAway.Pile(pile.left(), toMove);
  }

  @Override
  public String render(TakeAway.Pile state, boolean colour) {
    return state.left() + " left: " + "|".repeat(state.left()) + "\n";
  }

  @Override
  public String moveHelp() {
    return "type how many to take, 1 to 3";
  }

  @Override
  public BoardView board(TakeAway.Pile state) {
    return new BoardView.Row(state.left(), 3);
  }

  @Override
  public List<BoardMove> boardMoves(TakeAway.Pile state) {
    return game.isTerminal(state)
        ? List.of()
        : game.actions(state).stream()
            .map(take -> BoardMove.fromRow(take.toString(), take))
            .toList();
  }

  @Override
  public Evaluator<TakeAway.Pile> evaluator() {
    return Evaluator.ofPlayerToMove(game, pile -> pile.left() % 4 == 0 ? -1 : 1);
  }

  @Override
  protected Agent<TakeAway.Pile, Integer> heuristicAgent() {
    return pile -> 1;
  }

  @Override
  protected Agent<TakeAway.Pile, Integer> perfectAgent(AgentContext context) {
    return pile -> pile.left() % 4 == 0 ? 1 : pile.left() % 4;
  }

  @Override
  public Analysis analyze(TakeAway.Pile state, StopCondition stop) {
    AlphaBetaSearch<TakeAway.Pile, Integer> exact =
        AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 12)).build();
    return analysisOf(state, MoveValue.ofEveryMove(game, exact, state));
  }
}
