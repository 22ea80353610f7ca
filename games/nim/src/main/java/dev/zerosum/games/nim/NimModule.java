package dev.zerosum.games.nim;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;

/**
 * Nim in the registry: any number of piles, normal or misère play. Its texts are in the bundle
 * beside it, in every language.
 */
public final class NimModule implements GameModule {
  /** The piles when none are given: the classic 1, 3, 5, 7. */
  static final List<Long> DEFAULT_PILES = List.of(1L, 3L, 5L, 7L);

  /** The most piles a game may have. */
  static final int MAX_PILES = 10_000;

  private static final Messages MESSAGES = Messages.of(NimModule.class);

  @Override
  public String name() {
    return "nim";
  }

  @Override
  public String title() {
    return MESSAGES.text("nim.title");
  }

  @Override
  public String summary() {
    return MESSAGES.text("nim.summary");
  }

  @Override
  public String positionHelp() {
    return MESSAGES.text("nim.position-help");
  }

  @Override
  public int order() {
    return 20;
  }

  /** Returns {@code --piles} and {@code --misere}, described in the current language. */
  /** The piles say where a game starts; the position of {@code analyze} says it itself. */
  @Override
  public List<String> startOptions() {
    return List.of("piles");
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.integers(
                "piles",
                "SIZES",
                MESSAGES.text("nim.option.piles"),
                DEFAULT_PILES,
                0,
                NimPosition.MAX_PILE)
            .titled(MESSAGES.text("nim.option.piles.title")),
        OptionSpec.flag("misere", MESSAGES.text("nim.option.misere"))
            .titled(MESSAGES.text("nim.option.misere.title")));
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableNim(this, options);
  }
}
