package dev.zerosum.app.games;

import dev.zerosum.core.GameInputException;
import java.util.List;
import java.util.Locale;

/** The games zerosum plays, by the names people type. */
public final class GameCatalog {
  /** The names of the games, as typed. */
  public static final List<String> NAMES = List.of("tictactoe", "nim", "connect4");

  private GameCatalog() {}

  /**
   * Returns the game {@code name} names, set up with {@code options}.
   *
   * @throws GameInputException for an unknown game, or options the game does not take
   */
  public static GameAdapter<?, ?> create(String name, GameOptions options) {
    String key = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
    return switch (key) {
      case "tictactoe", "tic-tac-toe", "ttt" -> {
        if (!options.piles().isEmpty() || options.misere()) {
          throw new GameInputException("tic-tac-toe has no piles and no misère play");
        }
        yield new TicTacToeAdapter();
      }
      case "nim" -> new NimAdapter(options);
      case "connect4", "connect-four", "c4" -> {
        if (!options.piles().isEmpty() || options.misere()) {
          throw new GameInputException("connect4 has no piles and no misère play");
        }
        yield new Connect4Adapter();
      }
      default ->
          throw new GameInputException(
              "unknown game '" + name + "'; expected " + String.join(" or ", NAMES));
    };
  }
}
