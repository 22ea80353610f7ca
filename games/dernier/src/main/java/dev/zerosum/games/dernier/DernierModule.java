package dev.zerosum.games.dernier;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
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

  private static final Messages MESSAGES = Messages.of(DernierModule.class);

  @Override
  public String name() {
    return "dernier";
  }

  @Override
  public String title() {
    return MESSAGES.text("dernier.title");
  }

  @Override
  public String summary() {
    return MESSAGES.text("dernier.summary");
  }

  @Override
  public String positionHelp() {
    return MESSAGES.text("dernier.position-help");
  }

  @Override
  public int order() {
    return 25;
  }

  /** Returns {@code --matches}, {@code --take} and {@code --last-wins}, in the current language. */
  /** The matches say where a game starts; the position of {@code analyze} says it itself. */
  @Override
  public List<String> startOptions() {
    return List.of("matches");
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.integer(
                "matches",
                "N",
                MESSAGES.text("dernier.option.matches"),
                DEFAULT_MATCHES,
                1,
                DernierPosition.MAX_MATCHES)
            .titled(MESSAGES.text("dernier.option.matches.title")),
        OptionSpec.integer(
                "take",
                "K",
                MESSAGES.text("dernier.option.take"),
                DEFAULT_TAKE,
                1,
                Dernier.MAX_TAKE)
            .titled(MESSAGES.text("dernier.option.take.title")),
        OptionSpec.flag("last-wins", MESSAGES.text("dernier.option.last-wins"))
            .titled(MESSAGES.text("dernier.option.last-wins.title")));
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableDernier(this, options);
  }
}
