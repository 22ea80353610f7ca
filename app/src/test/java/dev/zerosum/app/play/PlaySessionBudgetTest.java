package dev.zerosum.app.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.app.save.SaveFile;
import dev.zerosum.app.save.SaveFiles;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The play session's searches under its one budget, on a clock that moves a millisecond each time
 * it is read (no wall clock): the hint stops when the time is up, and Ctrl-C, pressed by the clock
 * at a chosen reading, stops the engine and returns to the prompt, ends a run between two engines,
 * and at the prompt keeps the unfinished game, as {@code quit} and Ctrl-D do.
 */
class PlaySessionBudgetTest {
  /** Typed at the prompt: Ctrl-C. */
  private static final String CTRL_C = "\u0003";

  /**
   * Lines a person types; {@link #CTRL_C} is Ctrl-C at the prompt, and the end of the lines is
   * Ctrl-D at a terminal or the end of a pipe.
   */
  private static final class Typed implements LineInput {
    private final Deque<String> lines;
    private final boolean atTerminal;
    private boolean interrupted;

    Typed(String... lines) {
      this(false, lines);
    }

    Typed(boolean atTerminal, String... lines) {
      this.lines = new ArrayDeque<>(List.of(lines));
      this.atTerminal = atTerminal;
    }

    @Override
    public boolean atTerminal() {
      return atTerminal;
    }

    @Override
    public String readLine(String prompt) {
      String line = lines.pollFirst();
      interrupted = CTRL_C.equals(line);
      return interrupted ? null : line;
    }

    @Override
    public boolean interrupted() {
      return interrupted;
    }
  }

  /**
   * A clock that moves a millisecond each reading and, at reading {@code pressAt}, presses Ctrl-C
   * in the session; it counts its readings.
   */
  private static final class PressingClock implements Ticker {
    final AtomicLong readings = new AtomicLong();
    final AtomicReference<PlaySession<?, ?>> session = new AtomicReference<>();
    private final long pressAt;

    PressingClock(long pressAt) {
      this.pressAt = pressAt;
    }

    @Override
    public long nanoTime() {
      long reading = readings.incrementAndGet();
      if (reading == pressAt) {
        session.get().interrupt();
      }
      return reading * 1_000_000L;
    }
  }

  private static String play(
      String game,
      String first,
      String second,
      Duration time,
      PressingClock clock,
      List<String> resumed,
      LineInput input) {
    return play(
        GameRegistry.standard().find(game).createDefault(),
        first,
        second,
        time,
        clock,
        resumed,
        input);
  }

  private static <S, A> String play(
      PlayableGame<S, A> game,
      String first,
      String second,
      Duration time,
      PressingClock clock,
      List<String> resumed,
      LineInput input) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    PlaySettings settings =
        new PlaySettings(AgentSpec.parse(first), AgentSpec.parse(second), 7, 0, false, time, false);
    PlaySession<S, A> session =
        new PlaySession<>(game, settings, input, out, Interruptible.Watch.none(out), clock);
    clock.session.set(session);
    List<A> moves = new ArrayList<>();
    S state = game.game().initialState();
    for (String text : resumed) {
      A move = game.notation().parseMove(state, text);
      moves.add(move);
      state = game.game().result(state, move);
    }
    session.run(moves);
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void theHintStopsWhenTheBudgetsTimeIsUp() {
    // 444444 is past the book: each of its moves needs a long proof, cut at 200 readings.
    PressingClock clock = new PressingClock(Long.MAX_VALUE);
    String out =
        play(
            "connect4",
            "human",
            "human",
            Duration.ofMillis(200),
            clock,
            List.of("4", "4", "4", "4", "4", "4"),
            new Typed("hint"));
    assertThat(out).contains("hint: ");
    assertThat(clock.readings.get()).as("the hint read the session's clock").isBetween(200L, 400L);
  }

  @Test
  void ctrlCWhileTheEngineThinksReturnsToThePromptAndGoLetsItMove() {
    // The engine's first reading starts its clock; Ctrl-C comes at the tenth, long before its time.
    PressingClock clock = new PressingClock(10);
    String out =
        play(
            "tictactoe",
            "human",
            "mcts",
            Duration.ofMillis(300),
            clock,
            List.of(),
            new Typed("5", "4", "go", "quit"));
    assertThat(out).contains("The engine was stopped. Type go");
    assertThat(out).contains("it is the engine's turn: type go");
    assertThat(out).containsOnlyOnce("O (mcts) plays");
    assertThat(clock.readings.get()).as("the second think read the clock").isGreaterThan(10);
  }

  @Test
  void ctrlCBetweenTwoEnginesEndsTheRunWithTheScoreboardAndKeepsTheGame() throws Exception {
    // Each move reads the clock about 300 times: Ctrl-C comes in the engines' third move.
    PressingClock clock = new PressingClock(700);
    String out =
        play("connect4", "mcts", "mcts", Duration.ofMillis(300), clock, List.of(), new Typed());
    assertThat(out).contains("Stopped. The unfinished game so far: ");
    assertThat(out).contains("No game ended: nothing to score.").doesNotContain("Scoreboard");
    SaveFile kept = SaveFiles.read(keptFile(out));
    assertThat(kept.moves()).hasSize(out.split(" plays ", -1).length - 1).isNotEmpty();
  }

  @Test
  void ctrlCAtThePromptKeepsTheUnfinishedGame() throws Exception {
    String out =
        play(
            "tictactoe",
            "human",
            "human",
            Duration.ofSeconds(1),
            new PressingClock(Long.MAX_VALUE),
            List.of(),
            new Typed("5", "1", CTRL_C));
    assertThat(out).contains("No game ended: nothing to score.").doesNotContain("Scoreboard");
    SaveFile kept = SaveFiles.read(keptFile(out));
    assertThat(kept.moves()).containsExactly("5", "1");
  }

  /**
   * How a person's game ends mid-way, and whether it is kept: {@code quit} in any language and
   * Ctrl-D at a terminal keep it as Ctrl-C does; a pipe that ends has the moves in it already, and
   * a game saved as it is, or with no move, has nothing to keep.
   */
  @ParameterizedTest(name = "{0} after {1}: kept {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "quit       | 5 1 | true",
        "QUIT       | 5 1 | true",
        "salir      | 5 1 | true",
        "exit       | 5   | true",
        "Ctrl-D     | 5 1 | true",
        "pipe ends  | 5 1 | false",
        "quit       | -   | false",
        "save, quit | 5 1 | false",
      })
  void anUnfinishedGameIsKeptUnlessItsMovesAreSafe(
      String ending, String played, boolean kept, @TempDir Path folder) throws Exception {
    List<String> lines =
        new ArrayList<>(played.equals("-") ? List.of() : List.of(played.split(" ")));
    Path saved = folder.resolve("game.json");
    switch (ending) {
      case "Ctrl-D", "pipe ends" -> {}
      case "save, quit" -> lines.addAll(List.of("save " + saved, "quit"));
      default -> lines.add(ending);
    }
    String out =
        play(
            "tictactoe",
            "human",
            "human",
            Duration.ofSeconds(1),
            new PressingClock(Long.MAX_VALUE),
            List.of(),
            new Typed(ending.equals("Ctrl-D"), lines.toArray(String[]::new)));
    if (kept) {
      assertThat(SaveFiles.read(keptFile(out)).moves()).containsExactly(played.split(" "));
    } else {
      assertThat(out).as("nothing to keep").doesNotContain("kept in");
    }
  }

  @Test
  void anEnginesNotesComeAfterItsThinkingLineIsErased() {
    // Gomoku's strongest player always notes that the board is too large to solve. The session's
    // clock holds the engine's first reading until the thinking line is drawn (the watch's clock
    // says a second has passed at each reading), so that the line is there before the note.
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream screen = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    PlayableGame<?, ?> gomoku = GameRegistry.standard().find("gomoku").createDefault();
    Ticker untilDrawn =
        new Ticker() {
          private final AtomicLong readings = new AtomicLong();

          @Override
          public long nanoTime() {
            if (readings.getAndIncrement() == 0) {
              while (!bytes.toString(StandardCharsets.UTF_8).contains("thinking")) {
                Thread.onSpinWait();
              }
            }
            return readings.get() * 1_000_000L;
          }
        };
    PlaySettings settings =
        new PlaySettings(
            AgentSpec.parse("strongest"),
            AgentSpec.parse("human"),
            7,
            0,
            false,
            Duration.ofMillis(50),
            false);
    Interruptible.Watch watch =
        new Interruptible.Watch(screen, true, false, Ticker.counting(Duration.ofSeconds(1)));
    new PlaySession<>(gomoku, settings, new Typed(), screen, watch, untilDrawn).run(List.of());
    String shown = bytes.toString(StandardCharsets.UTF_8);
    assertThat(shown)
        .as("the note starts a line of its own, after the erased thinking line")
        .contains("\r\u001b[K15 × 15 is too large to solve: ");
  }

  @Test
  void aStoppedHintSaysSoAfterItsThinkingLineIsErased() {
    // Connect Four past the book: the hint needs a long proof. The session's clock holds its first
    // reading until the thinking line is drawn, then presses Ctrl-C at its tenth.
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream screen = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    PlayableGame<?, ?> connect4 = GameRegistry.standard().find("connect4").createDefault();
    AtomicReference<PlaySession<?, ?>> session = new AtomicReference<>();
    Ticker pressing =
        new Ticker() {
          private final AtomicLong readings = new AtomicLong();

          @Override
          public long nanoTime() {
            long reading = readings.incrementAndGet();
            if (reading == 1) {
              while (!bytes.toString(StandardCharsets.UTF_8).contains("thinking")) {
                Thread.onSpinWait();
              }
            } else if (reading == 10) {
              session.get().interrupt();
            }
            return reading * 1_000_000L;
          }
        };
    PlaySettings settings =
        new PlaySettings(
            AgentSpec.parse("human"),
            AgentSpec.parse("human"),
            7,
            0,
            false,
            Duration.ofSeconds(10),
            false);
    Interruptible.Watch watch =
        new Interruptible.Watch(screen, true, false, Ticker.counting(Duration.ofSeconds(1)));
    play(
        connect4,
        settings,
        new Typed("4", "4", "4", "4", "4", "4", "hint"),
        screen,
        watch,
        pressing,
        session);
    assertThat(bytes.toString(StandardCharsets.UTF_8))
        .as("the words start a line of their own, after the erased thinking line")
        .contains("\r\u001b[Khint: stopped; what is shown was found until then");
  }

  private static <S, A> void play(
      PlayableGame<S, A> game,
      PlaySettings settings,
      LineInput input,
      PrintStream out,
      Interruptible.Watch watch,
      Ticker ticker,
      AtomicReference<PlaySession<?, ?>> session) {
    PlaySession<S, A> created = new PlaySession<>(game, settings, input, out, watch, ticker);
    session.set(created);
    created.run(List.of());
  }

  /** Returns the file the session said it kept the game in, deleted when the JVM ends. */
  private static Path keptFile(String out) {
    Matcher kept = Pattern.compile("kept in (\\S+);").matcher(out);
    assertThat(kept.find()).as(out).isTrue();
    Path file = Path.of(kept.group(1));
    assertThat(Files.exists(file)).isTrue();
    file.toFile().deleteOnExit();
    return file;
  }
}
