package dev.zerosum.app.modules.dernier;

import dev.zerosum.app.registry.GameModule;
import dev.zerosum.app.registry.GameOptions;
import dev.zerosum.app.registry.OptionSpec;
import dev.zerosum.app.registry.PlayableGame;
import dev.zerosum.games.dernier.Dernier;
import dev.zerosum.games.dernier.DernierPosition;
import java.util.List;

/**
 * Dernier in the registry: a row of matches, take 1 to K, and whoever takes the last one loses (or,
 * with {@code --last-wins}, wins).
 */
public final class DernierModule implements GameModule {
  /** The row when none is given: 21 matches, the classic. */
  static final long DEFAULT_MATCHES = 21;

  /** The most a move takes when not told: 3. */
  static final long DEFAULT_TAKE = 3;

  private static final List<OptionSpec> OPTIONS =
      List.of(
          OptionSpec.integer(
              "matches",
              "N",
              "matches in the row at the start (default 21)",
              DEFAULT_MATCHES,
              1,
              DernierPosition.MAX_MATCHES),
          OptionSpec.integer(
              "take",
              "K",
              "the most matches a move takes (default 3)",
              DEFAULT_TAKE,
              1,
              Dernier.MAX_TAKE),
          OptionSpec.flag("last-wins", "whoever takes the last match wins, instead of losing"));

  @Override
  public String name() {
    return "dernier";
  }

  @Override
  public String title() {
    return "Dernier";
  }

  @Override
  public String summary() {
    return "take 1 to 3 matches from a row; whoever takes the last one loses";
  }

  @Override
  public String positionHelp() {
    return "the matches left, like 21 (who is to move is given apart)";
  }

  @Override
  public int order() {
    return 25;
  }

  @Override
  public List<OptionSpec> options() {
    return OPTIONS;
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableDernier(this, options);
  }
}
