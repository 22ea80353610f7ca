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

/**
 * The play session's searches under its one budget, on a clock that moves a millisecond each time
 * it is read (no wall clock): the hint stops when the time is up, and Ctrl-C, pressed by the clock
 * at a chosen reading, stops the engine and returns to the prompt, ends a run between two engines,
 * and at the prompt keeps the unfinished game.
 */
class PlaySessionBudgetTest {
  /** Typed at the prompt: Ctrl-C. */
  private static final String CTRL_C = "\u0003";

  /** Lines a person types; {@link #CTRL_C} is Ctrl-C at the prompt. */
  private static final class Typed implements LineInput {
    private final Deque<String> lines;
    private boolean interrupted;

    Typed(String... lines) {
      this.lines = new ArrayDeque<>(List.of(lines));
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
