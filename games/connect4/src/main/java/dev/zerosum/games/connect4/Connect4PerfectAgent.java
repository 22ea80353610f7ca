package dev.zerosum.games.connect4;

import dev.zerosum.core.Agent;
import dev.zerosum.core.AgentNote;
import dev.zerosum.core.Budget;
import dev.zerosum.core.Deadline;
import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.Player;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Plays perfectly from an opening book, past it by proving a move that keeps the value it knows,
 * and otherwise the move of an iterative deepening search with the {@link Connect4Evaluator},
 * saying so.
 *
 * <p>Where the book holds every move's position, the agent plays the best at once, one of the
 * equally good drawn at random so that games differ. Past the book it knows the value of its
 * position all the same: from the book when the book holds the position, else from its own last
 * move, whose value the opponent's reply can only keep or raise (a {@link Connect4Score} counts the
 * winner's stones, so it does not change along a game played perfectly). Then one null-window
 * search a move, most promising first, proves a move that keeps that value: far cheaper than
 * solving every move exactly. Only when it knows no value (a game begun without it, after a
 * fallback) does it solve the position first. Three quarters of the budget go to these proofs, on
 * every thread of its {@link Connect4ParallelSolver}; if they run out of time, the rest goes to the
 * depth search, and the agent says so. The solver's table is kept from move to move, so that the
 * work of an unfinished proof is not lost. The {@link Budget} of a move is read from its clock: the
 * system's in play, a clock of their own in tests; its interrupt stops the agent at once, and it
 * plays the best move it has.
 *
 * <pre>{@code
 * Connect4PerfectAgent perfect = Connect4PerfectAgent.withStandardBook(Budget.of(Duration.ofSeconds(2)), 1L, System.err::println);
 * perfect.chooseAction(Connect4Position.empty());  // column 4, from the book
 * perfect.lastChoice().source();                   // BOOK
 * }</pre>
 */
public final class Connect4PerfectAgent implements Agent<Connect4Position, Connect4Move> {
  private static final Duration MIN_FALLBACK = Duration.ofMillis(50);
  private static final EnglishTexts ENGLISH = EnglishTexts.of(Connect4PerfectAgent.class);
  private static final int UNKNOWN = Integer.MIN_VALUE;

  /** How a move was chosen. */
  public enum Source {
    /** From the scores of the opening book. */
    BOOK,
    /** Proven by the solver to keep the value of the position. */
    PROOF,
    /** By the depth search, when no proof came in time. */
    FALLBACK
  }

  /**
   * The last move the agent chose and how.
   *
   * @param column the column, 0-based
   * @param source how it was chosen
   * @param score the score it keeps for the agent ({@link Connect4Score}), or {@link
   *     Integer#MIN_VALUE} after a fallback
   */
  public record Choice(int column, Source source, int score) {}

  private final Budget budget; // of each move: its time, and an interrupt that stops it at once
  private final Connect4ParallelSolver solver;
  private final Connect4Book book; // null: none
  private final Connect4DepthSearch fallback = new Connect4DepthSearch();
  private final SplittableRandom random;
  private final Consumer<AgentNote> notes;
  private Source lastSource; // notes announce a change of source, not every move
  private Choice lastChoice;
  private long expectedKey; // the position after the agent's last proven move
  private int expectedScore = UNKNOWN; // its value for the agent

  /**
   * Creates an agent without a book, on one thread, that thinks within {@code budget} a move,
   * solving with {@code table}, choosing among equal moves with a generator seeded with {@code
   * seed}, and telling {@code notes} when it falls back on the depth search or first proves the
   * result.
   *
   * @throws IllegalArgumentException if the budget has no time
   */
  public Connect4PerfectAgent(
      Budget budget, Connect4Table table, long seed, Consumer<String> notes) {
    this(budget, new Connect4ParallelSolver(1, table, null), seed, notes);
  }

  /**
   * Creates an agent that proves its moves with {@code solver}, its threads and its book (if any),
   * thinking within {@code budget} a move.
   *
   * @throws IllegalArgumentException if the budget has no time
   */
  public Connect4PerfectAgent(
      Budget budget, Connect4ParallelSolver solver, long seed, Consumer<String> notes) {
    this(solver, budget, seed, textOf(notes));
  }

  // The parameters in another order than the public constructor's: both take a Consumer, whose
  // erasures would clash.
  private Connect4PerfectAgent(
      Connect4ParallelSolver solver, Budget budget, long seed, Consumer<AgentNote> notes) {
    if (!budget.timed()) {
      throw new IllegalArgumentException(
          "a perfect player's budget " + budget + " has no time; expected a time a move");
    }
    this.budget = budget;
    this.solver = Objects.requireNonNull(solver, "solver");
    this.book = solver.book();
    this.random = new SplittableRandom(seed);
    this.notes = Objects.requireNonNull(notes, "notes");
  }

  /**
   * Returns the agent of the constructor that takes a solver, telling {@code notes} its remarks
   * with their codes and values, so that an interface can say them in its own language.
   */
  public static Connect4PerfectAgent withCodedNotes(
      Budget budget, Connect4ParallelSolver solver, long seed, Consumer<AgentNote> notes) {
    return new Connect4PerfectAgent(solver, budget, seed, Objects.requireNonNull(notes, "notes"));
  }

  private static Consumer<AgentNote> textOf(Consumer<String> notes) {
    Objects.requireNonNull(notes, "notes");
    return note -> notes.accept(note.text());
  }

  /**
   * Returns an agent with the shipped book, on every core of the machine, with a shared table of 64
   * MiB, thinking within {@code budget} a move.
   */
  public static Connect4PerfectAgent withStandardBook(
      Budget budget, long seed, Consumer<String> notes) {
    Connect4ParallelSolver solver =
        new Connect4ParallelSolver(
            Runtime.getRuntime().availableProcessors(),
            Connect4Table.shared(Connect4Table.MAX_ENTRIES >> 7), // 8 Mi entries, 64 MiB
            Connect4Book.standardIfShipped().orElse(null));
    return new Connect4PerfectAgent(budget, solver, seed, notes);
  }

  /** Returns how the last move was chosen, or null before the first. */
  public Choice lastChoice() {
    return lastChoice;
  }

  @Override
  public Connect4Move chooseAction(Connect4Position state) {
    if (state.isOver()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    Choice choice = fromBook(state);
    if (choice == null) {
      choice = proveOrFallBack(state);
    }
    announce(state, choice);
    lastChoice = choice;
    if (choice.source() == Source.FALLBACK) {
      expectedScore = UNKNOWN;
    } else {
      expectedKey = state.play(choice.column()).key();
      expectedScore = choice.score();
    }
    return Connect4Move.of(choice.column());
  }

  /** Returns the best move by the book's scores, or null when the book lacks a move's position. */
  private Choice fromBook(Connect4Position state) {
    if (book == null) {
      return null;
    }
    int[] scores = new int[state.size().width()];
    int best = Integer.MIN_VALUE;
    int ties = 0;
    for (int column = 0; column < state.size().width(); column++) {
      scores[column] = Integer.MIN_VALUE;
      if (!state.canPlay(column)) {
        continue;
      }
      if (state.isWinningMove(column)) {
        scores[column] = Connect4Score.winAtOnce(state.moves(), state.size().cells());
      } else {
        var known = book.score(state.play(column));
        if (known.isEmpty()) {
          return null;
        }
        scores[column] = -known.getAsInt();
      }
      if (scores[column] > best) {
        best = scores[column];
        ties = 1;
      } else if (scores[column] == best) {
        ties++;
      }
    }
    int pick = random.nextInt(ties);
    for (int column = 0; column < state.size().width(); column++) {
      if (scores[column] == best && pick-- == 0) {
        return new Choice(column, Source.BOOK, best);
      }
    }
    throw new IllegalStateException("no playable column in '" + state + "'");
  }

  /**
   * Proves a move that keeps the known value, within three quarters of the budget; else falls back.
   */
  private Choice proveOrFallBack(Connect4Position state) {
    Deadline move = budget.deadline();
    Duration quarter = budget.time().dividedBy(4);
    Duration reserve = quarter.compareTo(MIN_FALLBACK) > 0 ? quarter : MIN_FALLBACK;
    Deadline proof = move.keeping(reserve);
    Duration proofTime = proof.remaining();
    StopCondition proofStop = proof.or(budget.interrupt());
    try {
      int value = knownValue(state);
      if (value == UNKNOWN) {
        value = solver.solve(state, proofStop);
      }
      int fromLines = bookMoveKeeping(state, value);
      if (fromLines >= 0) {
        return new Choice(fromLines, Source.BOOK, value);
      }
      for (int column : Connect4MovePriority.of(state)) {
        if (keeps(state, column, value, proofStop)) {
          return new Choice(column, Source.PROOF, value);
        }
      }
      throw new IllegalStateException(
          "no move of '" + state + "' keeps its value " + value + ": the value was wrong");
    } catch (SearchStoppedException late) {
      Connect4DepthSearch.Estimate estimate =
          fallback.search(state, state.size().cells(), move.or(budget.interrupt()));
      // The time it searched, not the time it had: Ctrl-C or a client that left stops it early.
      BigDecimal seconds = seconds(proofTime.minus(proof.remaining()));
      AgentNote found = estimate.note(state.moves());
      notes.accept(
          ENGLISH.note(
              "connect4.no-proof", seconds, estimate.column() + 1, estimate.depth(), found));
      return new Choice(estimate.column(), Source.FALLBACK, Integer.MIN_VALUE);
    }
  }

  /**
   * Returns a move whose position the book holds with a score that keeps {@code value}, or -1: a
   * book extended along the perfect player's lines holds one move of each of its positions past the
   * full range, proven once when the book was built.
   */
  private int bookMoveKeeping(Connect4Position state, int value) {
    if (book == null) {
      return -1;
    }
    for (int column : Connect4MovePriority.of(state)) {
      if (!state.isWinningMove(column)) {
        var known = book.score(state.play(column));
        if (known.isPresent() && -known.getAsInt() >= value) {
          return column;
        }
      }
    }
    return -1;
  }

  /** Returns the value of {@code state} from the book or from the agent's last move, or UNKNOWN. */
  private int knownValue(Connect4Position state) {
    if (book != null) {
      var known = book.score(state);
      if (known.isPresent()) {
        return known.getAsInt();
      }
    }
    if (expectedScore != UNKNOWN && followsExpected(state)) {
      return expectedScore;
    }
    return UNKNOWN;
  }

  /** Returns true when {@code state} is the position of the agent's last move plus one reply. */
  private boolean followsExpected(Connect4Position state) {
    long mask = state.size().maskOfKey(expectedKey);
    long opponentStones = expectedKey - mask; // the opponent moved next in that position
    long added = state.mask() & ~mask;
    return (state.mask() & mask) == mask
        && Long.bitCount(added) == 1
        && (state.stones() & added) == 0
        && (state.stones() & mask) == (mask ^ opponentStones);
  }

  /**
   * Returns true when dropping a stone in {@code column} keeps at least {@code value}, proven
   * before {@code stop}.
   */
  private boolean keeps(Connect4Position state, int column, int value, StopCondition stop) {
    if (state.isWinningMove(column)) {
      return Connect4Score.winAtOnce(state.moves(), state.size().cells()) >= value;
    }
    // The move keeps the value when the opponent's score after it is at most -value.
    return !solver.scoresAtLeast(state.play(column), -value + 1, stop);
  }

  private void announce(Connect4Position state, Choice choice) {
    if (choice.source() != Source.FALLBACK && choice.source() != lastSource) {
      boolean book = choice.source() == Source.BOOK;
      AgentNote verdict = verdict(state, choice.score());
      notes.accept(ENGLISH.note(book ? "connect4.book" : "connect4.solved", verdict));
    }
    lastSource = choice.source();
  }

  /** Returns the seconds of {@code time} to a tenth, rounded half up as {@code %.1f} rounds. */
  static BigDecimal seconds(Duration time) {
    return BigDecimal.valueOf(time.toNanos() / 1e9).setScale(1, RoundingMode.HALF_UP);
  }

  /**
   * Returns the result of {@code state} with perfect play as a note, "X wins in 7 plies", "a draw"
   * or "O loses in 12 plies", with the player to move and the plies: {@code score} is the {@link
   * Connect4Score} of the player to move.
   */
  public static AgentNote verdict(Connect4Position state, int score) {
    String player = state.toMove() == Player.MAX ? "X" : "O";
    return AgentNote.verdict(
        ENGLISH,
        "connect4",
        player,
        score,
        score == 0 ? 0 : Connect4Score.pliesToEnd(score, state.moves(), state.size().cells()));
  }
}
