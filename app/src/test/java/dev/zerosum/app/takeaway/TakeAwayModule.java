package dev.zerosum.app.takeaway;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import java.util.List;

/**
 * A game that only the tests know, registered in the test resources' {@code META-INF/services}: it
 * proves that a module on the class path is played by every front end with no change to them.
 */
public final class TakeAwayModule implements GameModule {

  @Override
  public String name() {
    return "takeaway";
  }

  @Override
  public String title() {
    return "Take-away";
  }

  @Override
  public String summary() {
    return "take 1 to 3 from a pile; whoever takes the last one wins";
  }

  @Override
  public String positionHelp() {
    return "how many are left, like 10";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(OptionSpec.integer("pile", "N", "objects at the start", 10, 1, 1000));
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableTakeAway(this, options);
  }
}
