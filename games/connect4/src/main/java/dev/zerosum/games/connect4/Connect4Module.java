package dev.zerosum.games.connect4;

import dev.zerosum.registry.GameCommand;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;

/**
 * Connect Four in the registry. Its solvers keep large tables, so the module lends them out from
 * one small pool ({@link Connect4Solvers}) to every game it makes, rather than each analysis
 * allocating its own. Its options give the board's size ({@link Connect4Size}).
 */
public final class Connect4Module implements GameModule {
  private static final Messages MESSAGES = Messages.of(Connect4Module.class);

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
    return MESSAGES.text("connect4.title");
  }

  @Override
  public String summary() {
    return MESSAGES.text("connect4.summary");
  }

  @Override
  public String positionHelp() {
    return MESSAGES.text("connect4.position-help");
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
  public List<GameCommand> commands() {
    return List.of(new SolveCommand(this));
  }

  /** Returns {@code --cols W} and {@code --rows H}: 7 and 6 unless given. */
  @Override
  public List<OptionSpec> options() {
    return List.of(Connect4Options.columns(), Connect4Options.rows());
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableConnect4(this, options, Connect4Options.sizeOf(options), solvers);
  }
}
