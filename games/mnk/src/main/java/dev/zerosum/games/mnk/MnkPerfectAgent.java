package dev.zerosum.games.mnk;

import dev.zerosum.core.Agent;
import dev.zerosum.core.AgentNote;
import dev.zerosum.core.Budget;
import dev.zerosum.core.Deadline;
import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Plays perfectly when the exact solver proves the position within a per-move budget, and otherwise
 * the move of the {@link MnkDepthSearch}, saying so, as Connect Four's perfect player does.
 *
 * <p>Three quarters of the budget go to the solver (boards of at most 64 bits; larger ones go
 * straight to the threat search); if it runs out of time, the threat search ({@link ThreatSearch})
 * looks for a forced win by fours and threes, and plays it when it proves one; else the rest goes
 * to the depth search. The solver's table is kept from move to move, so that an unfinished proof is
 * not lost. Among equally good moves one is drawn at random, so that games differ. The {@link
 * Budget} of a move is read from its clock: the system's in play, a clock of their own in tests;
 * its interrupt (Ctrl-C, a client that left) stops the agent at once, with the best move so far.
 */
public final class MnkPerfectAgent implements Agent<MnkPosition, MnkMove> {
  private static final Duration MIN_FALLBACK = Duration.ofMillis(50);
  private static final EnglishTexts ENGLISH = EnglishTexts.of(MnkPerfectAgent.class);
  private static final int MAX_DEPTH = 64;

  /** The most nodes of the threat search of one move. */
  static final long THREAT_NODES = 2_000_000;

  private final MnkShape shape;
  private final Budget budget; // of each move: its time, and an interrupt that stops it at once
  private final MnkSolver solver; // null: the board is too large to solve
  private final MnkDepthSearch fallback;
  private final ThreatSearch threats = new ThreatSearch();
  private final SplittableRandom random;
  private final Consumer<AgentNote> notes;
  private boolean solvedBefore; // the last move was proven: announce only a change

  /**
   * Creates the agent of boards of {@code shape} that thinks within {@code budget} a move, solving
   * with a table of 2^{@code log2Slots} slots, choosing among equal moves with a generator seeded
   * with {@code seed}, and telling {@code notes} when it falls back on the depth search or first
   * proves the result.
   *
   * @throws IllegalArgumentException if the budget has no time
   */
  public MnkPerfectAgent(
      MnkShape shape, Budget budget, int log2Slots, long seed, Consumer<String> notes) {
    this(shape, log2Slots, budget, seed, textOf(notes));
  }

  // The parameters in another order than the public constructor's: both take a Consumer, whose
  // erasures would clash.
  private MnkPerfectAgent(
      MnkShape shape, int log2Slots, Budget budget, long seed, Consumer<AgentNote> notes) {
    if (!budget.timed()) {
      throw new IllegalArgumentException(
          "a perfect player's budget " + budget + " has no time; expected a time a move");
    }
    this.shape = shape;
    this.budget = budget;
    this.solver = shape.fitsOneWord() ? new MnkSolver(shape, log2Slots) : null;
    this.fallback = new MnkDepthSearch(shape);
    this.random = new SplittableRandom(seed);
    this.notes = notes;
  }

  /**
   * Returns the agent of the constructor, telling {@code notes} its remarks with their codes and
   * values, so that an interface can say them in its own language.
   */
  public static MnkPerfectAgent withCodedNotes(
      MnkShape shape, Budget budget, int log2Slots, long seed, Consumer<AgentNote> notes) {
    return new MnkPerfectAgent(
        shape, log2Slots, budget, seed, Objects.requireNonNull(notes, "notes"));
  }

  private static Consumer<AgentNote> textOf(Consumer<String> notes) {
    Objects.requireNonNull(notes, "notes");
    return note -> notes.accept(note.text());
  }

  @Override
  public MnkMove chooseAction(MnkPosition state) {
    if (state.isOver()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    Deadline move = budget.deadline();
    StopCondition cancel = budget.interrupt();
    if (solver == null) {
      Optional<MnkMove> win = threatWin(state, move.keeping(reserve()).or(cancel));
      if (win.isPresent()) {
        return win.get();
      }
      MnkDepthSearch.Estimate estimate = fallback.search(state, MAX_DEPTH, move.or(cancel));
      String played = new MnkNotation(shape).format(estimate.move());
      AgentNote found = estimate.note();
      notes.accept(
          ENGLISH.note(
              "mnk.too-large",
              Integer.toString(shape.rows()),
              Integer.toString(shape.columns()),
              played,
              estimate.depth(),
              found));
      return estimate.move();
    }
    Deadline proof = move.keeping(reserve());
    Duration proofTime = proof.remaining();
    try {
      return proven(state, proof.or(cancel));
    } catch (SearchStoppedException late) {
      solvedBefore = false;
      Optional<MnkMove> win = threatWin(state, move.keeping(reserve().dividedBy(2)).or(cancel));
      if (win.isPresent()) {
        return win.get();
      }
      MnkDepthSearch.Estimate estimate = fallback.search(state, MAX_DEPTH, move.or(cancel));
      // The time it searched, not the time it had: Ctrl-C or a client that left stops it early.
      Duration searched = proofTime.minus(proof.remaining());
      BigDecimal seconds =
          BigDecimal.valueOf(searched.toNanos() / 1e9).setScale(1, RoundingMode.HALF_UP);
      String played = new MnkNotation(shape).format(estimate.move());
      AgentNote found = estimate.note();
      notes.accept(ENGLISH.note("mnk.no-proof", seconds, played, estimate.depth(), found));
      return estimate.move();
    }
  }

  /** Returns the quarter of the budget kept for the depth search, 50 ms at least. */
  private Duration reserve() {
    Duration quarter = budget.time().dividedBy(4);
    return quarter.compareTo(MIN_FALLBACK) > 0 ? quarter : MIN_FALLBACK;
  }

  /**
   * Returns the first move of a forced win the threat search proves before {@code stop} (and within
   * {@value #THREAT_NODES} nodes), noting it; empty when it proves none.
   */
  private Optional<MnkMove> threatWin(MnkPosition state, StopCondition stop) {
    Optional<ThreatSearch.Win> win = threats.search(state, -1, THREAT_NODES, stop).win();
    win.ifPresent(
        found -> {
          String played = new MnkNotation(shape).format(MnkMove.ofCell(shape, found.cell()));
          notes.accept(ENGLISH.note("mnk.threat-win", played, found.kind().name(), found.plies()));
        });
    return win.map(found -> MnkMove.ofCell(shape, found.cell()));
  }

  /**
   * Returns a best move by exact scores proven before {@code stop}, drawn among the equals; notes a
   * first proof.
   */
  private MnkMove proven(MnkPosition state, StopCondition stop) {
    int bestScore = Integer.MIN_VALUE;
    List<Integer> best = new ArrayList<>();
    for (int cell = 0; cell < shape.cells(); cell++) {
      if (!state.isEmpty(cell)) {
        continue;
      }
      int score = solver.scoreOfMove(state, cell, stop);
      if (score > bestScore) {
        bestScore = score;
        best.clear();
      }
      if (score == bestScore) {
        best.add(cell);
      }
    }
    if (!solvedBefore) {
      AgentNote verdict = MnkScore.note(bestScore, state.stones(), shape.cells());
      notes.accept(ENGLISH.note("mnk.solved", verdict));
      solvedBefore = true;
    }
    return MnkMove.ofCell(shape, best.get(random.nextInt(best.size())));
  }
}
