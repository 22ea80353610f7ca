package dev.zerosum.games.connect4;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.i18n.Messages;

/**
 * The size options of Connect Four ({@code --cols W --rows H}, 7 and 6 unless given), in one place
 * for the game's module and its {@code solve} command, described in the current language.
 */
final class Connect4Options {
  private static final Messages MESSAGES = Messages.of(Connect4Options.class);

  private Connect4Options() {}

  /** Returns {@code --cols W}, 7 unless given. */
  static OptionSpec columns() {
    return OptionSpec.integer(
            "cols",
            "W",
            MESSAGES.text("connect4.option.cols"),
            Connect4Size.STANDARD.width(),
            Connect4Size.MIN_SIDE,
            Connect4Size.MAX_WIDTH)
        .titled(MESSAGES.text("connect4.option.cols.title"));
  }

  /** Returns {@code --rows H}, 6 unless given. */
  static OptionSpec rows() {
    return OptionSpec.integer(
            "rows",
            "H",
            MESSAGES.text("connect4.option.rows"),
            Connect4Size.STANDARD.height(),
            Connect4Size.MIN_SIDE,
            Connect4Size.MAX_HEIGHT)
        .titled(MESSAGES.text("connect4.option.rows.title"));
  }

  /**
   * Returns the board size the options give; 7 × 6 when they have no size (a caller that never
   * declared them).
   *
   * @throws GameInputException when the board does not fit in 64 bits, saying why
   */
  static Connect4Size sizeOf(GameOptions options) {
    if (!options.values().containsKey("cols") || !options.values().containsKey("rows")) {
      return Connect4Size.STANDARD;
    }
    int width = (int) options.integer("cols");
    int height = (int) options.integer("rows");
    if (!Connect4Size.fits(width, height)) {
      throw new GameInputException(
          MESSAGES.text(
              "connect4.size-too-large",
              Integer.toString(width),
              Integer.toString(height),
              Integer.toString(width * (height + 1)),
              Integer.toString(Connect4Size.MAX_BITS / width - 1)));
    }
    return Connect4Size.of(width, height);
  }
}
