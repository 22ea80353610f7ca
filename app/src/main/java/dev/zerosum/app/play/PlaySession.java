package dev.zerosum.app.play;

import dev.zerosum.app.save.SaveFile;
import dev.zerosum.app.save.SaveFiles;
import dev.zerosum.app.save.SavedGames;
import dev.zerosum.core.Agent;
import dev.zerosum.core.Budget;
import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopFlag;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plays games in the terminal between two players, each a person at the keyboard or an engine, and
 * keeps the score. A person types a move or a command at the prompt ({@link PromptCommand}: {@code
 * help}, {@code hint}, {@code undo}, {@code save FILE}, {@code load FILE}, {@code quit}, or their
 * words in another language, read from the bundles). A mistake gets one line saying what was wrong,
 * then the prompt again; the end of the input ends the session cleanly.
 *
 * <p>Every search it starts, the engines' moves and the hints, runs under one {@link Budget}: the
 * settings' time on the session's clock, stopped at once by Ctrl-C at a terminal ({@link
 * Interruptible}). Ctrl-C while an engine thinks stops it and returns to the prompt ({@code go}
 * lets it move again); between two engines it ends the run with the scoreboard. A game that Ctrl-C,
 * {@code quit} or Ctrl-D at a terminal ends unfinished is kept in a file, and the session says
 * where, unless its moves are saved already; the end of a piped input keeps nothing, as the input
 * holds the moves. An engine's notes are said once its thinking line is erased, so that they never
 * run into it. Everything it says is in the current language ({@link
 * dev.zerosum.registry.i18n.Language#current()}); the save files it writes are the same in every
 * one.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class PlaySession<S, A> {
  private static final Messages MESSAGES = Messages.of(PlaySession.class);

  private final PlayableGame<S, A> adapter;
  private final Game<S, A> game;
  private final PlaySettings settings;
  private final AgentSpec[] specs;
  private final List<Agent<S, A>> engines = new ArrayList<>(); // null for a person
  private final LineInput input;
  private final PrintStream out;
  private final Scoreboard scoreboard = new Scoreboard();
  private final List<A> moves = new ArrayList<>(); // this game's moves
  private final List<S> positions = new ArrayList<>(); // positions.get(i) is before moves.get(i)
  private final List<String> notes = new ArrayList<>(); // an engine's, said when it has moved
  private List<A> savedMoves = List.of(); // the moves of the last save or load: nothing to keep
  private final StopFlag interrupt = new StopFlag(); // raised by Ctrl-C while a search runs
  private final Interruptible.Watch watch;
  private final Budget budget;
  private boolean endedByCtrlC; // the scoreboard is shown even before the first game ends

  /**
   * Sets up a session whose searches are watched as {@code watch} says and timed on {@code ticker}
   * (a test's clock makes their budget a count of work); nothing is played until {@link #run}.
   */
  public PlaySession(
      PlayableGame<S, A> adapter,
      PlaySettings settings,
      LineInput input,
      PrintStream out,
      Interruptible.Watch watch,
      Ticker ticker) {
    this.watch = watch;
    this.budget = Budget.of(settings.time(), ticker, interrupt);
    this.adapter = adapter;
    this.game = adapter.game();
    this.settings = settings;
    this.specs = new AgentSpec[] {settings.first(), settings.second()};
    this.input = input;
    this.out = out;
    AgentContext context = new AgentContext(settings.seed(), budget, this::note);
    for (int seat = 0; seat < 2; seat++) {
      // Each seat gets its own seed, so two random players do not mirror each other.
      engines.add(
          specs[seat].isHuman()
              ? null
              : adapter.agent(specs[seat], context.withSeed(settings.seed() + seat)));
    }
  }

  /**
   * Plays games until the person stops, the input ends or the number of games is reached, the first
   * resuming {@code resumed} (moves already played); then prints the scoreboard.
   */
  public void run(List<A> resumed) {
    boolean firstGame = true;
    while (true) {
      startGame(firstGame ? resumed : List.of());
      firstGame = false;
      if (game.isTerminal(current())) {
        // A finished save: show how it ended, count nothing, and start a game of our own.
        showBoard();
        out.println(MESSAGES.text("play.saved-over", result()));
        startGame(List.of());
      }
      if (!playGame()) {
        break;
      }
      if (settings.games() > 0
          ? scoreboard.games() >= settings.games()
          : !PlayAgain.ask(input, out)) {
        break;
      }
    }
    if (scoreboard.games() > 0 || endedByCtrlC) {
      scoreboard.print(out);
    }
  }

  private void startGame(List<A> resumed) {
    moves.clear();
    positions.clear();
    positions.add(game.initialState());
    resumed.forEach(this::play);
    savedMoves = List.copyOf(moves);
  }

  private S current() {
    return positions.get(positions.size() - 1);
  }

  private void play(A move) {
    positions.add(game.result(current(), move));
    moves.add(move);
  }

  private int seatOf(S state) {
    return game.player(state) == Player.MAX ? 0 : 1;
  }

  private String sideName(int seat) {
    return adapter.displayPlayerName(seat == 0 ? Player.MAX : Player.MIN)
        + " ("
        + specs[seat]
        + ")";
  }

  private boolean showsEveryMove() {
    return engines.contains(null) || settings.games() == 0;
  }

  /** Plays the current game to its end; returns false when the person quits or input ends. */
  private boolean playGame() {
    boolean boardShown = false;
    while (!game.isTerminal(current())) {
      int seat = seatOf(current());
      Agent<S, A> engine = engines.get(seat);
      if (engine == null) {
        if (!boardShown) {
          showBoard();
        }
        HumanTurn turn = humanTurn(seat, false);
        if (turn == HumanTurn.QUIT) {
          return false;
        }
        boardShown = turn == HumanTurn.SAME_BOARD;
      } else {
        A move = think(seat, engine);
        if (move == null) {
          if (!engines.contains(null)) {
            // Two engines: Ctrl-C ends the run, with what was played and the scoreboard.
            out.println(
                MESSAGES.text(
                    "play.run.stopped", KeptGame.written(adapter.notation(), positions, moves)));
            endedByCtrlC = true;
            keep();
            return false;
          }
          out.println(MESSAGES.text("play.engine.stopped"));
          showBoard();
          HumanTurn turn = humanTurn(seat, true);
          if (turn == HumanTurn.QUIT) {
            return false;
          }
          boardShown = turn == HumanTurn.SAME_BOARD;
          continue;
        }
        if (showsEveryMove()) {
          out.println(
              MESSAGES.text(
                  "play.plays", sideName(seat), adapter.notation().formatMove(current(), move)));
        }
        play(move);
        boardShown = false;
      }
    }
    if (showsEveryMove()) {
      showBoard();
    }
    announceResult();
    return true;
  }

  /**
   * Stops the search running now, as Ctrl-C does at a terminal: safe from any thread, and what a
   * test's clock calls to press Ctrl-C at a chosen moment of a search.
   */
  public void interrupt() {
    interrupt.raise();
  }

  /**
   * Returns the move of the engine in {@code seat}, or null when Ctrl-C stopped it; its notes are
   * said once the thinking line is erased.
   */
  private A think(int seat, Agent<S, A> engine) {
    String name = sideName(seat);
    A move;
    boolean stopped;
    try (Interruptible search = Interruptible.start(watch, name, interrupt)) {
      move = engine.chooseAction(current());
      stopped = search.wasStopped();
    } finally {
      notes.forEach(out::println);
      notes.clear();
    }
    return stopped ? null : move;
  }

  /** Holds a note of an engine's until its search ends: a line printed now would join the line. */
  private void note(String text) {
    notes.add(text);
  }

  /**
   * Keeps the unfinished game that Ctrl-C, {@code quit} or Ctrl-D ends, and says where; a game with
   * no move, over, or saved as it is has nothing to keep.
   */
  private void keep() {
    if (!moves.isEmpty() && !game.isTerminal(current()) && !moves.equals(savedMoves)) {
      KeptGame.keep(saveFile(), adapter.module().name(), out);
    }
  }

  private SaveFile saveFile() {
    return SavedGames.saveOf(adapter, specs[0], specs[1], settings.time(), settings.seed(), moves);
  }

  private void showBoard() {
    out.print(adapter.render(current(), settings.colour()));
  }

  private void announceResult() {
    // The number as a string: "Game 1000", as before the texts were translated.
    out.println(
        MESSAGES.text("play.game-result", String.valueOf(scoreboard.games() + 1), result()));
    scoreboard.record(sideName(0), sideName(1), winnerSeat());
  }

  /** Returns 1 or 2 for the seat that won the finished game, 0 for a draw. */
  private int winnerSeat() {
    int utility = game.utility(current());
    return utility > 0 ? 1 : utility < 0 ? 2 : 0;
  }

  private String result() {
    int winner = winnerSeat();
    return winner == 0
        ? MESSAGES.text("play.result.draw")
        : MESSAGES.text("play.result.win", sideName(winner - 1));
  }

  /** What a person's turn ended with. */
  private enum HumanTurn {
    /** A move was played, or the board changed: show it again. */
    NEW_BOARD,
    /** Nothing changed the board (a hint, a save): no need to show it again. */
    SAME_BOARD,
    QUIT
  }

  /**
   * Reads the person's lines until a move or a command that changes the board; {@code engineTurn}
   * when Ctrl-C stopped the engine of {@code seat}: then {@code go} lets it move again.
   */
  private HumanTurn humanTurn(int seat, boolean engineTurn) {
    String prompt =
        MESSAGES.text("play.prompt", adapter.displayPlayerName(seat == 0 ? Player.MAX : Player.MIN))
            + " ";
    while (true) {
      String line = input.readLine(prompt);
      if (line == null) {
        return inputEnded();
      }
      String[] words = line.strip().split("\\s+", 2);
      String argument = words.length > 1 ? words[1].strip() : "";
      try {
        Optional<PromptCommand> command = PromptCommand.named(words[0]);
        Optional<HumanTurn> ended =
            command.isPresent()
                ? command(command.get(), argument, engineTurn)
                : Optional.of(move(line, engineTurn));
        if (ended.isPresent()) {
          return ended.get();
        }
      } catch (GameInputException mistake) {
        out.println(describe(mistake));
      }
    }
  }

  /**
   * Ends the person's turn at the end of the input: Ctrl-C at the prompt, or Ctrl-D, keeps the
   * game; a piped input that ends has its moves already.
   */
  private HumanTurn inputEnded() {
    if (input.interrupted()) {
      endedByCtrlC = true;
    }
    if (input.interrupted() || input.atTerminal()) {
      keep(); // the game is not lost
    }
    return HumanTurn.QUIT;
  }

  /**
   * Runs {@code command} with its {@code argument}; returns how the turn ends, or empty when the
   * person's turn goes on (a hint, a save, an undo with nothing to take back).
   */
  private Optional<HumanTurn> command(PromptCommand command, String argument, boolean engineTurn) {
    switch (command) {
      case QUIT -> {
        keep();
        return Optional.of(HumanTurn.QUIT);
      }
      case HELP -> help();
      case GO -> {
        if (engineTurn) {
          return Optional.of(HumanTurn.NEW_BOARD);
        }
        throw new GameInputException(MESSAGES.text("play.go.not-stopped"));
      }
      case HINT -> hint();
      case UNDO -> {
        if (undo()) {
          return Optional.of(HumanTurn.NEW_BOARD);
        }
      }
      case SAVE -> save(argument);
      case LOAD -> {
        load(argument);
        return Optional.of(HumanTurn.NEW_BOARD);
      }
    }
    return Optional.empty();
  }

  /** Plays the person's {@code line} as a move; on the engine's turn, says it is not theirs. */
  private HumanTurn move(String line, boolean engineTurn) {
    if (engineTurn) {
      throw new GameInputException(MESSAGES.text("play.engine.turn"));
    }
    play(adapter.notation().parseMove(current(), line));
    return HumanTurn.NEW_BOARD;
  }

  /** Returns a mistake in the current language: the game's words for it, else the app's. */
  private String describe(GameInputException mistake) {
    return Messages.describe(
        mistake, List.of(adapter.module().messages(), Messages.of(GameRegistry.class)));
  }

  private void help() {
    out.println(MESSAGES.text("play.help.move", adapter.moveHelp()));
    out.println(MESSAGES.text("play.help.commands"));
    out.println("  " + MESSAGES.text("play.help.commands-more"));
  }

  private void hint() {
    Analysis analysis;
    boolean stopped;
    String name = MESSAGES.text("play.hint.name");
    try (Interruptible search = Interruptible.start(watch, name, interrupt)) {
      analysis = adapter.analyze(current(), budget.start());
      stopped = search.wasStopped();
    }
    if (stopped) { // said once the thinking line is erased, not on it
      out.println(MESSAGES.text("play.hint.stopped"));
    }
    out.println(HintText.of(analysis));
  }

  /** Takes back the last move of a person and the replies after it; false when there is none. */
  private boolean undo() {
    int last = moves.size() - 1;
    while (last >= 0 && engines.get(seatOf(positions.get(last))) != null) {
      last--;
    }
    if (last < 0) {
      out.println(MESSAGES.text("play.undo.nothing"));
      return false;
    }
    int takenBack = moves.size() - last;
    while (moves.size() > last) {
      moves.remove(moves.size() - 1);
      positions.remove(positions.size() - 1);
    }
    out.println(MESSAGES.text("play.undo.done", takenBack));
    return true;
  }

  private void save(String file) {
    if (file.isEmpty()) {
      throw new GameInputException(MESSAGES.text("play.save.no-file"));
    }
    SaveFiles.write(Path.of(file), saveFile());
    savedMoves = List.copyOf(moves);
    out.println(MESSAGES.text("play.save.done", file));
  }

  private void load(String file) {
    if (file.isEmpty()) {
      throw new GameInputException(MESSAGES.text("play.load.no-file"));
    }
    SaveFile save = SaveFiles.read(Path.of(file));
    PlayableGame<?, ?> saved = SavedGames.gameOf(save, file, GameRegistry.standard());
    if (saved.module() != adapter.module() || !saved.options().equals(adapter.options())) {
      throw new GameInputException(
          MESSAGES.text("play.load.other-game", file, save.game(), "zerosum play --load " + file));
    }
    List<A> loaded = SavedGames.replay(adapter, save.moves(), file);
    startGame(loaded);
    int count = loaded.size();
    out.println(MESSAGES.text("play.load.done", file, count, String.valueOf(count)));
  }
}
