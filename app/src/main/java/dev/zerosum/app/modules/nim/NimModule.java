package dev.zerosum.app.modules.nim;

import dev.zerosum.app.registry.GameModule;
import dev.zerosum.app.registry.GameOptions;
import dev.zerosum.app.registry.OptionSpec;
import dev.zerosum.app.registry.PlayableGame;
import dev.zerosum.games.nim.NimPosition;
import java.util.List;

/** Nim in the registry: any number of piles, normal or misère play. */
public final class NimModule implements GameModule {
  /** The piles when none are given: the classic 1, 3, 5, 7. */
  static final List<Long> DEFAULT_PILES = List.of(1L, 3L, 5L, 7L);

  /** The most piles a game may have. */
  static final int MAX_PILES = 10_000;

  private static final List<OptionSpec> OPTIONS =
      List.of(
          OptionSpec.integers(
              "piles",
              "SIZES",
              "Nim's piles, like 3,4,5 (default 1,3,5,7)",
              DEFAULT_PILES,
              0,
              NimPosition.MAX_PILE),
          OptionSpec.flag("misere", "Nim's misère play: whoever takes the last object loses"));

  @Override
  public String name() {
    return "nim";
  }

  @Override
  public String title() {
    return "Nim";
  }

  @Override
  public String summary() {
    return "take any number from one pile; whoever cannot move loses (or, misère, wins)";
  }

  @Override
  public String positionHelp() {
    return "the pile sizes, like 3,4,5 (who is to move is given apart)";
  }

  @Override
  public int order() {
    return 20;
  }

  @Override
  public List<OptionSpec> options() {
    return OPTIONS;
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableNim(this, options);
  }
}
