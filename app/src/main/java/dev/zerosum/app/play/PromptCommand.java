package dev.zerosum.app.play;

import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A command a person may type at the prompt of {@code zerosum play} instead of a move. Its words
 * are in the bundles ({@code play.command.}<i>name</i>, a space between two words of one language)
 * and every language's are understood whatever the current one: {@code quit}, {@code exit} and
 * {@code salir} all quit.
 *
 * <pre>{@code
 * PromptCommand.named("Pista");  // Optional[HINT]
 * PromptCommand.named("5");      // Optional.empty(): a move, perhaps
 * }</pre>
 */
enum PromptCommand {
  /** Ends the session; an unfinished game is kept. */
  QUIT,
  /** Says how to type a move, and the commands. */
  HELP,
  /** Lets an engine that Ctrl-C stopped move again. */
  GO,
  /** Shows the best move and its value. */
  HINT,
  /** Takes back the person's last move and the replies after it. */
  UNDO,
  /** Saves the game to a file: {@code save FILE}. */
  SAVE,
  /** Goes on with a saved game: {@code load FILE}. */
  LOAD;

  private static final Map<String, PromptCommand> BY_WORD = byWord();

  /** Returns the key of this command's words in the bundles: {@code play.command.quit}. */
  String key() {
    return "play.command." + name().toLowerCase(Locale.ROOT);
  }

  /** Returns the command that {@code word} names in any language, ignoring case; else empty. */
  static Optional<PromptCommand> named(String word) {
    return Optional.ofNullable(BY_WORD.get(word.toLowerCase(Locale.ROOT)));
  }

  private static Map<String, PromptCommand> byWord() {
    Messages messages = Messages.of(PromptCommand.class);
    Map<String, PromptCommand> byWord = new HashMap<>();
    for (Language language : Language.values()) {
      for (PromptCommand command : values()) {
        for (String word : messages.text(language, command.key()).split(" ")) {
          PromptCommand before = byWord.put(word.toLowerCase(Locale.ROOT), command);
          if (before != null && before != command) {
            throw new IllegalStateException(
                "'" + word + "' names two commands at the prompt: " + before + " and " + command);
          }
        }
      }
    }
    return byWord;
  }
}
