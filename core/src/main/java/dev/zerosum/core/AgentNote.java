package dev.zerosum.core;

import java.util.List;
import java.util.Objects;

/**
 * A remark an engine makes to the person it plays ("solved: X wins in 7 plies with perfect play"):
 * its English text, and for interfaces that speak other languages a stable code and the values the
 * text names, as {@link GameInputException#withCode} gives a mistake. A value may itself be a note
 * (a part of the text said its own way, such as the verdict) or an {@link InputText.Quoted}.
 *
 * <pre>{@code
 * notes.accept(AgentNote.of("connect4.draw", "a draw"));
 * }</pre>
 *
 * @param code names the remark for every language ({@code game.what}, lower case)
 * @param text the remark in English
 * @param values the values the text names, in its order
 */
public record AgentNote(String code, String text, List<Object> values) {
  /** Checks and copies the values. */
  public AgentNote {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(text, "text");
    values = List.copyOf(values);
  }

  /** Returns the note of {@code code} with {@code text} naming {@code values}. */
  public static AgentNote of(String code, String text, Object... values) {
    return new AgentNote(code, text, List.of(values));
  }

  /**
   * Returns the verdict of a proven position for the player to move, named {@code player}: "X wins
   * in 7 plies", "O loses in 1 ply" or "a draw", coded {@code game.verdict-wins}, {@code
   * game.verdict-loses} or {@code game.verdict-draw}, with the player and the plies as values.
   *
   * @param score positive when the player to move wins, negative when it loses, 0 for a draw
   * @param plies the plies to the end with perfect play (unused for a draw)
   */
  public static AgentNote verdict(String game, String player, int score, int plies) {
    if (score == 0) {
      return of(game + ".verdict-draw", "a draw");
    }
    return of(
        game + (score > 0 ? ".verdict-wins" : ".verdict-loses"),
        player
            + (score > 0 ? " wins in " : " loses in ")
            + plies
            + (plies == 1 ? " ply" : " plies"),
        player,
        plies);
  }

  /** Returns the English text, so that a note reads as it always did where it is printed. */
  @Override
  public String toString() {
    return text;
  }
}
