package dev.zerosum.games.tree;

import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.GameLimits;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;

/**
 * The textbook's trees in the registry: a game tree written as JSON nested arrays, searched in the
 * order written with plain minimax values. It starts at the figure every course draws (AIMA, Figure
 * 5.2); any other tree is a position, {@code zerosum trace tree '[[3,12,8],[2,4,6],[14,5,2]]'}.
 */
public final class TreeModule implements GameModule {
  /**
   * The figure every course draws (AIMA, Figure 5.2): MAX at A chooses among the MIN nodes B, C and
   * D, over the leaves 3 12 8, 2 4 6 and 14 5 2. Minimax value 3, by B.
   */
  static final String TEXTBOOK_FIGURE =
      "{\"label\":\"A\",\"children\":["
          + "{\"label\":\"B\",\"children\":[{\"label\":\"b1\",\"value\":3},"
          + "{\"label\":\"b2\",\"value\":12},{\"label\":\"b3\",\"value\":8}]},"
          + "{\"label\":\"C\",\"children\":[{\"label\":\"c1\",\"value\":2},"
          + "{\"label\":\"c2\",\"value\":4},{\"label\":\"c3\",\"value\":6}]},"
          + "{\"label\":\"D\",\"children\":[{\"label\":\"d1\",\"value\":14},"
          + "{\"label\":\"d2\",\"value\":5},{\"label\":\"d3\",\"value\":2}]}]}";

  /** Every tree fits in a trace and a picture: the limit is the largest tree's size. */
  private static final GameLimits LIMITS =
      new GameLimits(TreeLimits.MAX_NODES, AgentContext.DEFAULT_TIME);

  private static final Messages MESSAGES = Messages.of(TreeModule.class);

  @Override
  public String name() {
    return "tree";
  }

  @Override
  public String title() {
    return MESSAGES.text("tree.title");
  }

  @Override
  public String summary() {
    return MESSAGES.text("tree.summary");
  }

  @Override
  public String positionHelp() {
    return MESSAGES.text("tree.position-help");
  }

  @Override
  public int order() {
    return 90;
  }

  @Override
  public GameLimits limits() {
    return LIMITS;
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableTree(this, options, TreeNotation.readTree(TEXTBOOK_FIGURE));
  }
}
