package dev.zerosum.games.mnk;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;

/**
 * The m,n,k-games in the registry: k in a row on an m × n board, {@code --rows M --cols N --k K}
 * (4, 4, 4 unless told: the first board past tic-tac-toe's, a draw the solver proves at once).
 * Gomoku, 15,15,5, is a module of its own ({@link GomokuModule}), so that it is played by its name.
 */
public final class MnkModule implements GameModule {
  private static final Messages MESSAGES = Messages.of(MnkModule.class);

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
    return MESSAGES.text("mnk.title");
  }

  @Override
  public String summary() {
    return MESSAGES.text("mnk.summary");
  }

  @Override
  public String positionHelp() {
    return MESSAGES.text("mnk.position-help");
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
    return List.of(MnkOptions.rows(4), MnkOptions.columns(4), MnkOptions.k(4));
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableMnk(this, options, MnkOptions.shapeOf(options, 0), solvers);
  }
}
