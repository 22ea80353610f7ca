package dev.zerosum.app.modules.mnk;

import dev.zerosum.app.registry.GameOptions;
import dev.zerosum.app.registry.OptionSpec;
import dev.zerosum.core.GameInputException;
import dev.zerosum.games.mnk.MnkShape;

/** The options of the m,n,k modules ({@code --rows}, {@code --cols}, {@code --k}), in one place. */
final class MnkOptions {
  private MnkOptions() {}

  /** Returns {@code --rows M}, {@code rows} unless given. */
  static OptionSpec rows(long rows) {
    return OptionSpec.integer("rows", "M", "rows of the board (m)", rows, 1, MnkShape.MAX_SIDE);
  }

  /** Returns {@code --cols N}, {@code columns} unless given. */
  static OptionSpec columns(long columns) {
    return OptionSpec.integer(
        "cols", "N", "columns of the board (n)", columns, 1, MnkShape.MAX_SIDE);
  }

  /** Returns {@code --k K}, {@code k} unless given. */
  static OptionSpec k(long k) {
    return OptionSpec.integer("k", "K", "how many in a row win (k)", k, 1, MnkShape.MAX_SIDE);
  }

  /**
   * Returns the board the options describe, k read from them or, when {@code fixedK} is above 0,
   * fixed.
   *
   * @throws GameInputException when they make no game, saying why
   */
  static MnkShape shapeOf(GameOptions options, int fixedK) {
    int k = fixedK > 0 ? fixedK : (int) options.integer("k");
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
