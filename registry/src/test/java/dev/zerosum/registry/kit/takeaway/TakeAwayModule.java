package dev.zerosum.registry.kit.takeaway;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;

/**
 * Take-away in the registry: the whole of a game module, listed in {@code
 * META-INF/services/dev.zerosum.registry.GameModule}, with its texts in the bundle beside it. It
 * needs only core and the registry: the tests compile it alone and play it from its own jar.
 */
public final class TakeAwayModule implements GameModule {
  private static final Messages MESSAGES = Messages.of(TakeAwayModule.class);

  @Override
  public String name() {
    return "takeaway";
  }

  @Override
  public String title() {
    return MESSAGES.text("takeaway.title");
  }

  @Override
  public String summary() {
    return MESSAGES.text("takeaway.summary");
  }

  @Override
  public String positionHelp() {
    return MESSAGES.text("takeaway.position-help");
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.integer("pile", "N", MESSAGES.text("takeaway.option.pile"), 10, 1, 1000)
            .titled(MESSAGES.text("takeaway.option.pile.title")));
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableTakeAway(this, options);
  }
}
