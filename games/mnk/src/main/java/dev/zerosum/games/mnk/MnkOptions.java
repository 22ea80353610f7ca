package dev.zerosum.games.mnk;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.i18n.Messages;

/**
 * The options of the m,n,k modules ({@code --rows}, {@code --cols}, {@code --k}), in one place,
 * described in the current language.
 */
final class MnkOptions {
  private static final Messages MESSAGES = Messages.of(MnkOptions.class);

  private MnkOptions() {}

  /** Returns {@code --rows M}, {@code rows} unless given. */
  static OptionSpec rows(long rows) {
    return OptionSpec.integer(
            "rows", "M", MESSAGES.text("mnk.option.rows"), rows, 1, MnkShape.MAX_SIDE)
        .titled(MESSAGES.text("mnk.option.rows.title"));
  }

  /** Returns {@code --cols N}, {@code columns} unless given. */
  static OptionSpec columns(long columns) {
    return OptionSpec.integer(
            "cols", "N", MESSAGES.text("mnk.option.cols"), columns, 1, MnkShape.MAX_SIDE)
        .titled(MESSAGES.text("mnk.option.cols.title"));
  }

  /** Returns {@code --k K}, {@code k} unless given. */
  static OptionSpec k(long k) {
    return OptionSpec.integer("k", "K", MESSAGES.text("mnk.option.k"), k, 1, MnkShape.MAX_SIDE)
        .titled(MESSAGES.text("mnk.option.k.title"));
  }

  /**
   * Returns the board the options describe, k read from them or, when {@code fixedK} is above 0,
   * fixed.
   *
   * @throws GameInputException when they make no game, saying why
   */
  static MnkShape shapeOf(GameOptions options, int fixedK) {
    int k = fixedK > 0 ? fixedK : (int) options.integer("k");
    int rows = (int) options.integer("rows");
    int columns = (int) options.integer("cols");
    int longest = Math.max(rows, columns);
    if (k > longest) { // the one way options in range make no board
      String key = fixedK > 0 ? "mnk.shape.k-too-long-fixed" : "mnk.shape.k-too-long";
      throw new GameInputException(
          MESSAGES.text(
              key,
              Integer.toString(rows),
              Integer.toString(columns),
              Integer.toString(k),
              Integer.toString(longest)));
    }
    try {
      return MnkShape.of((int) options.integer("rows"), (int) options.integer("cols"), k);
    } catch (IllegalArgumentException wrong) {
      throw new GameInputException(
          "--rows "
              + options.integer("rows")
              + " --cols "
              + options.integer("cols")
              + (fixedK > 0 ? "" : " --k " + k)
              + ": "
              + wrong.getMessage());
    }
  }
}
