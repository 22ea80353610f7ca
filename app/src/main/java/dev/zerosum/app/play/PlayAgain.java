package dev.zerosum.app.play;

import dev.zerosum.registry.i18n.Messages;
import java.io.PrintStream;
import java.util.Locale;

/** The question after a game: play again? Both languages' answers are understood in either. */
final class PlayAgain {
  private static final Messages MESSAGES = Messages.of(PlayAgain.class);

  private PlayAgain() {}

  /** Asks on {@code out} until {@code input} answers; false for no or the end of the input. */
  static boolean ask(LineInput input, PrintStream out) {
    while (true) {
      String answer = input.readLine(MESSAGES.text("play.again") + " ");
      if (answer == null) {
        return false;
      }
      // Both languages' answers in either: a person who reads Spanish may still type y.
      switch (answer.strip().toLowerCase(Locale.ROOT)) {
        case "y", "yes", "s", "sí", "si" -> {
          return true;
        }
        case "n", "no", "quit", "salir" -> {
          return false;
        }
        default -> out.println(MESSAGES.text("play.again.answer"));
      }
    }
  }
}
