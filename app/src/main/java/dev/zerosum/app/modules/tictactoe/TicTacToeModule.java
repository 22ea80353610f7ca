package dev.zerosum.app.modules.tictactoe;

import dev.zerosum.app.registry.GameModule;
import dev.zerosum.app.registry.GameOptions;
import dev.zerosum.app.registry.PlayableGame;
import java.util.List;

/** Tic-tac-toe in the registry: the game a bare {@code zerosum play} plays. */
public final class TicTacToeModule implements GameModule {

  @Override
  public String name() {
    return "tictactoe";
  }

  @Override
  public List<String> aliases() {
    return List.of("tic-tac-toe", "ttt");
  }

  @Override
  public String title() {
    return "Tic-tac-toe";
  }

  @Override
  public String summary() {
    return "three in a row on a 3 × 3 board; perfect play is a draw";
  }

  @Override
  public String positionHelp() {
    return "9 characters of X, O and . row by row (- or _ for empty, / between rows), like"
        + " XO.X.....";
  }

  @Override
  public List<String> players() {
    return List.of("X", "O");
  }

  @Override
  public int order() {
    return 10;
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableTicTacToe(this, options);
  }
}
