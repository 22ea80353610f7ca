package dev.zerosum.app.modules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.AgentNote;
import dev.zerosum.core.Budget;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import dev.zerosum.games.connect4.Connect4Book;
import dev.zerosum.games.connect4.Connect4BookWriter;
import dev.zerosum.games.connect4.Connect4DepthSearch;
import dev.zerosum.games.connect4.Connect4ParallelSolver;
import dev.zerosum.games.connect4.Connect4PerfectAgent;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Solver;
import dev.zerosum.games.connect4.Connect4Table;
import dev.zerosum.games.mnk.MnkDepthSearch;
import dev.zerosum.games.mnk.MnkMove;
import dev.zerosum.games.mnk.MnkPerfectAgent;
import dev.zerosum.games.mnk.MnkPosition;
import dev.zerosum.games.mnk.MnkScore;
import dev.zerosum.games.mnk.MnkShape;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engines' notes in both languages: each note said in English is the text the engine wrote, and
 * in Spanish reads as its bundle has it, every part (verdict, estimate, seconds) in Spanish. The
 * notes come from the engines themselves, on clocks of their own.
 */
class EngineNotesTest {
  /** A late Connect Four position, X to move: X wins. */
  private static final String LATE = "4661237137541742643224";

  /**
   * One note of a game's engine and how it reads in Spanish.
   *
   * @param game the game whose bundle says it
   * @param note the note, as the engine made it
   * @param spanish how it reads in Spanish
   */
  record Case(String game, AgentNote note, String spanish) {}

  static List<Case> cases() throws IOException {
    MnkShape three = MnkShape.of(3, 3, 3);
    MnkShape five = MnkShape.of(5, 5, 4);
    MnkMove centre = MnkMove.ofCell(three, 4);
    return List.of(
        new Case(
            "connect4",
            connect4Note(withBook(), LATE),
            "libro de aperturas: gana X en 5 jugadas con juego perfecto"),
        new Case(
            "connect4",
            connect4Note(oneThread(null), LATE),
            "resuelto: gana X en 5 jugadas con juego perfecto"),
        new Case(
            "connect4",
            connect4Hurried(),
            "sin demostración en 0,2 s: columna 4 según una búsqueda a 10 jugadas de profundidad"
                + " (estimación -8)"),
        new Case("connect4", Connect4PerfectAgent.verdict(Connect4Position.of(LATE), 0), "tablas"),
        new Case(
            "connect4",
            Connect4PerfectAgent.verdict(Connect4Position.of(LATE + "1"), -8),
            "pierde O en 4 jugadas"),
        new Case(
            "connect4", new Connect4DepthSearch.Estimate(3, -7, 5, 100).note(10), "estimación -7"),
        new Case(
            "connect4",
            new Connect4DepthSearch.Estimate(3, Connect4DepthSearch.DECISIVE + 16, 1, 1).note(10),
            "gana en 1 jugada"),
        new Case(
            "connect4",
            new Connect4DepthSearch.Estimate(3, -Connect4DepthSearch.DECISIVE - 15, 1, 1).note(10),
            "pierde en 4 jugadas"),
        new Case(
            "mnk",
            mnkNote(three, () -> 0L, MnkPosition.empty(three)),
            "resuelto: tablas con juego perfecto"),
        new Case(
            "mnk",
            mnkNote(five, Ticker.counting(Duration.ofMillis(1)), MnkPosition.empty(five)),
            "sin demostración en 0,0 s: c3 según una búsqueda a 4 jugadas de profundidad (estimación"
                + " +0)"),
        new Case(
            "gomoku",
            mnkNote(
                MnkShape.of(15, 15, 5),
                Ticker.counting(Duration.ofMillis(1)),
                MnkPosition.empty(MnkShape.of(15, 15, 5))),
            "15 × 15 es demasiado grande para resolverlo: h8 según una búsqueda a 5 jugadas de"
                + " profundidad (estimación +65)"),
        new Case(
            "gomoku",
            mnkNote(
                MnkShape.of(15, 15, 5),
                () -> 0L,
                MnkPosition.of(
                    MnkShape.of(15, 15, 5),
                    new int[] {7 * 15 + 6, 7 * 15 + 7, 7 * 15 + 8}, // an open three
                    new int[] {0, 14, 14 * 15})),
            "victoria forzada por amenazas (VCF): f8, gana en 3 jugadas como mucho"),
        new Case("mnk", MnkScore.note(3, 2, 9), "gana X en 5 jugadas"),
        new Case("mnk", MnkScore.note(-3, 3, 9), "pierde O en 4 jugadas"),
        new Case(
            "mnk",
            new MnkDepthSearch.Estimate(centre, MnkDepthSearch.WIN - 1, 1, 1).note(),
            "gana en 1 jugada"),
        new Case(
            "mnk",
            new MnkDepthSearch.Estimate(centre, -MnkDepthSearch.WIN + 4, 4, 1).note(),
            "pierde en 4 jugadas"),
        new Case("mnk", new MnkDepthSearch.Estimate(centre, 120, 4, 1).note(), "estimación +120"));
  }

  @ParameterizedTest
  @MethodSource("cases")
  void aNoteReadsInEnglishAsTheEngineWroteItAndInSpanishAsTheBundleHasIt(Case c) {
    List<Messages> messages = List.of(GameRegistry.standard().find(c.game()).messages());
    try (Language.Scope english = Language.use(Language.ENGLISH)) {
      assertThat(Messages.say(c.note(), messages)).isEqualTo(c.note().text());
    }
    try (Language.Scope spanish = Language.use(Language.SPANISH)) {
      assertThat(Messages.say(c.note(), messages)).isEqualTo(c.spanish());
    }
  }

  @Test
  void everyNoteOfTheBundlesIsAmongTheCases() throws IOException {
    Set<String> tested = new TreeSet<>();
    for (Case c : cases()) {
      codes(c.note(), tested);
    }
    Set<String> inBundles = new TreeSet<>();
    for (String game : List.of("connect4", "mnk")) {
      for (String key :
          GameRegistry.standard().find(game).messages().patterns(Language.ENGLISH).keySet()) {
        if (key.startsWith("note.")) {
          inBundles.add(key.substring("note.".length()));
        }
      }
    }
    assertThat(tested).isEqualTo(inBundles);
  }

  private static void codes(AgentNote note, Set<String> codes) {
    codes.add(note.code());
    for (Object value : note.values()) {
      if (value instanceof AgentNote part) {
        codes(part, codes);
      }
    }
  }

  /**
   * Returns the first note of Connect Four's perfect player on the position {@code moves}, on a
   * clock that never moves: every proof finishes.
   */
  private static AgentNote connect4Note(Connect4ParallelSolver solver, String moves) {
    return connect4Note(solver, moves, () -> 0L);
  }

  private static AgentNote connect4Note(
      Connect4ParallelSolver solver, String moves, Ticker ticker) {
    List<AgentNote> notes = new ArrayList<>();
    Connect4PerfectAgent.withCodedNotes(
            Budget.of(Duration.ofMillis(300), ticker, StopCondition.never()), solver, 1, notes::add)
        .chooseAction(Connect4Position.of(moves));
    assertThat(notes).hasSize(1);
    return notes.get(0);
  }

  /** Returns the note of the empty board, on a clock too quick for a proof: 1 ms a reading. */
  private static AgentNote connect4Hurried() {
    return connect4Note(oneThread(null), "", Ticker.counting(Duration.ofMillis(1)));
  }

  /** Returns a solver on one thread, with {@code book} (null: none). */
  private static Connect4ParallelSolver oneThread(Connect4Book book) {
    return new Connect4ParallelSolver(1, new Connect4Table(1 << 16), book);
  }

  /** Returns a solver with a book of the late position and of every move from it. */
  private static Connect4ParallelSolver withBook() throws IOException {
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    Connect4BookWriter writer =
        new Connect4BookWriter(LATE.length(), LATE.length() + 1, LATE.length() + 1);
    Connect4Position root = Connect4Position.of(LATE);
    writer.add(root, solver.solve(root));
    for (int column = 0; column < 7; column++) {
      if (root.canPlay(column) && !root.isWinningMove(column)) {
        writer.add(root.play(column), solver.solve(root.play(column)));
      }
    }
    Path folder = Files.createTempDirectory("notes");
    Path file = folder.resolve("book.bin");
    writer.write(file);
    file.toFile().deleteOnExit();
    folder.toFile().deleteOnExit();
    return oneThread(Connect4Book.open(file));
  }

  /** Returns the first note of the m,n,k perfect player on {@code position}. */
  private static AgentNote mnkNote(MnkShape shape, Ticker ticker, MnkPosition position) {
    List<AgentNote> notes = new ArrayList<>();
    MnkPerfectAgent.withCodedNotes(
            shape,
            Budget.of(Duration.ofMillis(60), ticker, StopCondition.never()),
            16,
            1,
            notes::add)
        .chooseAction(position);
    assertThat(notes).hasSize(1);
    return notes.get(0);
  }
}
