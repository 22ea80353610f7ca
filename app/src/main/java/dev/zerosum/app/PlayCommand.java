package dev.zerosum.app;

import dev.zerosum.app.games.AgentSpec;
import dev.zerosum.app.games.Connect4Adapter;
import dev.zerosum.app.games.GameAdapter;
import dev.zerosum.app.games.GameCatalog;
import dev.zerosum.app.games.GameOptions;
import dev.zerosum.app.play.LineInput;
import dev.zerosum.app.play.PlaySession;
import dev.zerosum.app.play.PlaySettings;
import dev.zerosum.app.save.SaveFile;
import dev.zerosum.app.save.SaveFiles;
import dev.zerosum.app.save.SavedGames;
import dev.zerosum.core.GameInputException;
import dev.zerosum.games.nim.NimNotation;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code zerosum play}: games in the terminal, a person or an engine on each side. */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = {
      "Play a game in the terminal. By default you move first against the perfect engine.",
      "Players: human, random, heuristic, minimax, alphabeta, depth:N, perfect.",
      "At the prompt: a move, or help, hint, undo, save FILE, load FILE, quit.",
      "Connect Four: perfect thinks 2 s a move; when it cannot prove the result in",
      "time, a depth search with its evaluator gives the move, and it says so.",
      "Minimax and alphabeta are refused there: the game is too big for them."
    })
final class PlayCommand implements Callable<Integer> {
  private final Console console;

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "GAME",
      description = "tictactoe (the default), nim or connect4")
  String gameName;

  @Option(names = "--first", paramLabel = "PLAYER", description = "who moves first")
  String first;

  @Option(names = "--second", paramLabel = "PLAYER", description = "who moves second")
  String second;

  @Option(names = "--x", paramLabel = "PLAYER", description = "who plays X (tic-tac-toe)")
  String x;

  @Option(names = "--o", paramLabel = "PLAYER", description = "who plays O (tic-tac-toe)")
  String o;

  @Option(names = "--engine-first", description = "the engine moves first, you second")
  boolean engineFirst;

  @Option(names = "--seed", paramLabel = "N", description = "seed of the random players")
  Long seed;

  @Option(
      names = "--piles",
      paramLabel = "SIZES",
      description = "Nim's piles, like 3,4,5 (default 1,3,5,7)")
  String piles;

  @Option(names = "--misere", description = "Nim: whoever takes the last object loses")
  boolean misere;

  @Option(
      names = "--games",
      paramLabel = "N",
      description = "play N games without asking, then show the scoreboard")
  Integer games;

  @Option(names = "--plain", description = "no colour")
  boolean plain;

  @Option(names = "--load", paramLabel = "FILE", description = "resume the game saved in FILE")
  Path load;

  @Option(
      names = "--time",
      paramLabel = "DURATION",
      description = "Connect Four: the perfect player's time a move, like 2s or 500ms (default 2s)")
  String time;

  PlayCommand(Console console) {
    this.console = console;
  }

  @Override
  public Integer call() {
    if (games != null && games < 1) {
      throw new GameInputException("--games " + games + " is out of range; expected 1 or more");
    }
    SaveFile save = load == null ? null : SaveFiles.read(load);
    GameAdapter<?, ?> adapter = withTime(save == null ? newGame() : savedGame(save));
    List<AgentSpec> players = players(adapter, save);
    PlaySettings settings =
        new PlaySettings(
            players.get(0),
            players.get(1),
            seed != null ? seed : System.nanoTime(),
            games == null ? 0 : games,
            console.colour() && !plain);
    play(adapter, settings, save == null ? List.of() : save.moves());
    return 0;
  }

  private GameAdapter<?, ?> newGame() {
    if (gameName == null) {
      gameName = "tictactoe"; // the game a newcomer expects from a bare `zerosum play`
    }
    List<Long> sizes = new ArrayList<>();
    if (piles != null) {
      for (long size : new NimNotation().parsePosition(piles).piles()) {
        sizes.add(size);
      }
    }
    if ((piles != null || misere) && !GameCatalog.nameOf(gameName).equals("nim")) {
      throw new GameInputException("--piles and --misere are options of nim");
    }
    return GameCatalog.create(gameName, new GameOptions(sizes, misere));
  }

  /**
   * Returns {@code adapter} with the perfect player's time a move that --time gives, telling the
   * player on the game's own output when it runs out of time.
   */
  private GameAdapter<?, ?> withTime(GameAdapter<?, ?> adapter) {
    if (adapter instanceof Connect4Adapter connect4) {
      Duration budget = time == null ? connect4.budget() : Connect4Adapter.parseBudget(time);
      return new Connect4Adapter(budget, console.out()::println);
    }
    if (time != null) {
      throw new GameInputException(
          "--time is an option of connect4, whose perfect player has a budget");
    }
    return adapter;
  }

  private GameAdapter<?, ?> savedGame(SaveFile save) {
    if (piles != null || misere) {
      throw new GameInputException("--piles and --misere come from the save file with --load");
    }
    GameAdapter<?, ?> adapter = SavedGames.gameOf(save, load.toString());
    if (gameName != null && !GameCatalog.nameOf(gameName).equals(adapter.name())) {
      throw new GameInputException(
          load + " holds a game of " + adapter.name() + ", not " + gameName);
    }
    return adapter;
  }

  /** Returns who plays first and second: the save file's, then the defaults, then the options. */
  private List<AgentSpec> players(GameAdapter<?, ?> adapter, SaveFile save) {
    if ((x != null || o != null) && !adapter.name().equals("tictactoe")) {
      throw new GameInputException(
          "--x and --o name tic-tac-toe's players; use --first and --second");
    }
    if ((x != null && first != null) || (o != null && second != null)) {
      throw new GameInputException(
          "--x is --first and --o is --second in tic-tac-toe: give one of each");
    }
    List<AgentSpec> players =
        new ArrayList<>(
            save != null
                ? SavedGames.playersOf(save, load.toString())
                : engineFirst
                    ? List.of(AgentSpec.PERFECT, AgentSpec.HUMAN)
                    : List.of(AgentSpec.HUMAN, AgentSpec.PERFECT));
    String firstText = first != null ? first : x;
    String secondText = second != null ? second : o;
    if (firstText != null) {
      players.set(0, AgentSpec.parse(firstText));
    }
    if (secondText != null) {
      players.set(1, AgentSpec.parse(secondText));
    }
    return players;
  }

  private <S, A> void play(GameAdapter<S, A> adapter, PlaySettings settings, List<String> saved) {
    List<A> resumed = SavedGames.replay(adapter, saved, String.valueOf(load));
    try (LineInput input = console.lineInput()) {
      new PlaySession<>(adapter, settings, input, console.out()).run(resumed);
    }
  }
}
