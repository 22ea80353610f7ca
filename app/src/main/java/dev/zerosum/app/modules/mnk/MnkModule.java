package dev.zerosum.app.modules.mnk;

import dev.zerosum.app.registry.GameModule;
import dev.zerosum.app.registry.GameOptions;
import dev.zerosum.app.registry.OptionSpec;
import dev.zerosum.app.registry.PlayableGame;
import java.util.List;

/**
 * The m,n,k-games in the registry: k in a row on an m × n board, {@code --rows M --cols N --k K}
 * (4, 4, 4 unless told: the first board past tic-tac-toe's, a draw the solver proves at once).
 * Gomoku, 15,15,5, is a module of its own ({@link GomokuModule}), so that it is played by its name.
 */
public final class MnkModule implements GameModule {
  private static final List<OptionSpec> OPTIONS =
      List.of(MnkOptions.rows(4), MnkOptions.columns(4), MnkOptions.k(4));

  private final MnkSolvers solvers = new MnkSolvers();

  @Override
  public String name() {
    return "mnk";
  }

  @Override
  public List<String> aliases() {
    return List.of("m,n,k", "mnk-game");
  }

  @Override
  public String title() {
    return "m,n,k-game";
  }

  @Override
  public String summary() {
    return "k in a row on an m × n board (--rows, --cols, --k; tic-tac-toe is 3,3,3)";
  }

  @Override
  public String positionHelp() {
    return "the cells row by row as X, O and . with / between rows, like X.../.O../..../....";
  }

  @Override
  public List<String> players() {
    return List.of("X", "O");
  }

  @Override
  public int order() {
    return 40;
  }

  @Override
  public List<OptionSpec> options() {
    return OPTIONS;
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableMnk(this, options, MnkOptions.shapeOf(options, 0), solvers);
  }
}
