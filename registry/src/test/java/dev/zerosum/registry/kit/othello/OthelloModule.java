package dev.zerosum.registry.kit.othello;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;

/**
 * Othello on 6 × 6 in the registry: a game from another project, written from {@code
 * docs/adding-a-game.md} alone, with a pass, marks of its own and no perfect player. It needs only
 * core and the registry; the tests compile it alone and play it on the page.
 */
public final class OthelloModule implements GameModule {
  private static final Messages MESSAGES = Messages.of(OthelloModule.class);

  @Override
  public String name() {
    return "othello";
  }

  @Override
  public String title() {
    return MESSAGES.text("othello.title");
  }

  @Override
  public String summary() {
    return MESSAGES.text("othello.summary");
  }

  @Override
  public String positionHelp() {
    return MESSAGES.text("othello.position-help");
  }

  @Override
  public List<String> players() {
    return List.of("black", "white");
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableOthello(this, options);
  }
}
