package dev.zerosum.games.tictactoe;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;

/** Tic-tac-toe in the registry: the game a bare {@code zerosum play} plays. */
public final class TicTacToeModule implements GameModule {
  private static final Messages MESSAGES = Messages.of(TicTacToeModule.class);

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
    return MESSAGES.text("title");
  }

  @Override
  public String summary() {
    return MESSAGES.text("summary");
  }

  @Override
  public String positionHelp() {
    return MESSAGES.text("position-help");
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
  public Messages messages() {
    return MESSAGES;
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableTicTacToe(this, options);
  }
}
