package dev.zerosum.app.save;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A saved game: which game with which options, who played each side with what time and seed, and
 * every move in order, in the game's notation. Not the board: loading replays the moves through the
 * rules, so a file edited by hand is checked move by move.
 *
 * <p>A save of the README's take-away game:
 *
 * <pre>{@code
 * {"format":"zerosum-save","version":2,"game":"takeaway","options":{"pile":10},
 *  "players":{"first":"human","second":"perfect"},"time":"2s","seed":7,"moves":["2","3"]}
 * }</pre>
 *
 * @param game the game's name
 * @param options the game's options by name, as JSON holds them (true, 21, [3, 4, 5])
 * @param first who plays first, as {@code AgentSpec} writes it
 * @param second who plays second
 * @param time the engines' time a move, as {@code --time} takes it; null when not saved
 * @param seed the seed of the engines' random choices; null when not saved
 * @param moves the moves so far
 */
public record SaveFile(
    String game,
    Map<String, Object> options,
    String first,
    String second,
    String time,
    Long seed,
    List<String> moves) {
  /** The value of the {@code format} field, which tells a save file from other JSON. */
  public static final String FORMAT = "zerosum-save";

  /** The version this program writes; it reads this one and every one before. */
  public static final int VERSION = 2;

  /** Copies the options and the moves. */
  public SaveFile {
    options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    moves = List.copyOf(moves);
  }
}
