package dev.zerosum.registry.kit;

import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Value;
import dev.zerosum.registry.Analysis;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The check of the module's own analysis ({@code PlayableGame.analyze} with no stop) against core's
 * alpha-beta, at a position where alpha-beta finds the value of the position and of every move
 * within the budget: the same outcome and plies (unless the analysis says its plies are unknown),
 * every move listed in the game's order as the notation writes it, everything exact, and the best
 * moves those of the highest value. A game whose analysis may leave moves unproven even with no
 * stop (gomoku past the boards its solver proves) is held to less: what it says it proved, and any
 * outcome it names, agree with alpha-beta, and its proven plies are those of a strategy, never
 * fewer than perfect play's.
 */
final class AnalysisCheck<S, A> {
  private final Checked<S, A> checked;
  private final ReferenceValues<S, A> values;
  private final boolean mayEstimate;

  AnalysisCheck(Checked<S, A> checked, ReferenceValues<S, A> values, boolean mayEstimate) {
    this.checked = checked;
    this.values = values;
    this.mayEstimate = mayEstimate;
  }

  /**
   * Checks the analysis of {@code state}; returns false, checking nothing, when alpha-beta does not
   * finish within the budget there.
   */
  boolean check(S state) {
    Optional<Value> value = values.of(state);
    Optional<List<MoveValue<A>>> moves =
        value.isPresent() ? values.ofEveryMove(state) : Optional.empty();
    if (moves.isEmpty()) {
      return false;
    }
    Analysis analysis = checked.playable().analyze(state, StopCondition.never());
    Player mover = checked.game().player(state);
    expect(state, "game", analysis.game(), checked.playable().module().name());
    expect(state, "position", analysis.position(), checked.notation().formatPosition(state));
    expect(state, "toMove", analysis.toMove(), checked.playable().playerName(mover));
    boolean exact = analysis.exact() || !mayEstimate;
    expect(state, "exact", analysis.exact(), exact);
    outcome(state, "outcome", analysis.outcome(), value.get(), exact);
    // A value proven by a strategy (threats) is as fast as perfect play or slower.
    boolean everyMove =
        !mayEstimate
            || analysis.moves() == null
            || analysis.moves().stream().allMatch(Analysis.MoveAnalysis::exact);
    if (exact && !analysis.pliesUnknown() && (!mayEstimate || analysis.plies() == null)) {
      expect(state, "plies", analysis.plies(), plies(value.get()));
    } else if (exact && !analysis.pliesUnknown()) {
      expect(state, "plies at least perfect play's", analysis.plies() >= plies(value.get()), true);
    }
    if (checked.game().isTerminal(state)) {
      terminal(state, analysis);
    } else {
      expect(state, "status", analysis.status(), Analysis.PLAYING);
      moves(state, analysis, moves.get(), exact && everyMove);
    }
    return true;
  }

  private void terminal(S state, Analysis analysis) {
    int utility = checked.game().utility(state);
    expect(state, "status", analysis.status(), utility == 0 ? Analysis.DRAWN : Analysis.WON);
    String winner =
        utility == 0 ? null : checked.playable().playerName(utility > 0 ? Player.MAX : Player.MIN);
    expect(state, "winner", analysis.winner(), winner);
    expect(state, "moves", analysis.moves(), List.of());
  }

  private void moves(S state, Analysis analysis, List<MoveValue<A>> expected, boolean exact) {
    if (!analysis.tooManyMoves()) {
      List<Analysis.MoveAnalysis> listed = analysis.moves();
      expect(state, "moves' count", listed == null ? null : listed.size(), expected.size());
      for (int i = 0; i < expected.size(); i++) {
        MoveValue<A> move = expected.get(i);
        Analysis.MoveAnalysis found = listed.get(i);
        String which = "moves[" + i + "].";
        expect(state, which + "move", found.move(), written(state, move.action()));
        outcome(state, which + "outcome", found.outcome(), move.value(), found.exact());
        expect(state, which + "exact", found.exact(), exact || found.exact());
        if (found.exact() && !analysis.pliesUnknown() && mayEstimate && found.plies() != null) {
          // A win proven by a strategy (threats) takes at most its plies: perfect play no more.
          expect(
              state,
              which + "plies at least perfect play's",
              found.plies() >= plies(move.value()),
              true);
        } else if (found.exact() && !analysis.pliesUnknown()) {
          expect(state, which + "plies", found.plies(), plies(move.value()));
        }
      }
    }
    if (!exact) {
      // The best of estimates, or the proven wins of a position won: each named win is one.
      if (analysis.exact()) {
        for (MoveValue<A> move : expected) {
          if (analysis.best().contains(written(state, move.action()))) {
            expect(
                state,
                "outcome of the proven win " + written(state, move.action()),
                move.value().outcome().word(),
                analysis.outcome());
          }
        }
      }
      return;
    }
    Set<String> best = new HashSet<>(analysis.best());
    if (analysis.pliesUnknown()) {
      // Only the outcomes are known: each best move must achieve the position's.
      for (MoveValue<A> move : expected) {
        if (best.contains(written(state, move.action()))) {
          expect(
              state,
              "outcome of the best move " + written(state, move.action()),
              move.value().outcome().word(),
              analysis.outcome());
        }
      }
    } else {
      Set<String> top = new HashSet<>();
      MoveValue.best(expected).forEach(action -> top.add(written(state, action)));
      expect(state, "best", best, top);
    }
  }

  /** Expects {@code found} to be the outcome of {@code value}, or unknown if not {@code proven}. */
  private void outcome(S state, String field, String found, Value value, boolean proven) {
    String expected = value.outcome().word();
    if (proven || !found.equals(Outcome.UNKNOWN.word())) {
      expect(state, field, found, expected);
    }
  }

  private String written(S state, A action) {
    return checked.notation().formatMove(state, action);
  }

  private static Integer plies(Value value) {
    return value.plies().isPresent() ? value.plies().getAsInt() : null;
  }

  private void expect(S state, String field, Object found, Object expected) {
    if (!Objects.equals(found, expected)) {
      throw checked.failure(
          state,
          "its analysis has " + field + " = " + found + " where alpha-beta says " + expected);
    }
  }
}
