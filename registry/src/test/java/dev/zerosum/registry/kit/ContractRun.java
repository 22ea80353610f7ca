package dev.zerosum.registry.kit;

import dev.zerosum.core.Player;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One run of the contract over one game: every reachable position when there are at most {@code
 * positionLimit} of them, else the positions of {@code playouts} random games from the start; a
 * game's own perft counter from the start as deep as the generic count goes in its budget, too.
 */
final class ContractRun<S, A> {
  private final Checked<S, A> checked;
  private final RulesCheck<S, A> rules;
  private final AnalysisCheck<S, A> analyses;
  private final Optional<SymmetryCheck<S, A>> symmetries;
  private final Optional<PerftCheck<S, A>> perft;
  private int analysed;

  ContractRun(
      Checked<S, A> checked, TextsCheck texts, long nodeBudget, boolean analysisMayEstimate) {
    this.checked = checked;
    ReferenceValues<S, A> values = new ReferenceValues<>(checked.game(), nodeBudget);
    this.rules = new RulesCheck<>(checked, texts);
    this.analyses = new AnalysisCheck<>(checked, values, analysisMayEstimate);
    this.symmetries = SymmetryCheck.of(checked, values);
    this.perft = PerftCheck.of(checked);
  }

  /**
   * Checks every reachable position if there are at most {@code positionLimit}; else the positions
   * of {@code playouts} random games drawn with {@code seed}.
   */
  ContractReport run(int positionLimit, int playouts, long seed) {
    S start = checked.game().initialState();
    if (checked.game().player(start) != Player.MAX) {
      throw checked.failure(start, "the first player (MAX) must move first");
    }
    Optional<Map<S, List<S>>> every = everyPosition(start, positionLimit);
    if (every.isPresent()) {
      Map<S, List<S>> next = every.get();
      Set<S> reachable = Collections.unmodifiableSet(next.keySet());
      List<S> deepestFirst = new ArrayList<>(next.keySet());
      Collections.reverse(deepestFirst);
      // A position above one that alpha-beta could not value within the budget is larger still:
      // it is not searched, or it would spend the whole budget for nothing.
      Set<S> tooLarge = new HashSet<>();
      for (S state : deepestFirst) {
        boolean within = next.get(state).stream().noneMatch(tooLarge::contains);
        symmetries.ifPresent(check -> runAt(state, () -> check.check(state, reachable, within)));
        perft.ifPresent(check -> runAt(state, () -> check.check(state)));
        if (within && at(state, () -> analyses.check(state))) {
          analysed++;
        } else {
          tooLarge.add(state);
        }
      }
      perft.ifPresent(check -> runAt(start, () -> check.checkDeep(start)));
      return report(true, next.size());
    }
    Random random = new Random(seed);
    int positions = 0;
    for (int game = 0; game < playouts; game++) {
      List<S> line = playout(start, random);
      positions += line.size();
      // From the end back: once alpha-beta runs out of its budget, the earlier, larger positions
      // would too, and each would spend the whole budget for nothing.
      boolean withValues = true;
      for (int ply = line.size() - 1; ply >= 0; ply--) {
        S state = line.get(ply);
        boolean within = withValues;
        symmetries.ifPresent(check -> runAt(state, () -> check.check(state, null, within)));
        perft.ifPresent(check -> runAt(state, () -> check.check(state)));
        withValues = withValues && at(state, () -> analyses.check(state));
        analysed += withValues ? 1 : 0;
      }
    }
    perft.ifPresent(check -> runAt(start, () -> check.checkDeep(start)));
    return report(false, positions);
  }

  /**
   * Returns every position reachable from {@code start}, each checked by the rules, in the order
   * found (nearest the start first), each with the positions its moves lead to; empty when there
   * are more than {@code limit}.
   */
  private Optional<Map<S, List<S>>> everyPosition(S start, int limit) {
    Map<S, List<S>> next = new LinkedHashMap<>();
    Map<S, S> seen = new HashMap<>();
    seen.put(start, start);
    List<S> order = new ArrayList<>(List.of(start));
    for (int i = 0; i < order.size(); i++) {
      S state = order.get(i);
      List<S> after = at(state, () -> rules.check(state));
      next.put(state, after);
      for (S position : after) {
        S before = seen.putIfAbsent(position, position);
        if (before == null) {
          if (order.size() == limit) {
            return Optional.empty();
          }
          order.add(position);
        } else if (checked.keyOf(before) != checked.keyOf(position)) {
          throw checked.failure(
              position,
              "it has two keys, one for each of two equal positions reached by two paths");
        }
      }
    }
    return Optional.of(next);
  }

  /** Returns the positions of one random game from {@code start}, each checked by the rules. */
  private List<S> playout(S start, Random random) {
    List<S> line = new ArrayList<>();
    S state = start;
    while (true) {
      line.add(state);
      S now = state;
      List<S> next = at(now, () -> rules.check(now));
      if (next.isEmpty()) {
        return line;
      }
      state = next.get(random.nextInt(next.size()));
    }
  }

  /** Runs {@code check} at {@code state}, naming the position if the game throws. */
  private <T> T at(S state, Supplier<T> check) {
    try {
      return check.get();
    } catch (RuntimeException thrown) {
      AssertionError failure = checked.failure(state, "the game threw " + thrown);
      failure.initCause(thrown);
      throw failure;
    }
  }

  private void runAt(S state, Runnable check) {
    at(
        state,
        () -> {
          check.run();
          return null;
        });
  }

  private ContractReport report(boolean everyPosition, int positions) {
    int valued = symmetries.map(SymmetryCheck::valued).orElse(0);
    int counted = perft.map(PerftCheck::compared).orElse(0);
    return new ContractReport(everyPosition, positions, analysed, valued, counted);
  }
}
