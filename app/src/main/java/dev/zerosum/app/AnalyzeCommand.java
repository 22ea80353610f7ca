package dev.zerosum.app;

import dev.zerosum.app.json.Json;
import dev.zerosum.core.Deadline;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code zerosum analyze}: the value of every legal move of each position, with perfect play. */
@Command(name = "analyze", mixinStandardHelpOptions = true)
final class AnalyzeCommand implements Callable<Integer> {
  private static final Messages MESSAGES = Messages.of(AnalyzeCommand.class);

  /** How the answers are written. */
  enum Format {
    TEXT,
    JSON
  }

  private final Console console;

  @Parameters(index = "0", paramLabel = "GAME", descriptionKey = "game")
  String gameName;

  @Parameters(index = "1..*", paramLabel = "POSITION", descriptionKey = "position")
  List<String> positions = new ArrayList<>();

  @Spec CommandSpec spec;

  private final GameSelection selection;

  @Mixin TimeOption time;

  @Option(names = "--format", paramLabel = "FORMAT")
  Format format = Format.TEXT;

  AnalyzeCommand(Console console, GameRegistry registry) {
    this.console = console;
    this.selection = new GameSelection(registry);
  }

  @Override
  public Integer call() throws IOException {
    PlayableGame<?, ?> game = selection.of(spec).createForPositions(gameName);
    boolean allGood = true;
    if (positions.isEmpty()) {
      BufferedReader lines = console.reader();
      int read = 0;
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        if (!line.isBlank()) {
          read++;
          allGood &= answer(game, line.strip());
        }
      }
      if (read == 0) {
        // Nothing to analyse is a mistake to say, not an empty success.
        throw new GameInputException(MESSAGES.text("analyze.no-position"));
      }
    } else {
      for (String position : positions) {
        allGood &= answer(game, position);
      }
    }
    console.out().flush();
    return allGood ? 0 : Main.BAD_INPUT;
  }

  /** Writes the analysis of one position; returns false when the position cannot be read. */
  private <S, A> boolean answer(PlayableGame<S, A> game, String text) {
    S position;
    try {
      position = game.parsePosition(text, null);
    } catch (GameInputException wrong) {
      if (format == Format.JSON) {
        Map<String, String> error = new LinkedHashMap<>();
        // Cut as a message quotes it: a line of megabytes does not come back whole.
        error.put("position", InputText.quoted(text).shown());
        error.put("error", wrong.getMessage());
        console.out().println(Json.write(error));
      } else {
        console
            .err()
            .println(
                "zerosum analyze: " + Messages.describe(wrong, List.of(game.module().messages())));
      }
      return false;
    }
    StopCondition stop = time.given() ? Deadline.after(time.orElse(null)) : StopCondition.never();
    Analysis analysis = game.analyze(position, stop);
    if (format == Format.JSON) {
      console.out().println(Json.write(analysis));
    } else {
      console
          .out()
          .print(
              AnalysisText.format(
                  analysis,
                  game.render(position, false),
                  game.explain(position),
                  name -> game.displayPlayerName(game.playerNamed(name))));
    }
    return true;
  }
}
