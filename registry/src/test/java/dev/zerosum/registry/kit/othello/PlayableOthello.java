package dev.zerosum.registry.kit.othello;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.AbstractPlayableGame;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Othello set up for the front ends. The game says its board once, as a grid of black and white
 * discs: the page's places of the moves (the pass a button of its own), the terminal's board and
 * the pictures' small boards all come from it. It has no perfect player, so no engine or level of
 * it is called perfect; its analysis estimates every move within the time it is given.
 */
final class PlayableOthello extends AbstractPlayableGame<OthelloPosition, OthelloMove> {
  /** The deepest an analysis searches below a move: at the start, well within a second. */
  static final int ANALYSIS_DEPTH = 8;

  private static final Messages MESSAGES = Messages.of(PlayableOthello.class);
  private static final int SIDE = OthelloPosition.SIDE;

  // A corner is never turned back; the squares beside one hand it to the opponent.
  private static final int[] WEIGHTS = {
    20, -6, 2, 2, -6, 20,
    -6, -8, 1, 1, -8, -6,
    2, 1, 1, 1, 1, 2,
    2, 1, 1, 1, 1, 2,
    -6, -8, 1, 1, -8, -6,
    20, -6, 2, 2, -6, 20
  };

  private final Othello game = new Othello();

  PlayableOthello(GameModule module, GameOptions options) {
    super(module, options);
  }

  @Override
  public Othello game() {
    return game;
  }

  @Override
  public BoardView board(OthelloPosition state) {
    List<String> rows = new ArrayList<>();
    for (int row = 0; row < SIDE; row++) {
      StringBuilder cells = new StringBuilder();
      for (int column = 0; column < SIDE; column++) {
        cells.append(state.glyphAt(row * SIDE + column));
      }
      rows.add(cells.toString());
    }
    List<BoardView.Mark> discs =
        List.of(
            BoardView.Mark.disc('B', Player.MAX, "#1d1d1f", MESSAGES.text("othello.disc.black")),
            BoardView.Mark.disc('W', Player.MIN, "#f4f4f0", MESSAGES.text("othello.disc.white")));
    return new BoardView.Grid(SIDE, SIDE, false, rows, List.of(), discs);
  }

  @Override
  public String moveHelp() {
    return MESSAGES.text("othello.move-help");
  }

  /** Returns "Pass", or the square, in the current language: the pass's button says it. */
  @Override
  public String moveText(OthelloPosition state, OthelloMove move) {
    return move.isPass() ? MESSAGES.text("othello.move.pass") : notation().formatMove(state, move);
  }

  /** Returns Black or White in the current language. */
  @Override
  public String displayPlayerName(Player player) {
    return MESSAGES.text(player == Player.MAX ? "othello.player.black" : "othello.player.white");
  }

  /** Returns the weights of the squares held, and the moves each side has, for MAX (black). */
  @Override
  public Evaluator<OthelloPosition> evaluator() {
    return state -> {
      int score = 0;
      for (int square = 0; square < OthelloPosition.SQUARES; square++) {
        char glyph = state.glyphAt(square);
        score += glyph == 'B' ? WEIGHTS[square] : glyph == 'W' ? -WEIGHTS[square] : 0;
      }
      return score;
    };
  }

  /** Returns the player that takes a corner when it can, else the move that turns the most. */
  @Override
  protected Agent<OthelloPosition, OthelloMove> heuristicAgent() {
    return state ->
        game.actions(state).stream()
            .max(
                Comparator.comparingInt(
                    (OthelloMove move) ->
                        move.isPass()
                            ? 0
                            : WEIGHTS[move.square()] * 100
                                + Long.bitCount(
                                    Othello.flips(state, state.toMove(), move.square()))))
            .orElseThrow();
  }

  /** Returns every move valued by deepening searches until {@code stop}: an estimate at least. */
  @Override
  public Analysis analyze(OthelloPosition state, StopCondition stop) {
    return estimatedAnalysis(state, stop, ANALYSIS_DEPTH);
  }
}
