package dev.zerosum.core;

import java.util.List;
import java.util.Objects;

/**
 * A remark an engine makes to the person it plays ("solved: X wins in 7 plies with perfect play"):
 * a stable code, the values the text names, and its English text, the default; an interface that
 * speaks another language says the code in its own words ({@code note.}<i>code</i> of a bundle), as
 * it says a {@link Problem}. A value may itself be a note (a part of the text said its own way,
 * such as the verdict) or an {@link InputText.Quoted}.
 *
 * <p>A game reads the English of its notes from its English bundle, where it is written once:
 *
 * <pre>{@code
 * notes.accept(ENGLISH.note("connect4.verdict-draw"));   // ENGLISH: EnglishTexts.of(...)
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
   * game.verdict-loses} or {@code game.verdict-draw}, with the player and the plies as values, in
   * the words of {@code english}.
   *
   * @param score positive when the player to move wins, negative when it loses, 0 for a draw
   * @param plies the plies to the end with perfect play (unused for a draw)
   */
  public static AgentNote verdict(
      EnglishTexts english, String game, String player, int score, int plies) {
    if (score == 0) {
      return english.note(game + ".verdict-draw");
    }
    return english.note(game + (score > 0 ? ".verdict-wins" : ".verdict-loses"), player, plies);
  }

  /** Returns the English text, so that a note reads as it always did where it is printed. */
  @Override
  public String toString() {
    return text;
  }
}
