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
   * Returns the name of the game {@code typed} names, as in {@link #NAMES}: {@code ttt} and {@code
   * tic-tac-toe} are {@code tictactoe}, {@code c4} is {@code connect4}, and case does not matter.
   *
   * @throws GameInputException for an unknown game
   */
  public static String nameOf(String typed) {
    String key = typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
    return switch (key) {
      case "tictactoe", "tic-tac-toe", "ttt" -> "tictactoe";
      case "nim" -> "nim";
      case "connect4", "connect-four", "c4" -> "connect4";
      default ->
          throw new GameInputException(
              "unknown game '" + typed + "'; expected " + String.join(" or ", NAMES));
    };
  }

  /**
   * Returns the game {@code name} names, set up with {@code options}.
   *
   * @throws GameInputException for an unknown game, or options the game does not take
   */
  public static GameAdapter<?, ?> create(String name, GameOptions options) {
    String game = nameOf(name);
    if (!game.equals("nim") && (!options.piles().isEmpty() || options.misere())) {
      String title = game.equals("tictactoe") ? "tic-tac-toe" : game;
      throw new GameInputException(title + " has no piles and no misère play");
    }
    return switch (game) {
      case "tictactoe" -> new TicTacToeAdapter();
      case "nim" -> new NimAdapter(options);
      default -> new Connect4Adapter();
    };
  }
}
