package dev.zerosum.app.modules.connect4;

import dev.zerosum.app.registry.CommandContext;
import dev.zerosum.app.registry.GameModule;
import dev.zerosum.app.registry.GameOptions;
import dev.zerosum.app.registry.PlayableGame;
import java.util.List;

/**
 * Connect Four in the registry. Its solvers keep large tables, so the module lends them out from
 * one small pool ({@link Connect4Solvers}) to every game it makes, rather than each analysis
 * allocating its own.
 */
public final class Connect4Module implements GameModule {
  private final Connect4Solvers solvers = new Connect4Solvers();

  @Override
  public String name() {
    return "connect4";
  }

  @Override
  public List<String> aliases() {
    return List.of("connect-four", "c4");
  }

  @Override
  public String title() {
    return "Connect Four";
  }

  @Override
  public String summary() {
    return "four in a row on 7 columns of 6, stones falling; the first player wins";
  }

  @Override
  public String positionHelp() {
    return "the columns played, 1 to 7 from the left, like 4453 (empty: the start)";
  }

  @Override
  public List<String> players() {
    return List.of("X", "O");
  }

  @Override
  public int order() {
    return 30;
  }

  @Override
  public List<Object> commands(CommandContext context) {
    return List.of(new SolveCommand(context, this));
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableConnect4(this, options, solvers);
  }
}
