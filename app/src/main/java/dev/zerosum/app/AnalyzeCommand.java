package dev.zerosum.app;

import dev.zerosum.app.json.Json;
import dev.zerosum.app.play.Interruptible;
import dev.zerosum.core.Budget;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.StopFlag;
import dev.zerosum.core.Ticker;
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

/**
 * {@code zerosum analyze}: the value of every legal move of each position, with perfect play. Each
 * position's analysis runs under one {@link Budget}: exact without {@code --time}, else that time
 * on the command's clock; at a terminal it shows that it is thinking, and Ctrl-C stops it, prints
 * what it found and ends the command.
 */
@Command(name = "analyze", mixinStandardHelpOptions = true)
final class AnalyzeCommand implements Callable<Integer> {
  private static final Messages MESSAGES = Messages.of(AnalyzeCommand.class);

  /** How the answers are written. */
  enum Format {
    TEXT,
    JSON
  }

  /** The exit code of a command that Ctrl-C stopped, as shells count a SIGINT. */
  static final int INTERRUPTED = 130;

  private final Console console;
  private final Ticker ticker;
  private final StopFlag interrupt = new StopFlag();

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
    this(console, registry, Ticker.system());
  }

  /** Creates the command whose {@code --time} is read from {@code ticker} (a test's clock). */
  AnalyzeCommand(Console console, GameRegistry registry, Ticker ticker) {
    this.console = console;
    this.ticker = ticker;
    this.selection = new GameSelection(registry);
  }

  @Override
  public Integer call() throws IOException {
    PlayableGame<?, ?> game = selection.of(spec).createForPositions(gameName);
    boolean allGood = true;
    if (positions.isEmpty()) {
      BufferedReader lines = console.reader();
      int read = 0;
      for (String line = lines.readLine();
          line != null && !interrupt.raised();
          line = lines.readLine()) {
        if (!line.isBlank()) {
          read++;
          allGood &= answer(game, line.strip());
        }
      }
      if (read == 0 && !interrupt.raised()) {
        // Nothing to analyse is a mistake to say, not an empty success.
        throw new GameInputException(MESSAGES.text("analyze.no-position"));
      }
    } else {
      for (String position : positions) {
        if (interrupt.raised()) {
          break;
        }
        allGood &= answer(game, position);
      }
    }
    console.out().flush();
    if (interrupt.raised()) {
      console.err().println(MESSAGES.text("analyze.stopped"));
      return INTERRUPTED;
    }
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
    Budget budget =
        time.given() ? Budget.of(time.orElse(null), ticker, interrupt) : Budget.exact(interrupt);
    Analysis analysis;
    String shown = text.length() > 40 ? text.substring(0, 40) + "…" : text;
    String what = MESSAGES.text("analyze.thinking", shown);
    try (Interruptible search = Interruptible.start(console.watch(), what, interrupt)) {
      analysis = game.analyze(position, budget.start());
    }
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
