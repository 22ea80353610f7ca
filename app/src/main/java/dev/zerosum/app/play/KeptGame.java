package dev.zerosum.app.play;

import dev.zerosum.app.save.SaveFile;
import dev.zerosum.app.save.SaveFiles;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Notation;
import dev.zerosum.registry.i18n.Messages;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a game that Ctrl-C ended unfinished is kept: a new save file in the temporary folder, named
 * after the game, which {@code zerosum play --load} resumes.
 */
final class KeptGame {
  private static final Messages MESSAGES = Messages.of(KeptGame.class);

  private KeptGame() {}

  /** Returns the moves played as the notation writes them, or a dash for none. */
  static <S, A> String written(Notation<S, A> notation, List<S> positions, List<A> moves) {
    List<String> written = new ArrayList<>();
    for (int i = 0; i < moves.size(); i++) {
      written.add(notation.formatMove(positions.get(i), moves.get(i)));
    }
    return written.isEmpty() ? "-" : String.join(" ", written);
  }

  /** Writes {@code save} of the game {@code name} to a new file and says on {@code out} where. */
  static void keep(SaveFile save, String name, PrintStream out) {
    try {
      Path file = Files.createTempFile("zerosum-" + name + "-", ".json");
      SaveFiles.write(file, save);
      out.println(MESSAGES.text("play.kept", file, "zerosum play --load " + file));
    } catch (IOException | UncheckedIOException | GameInputException failure) {
      out.println(MESSAGES.text("play.kept.failed", String.valueOf(failure.getMessage())));
    }
  }
}
