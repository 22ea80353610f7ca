package dev.zerosum.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.app.games.Analysis;
import dev.zerosum.app.games.GameAdapter;
import dev.zerosum.app.games.GameCatalog;
import dev.zerosum.app.games.GameOptions;
import dev.zerosum.core.GameInputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code zerosum analyze}: the value of every legal move of each position, with perfect play. */
@Command(
    name = "analyze",
    mixinStandardHelpOptions = true,
    description = {
      "Show the value of every legal move of each POSITION, with perfect play.",
      "Tic-tac-toe: 9 characters of X, O and . row by row (- or _ for empty, / between rows),",
      "like XO.X.....; Nim: pile sizes like 3,4,5. With no POSITION, reads one per line.",
      "Connect Four: the columns played, like 4453; every move is solved exactly,",
      "which takes seconds to minutes a move in the first dozen moves."
    })
final class AnalyzeCommand implements Callable<Integer> {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** How the answers are written. */
  enum Format {
    TEXT,
    JSON
  }

  private final Console console;

  @Parameters(index = "0", paramLabel = "GAME", description = "tictactoe, nim or connect4")
  String gameName;

  @Parameters(index = "1..*", paramLabel = "POSITION", description = "positions to analyze")
  List<String> positions = new ArrayList<>();

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "text (default) or json: one object per line")
  Format format = Format.TEXT;

  @Option(names = "--misere", description = "Nim: whoever takes the last object loses")
  boolean misere;

  AnalyzeCommand(Console console) {
    this.console = console;
  }

  @Override
  public Integer call() throws IOException {
    GameAdapter<?, ?> adapter =
        GameCatalog.create(gameName, new GameOptions(List.of(), misere && isNim()));
    if (misere && !isNim()) {
      throw new GameInputException("--misere is an option of nim");
    }
    boolean allGood = true;
    if (positions.isEmpty()) {
      BufferedReader lines = console.reader();
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        if (!line.isBlank()) {
          allGood &= answer(adapter, line.strip());
        }
      }
    } else {
      for (String position : positions) {
        allGood &= answer(adapter, position);
      }
    }
    console.out().flush();
    return allGood ? 0 : Main.BAD_INPUT;
  }

  private boolean isNim() {
    return GameCatalog.nameOf(gameName).equals("nim");
  }

  /** Writes the analysis of one position; returns false when the position cannot be read. */
  private <S, A> boolean answer(GameAdapter<S, A> adapter, String text) {
    S position;
    try {
      position = adapter.parsePosition(text, null);
    } catch (GameInputException wrong) {
      if (format == Format.JSON) {
        Map<String, String> error = new LinkedHashMap<>();
        error.put("position", text);
        error.put("error", wrong.getMessage());
        console.out().println(json(error));
      } else {
        console.err().println("zerosum analyze: " + text + ": " + wrong.getMessage());
      }
      return false;
    }
    Analysis analysis = adapter.analyze(position);
    if (format == Format.JSON) {
      console.out().println(json(analysis));
    } else {
      console
          .out()
          .print(
              AnalysisText.format(
                  analysis, adapter.render(position, false, false), adapter.options().misere()));
    }
    return true;
  }

  private static String json(Object value) {
    try {
      return JSON.writeValueAsString(value);
    } catch (JsonProcessingException failure) {
      throw new UncheckedIOException(failure);
    }
  }
}
