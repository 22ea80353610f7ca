package dev.zerosum.app.save;

import dev.zerosum.app.games.GameOptions;
import java.util.List;

/**
 * A saved game: which game with which options, who played each side, and every move in order, in
 * the game's notation. Not the board: loading replays the moves through the rules, so a file edited
 * by hand is checked move by move.
 *
 * <pre>{@code
 * {"format":"zerosum-save","version":1,"game":"nim","options":{"piles":[1,3,5,7],"misere":false},
 *  "players":{"first":"human","second":"perfect"},"moves":["B-1","D-5"]}
 * }</pre>
 *
 * @param game the game's name
 * @param options the game's options
 * @param first who plays first, as {@code AgentSpec} writes it
 * @param second who plays second
 * @param moves the moves so far
 */
public record SaveFile(
    String game, GameOptions options, String first, String second, List<String> moves) {
  /** The value of the {@code format} field, which tells a save file from other JSON. */
  public static final String FORMAT = "zerosum-save";

  /** The version this program writes and reads. */
  public static final int VERSION = 1;

  /** Copies the moves. */
  public SaveFile {
    moves = List.copyOf(moves);
  }
}
