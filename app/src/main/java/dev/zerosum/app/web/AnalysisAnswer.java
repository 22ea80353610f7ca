package dev.zerosum.app.web;

import dev.zerosum.app.json.Json;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.Analysis.MoveAnalysis;
import dev.zerosum.registry.GameDisplay;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The API's analysis of a position: the object of {@code analyze --format json}, each listed move
 * with its {@code text} for people in the request's language ("take 37 from pile B"), and {@code
 * bestMoves}, the moves a player would want named, so that a page whose board cannot show a value
 * on every move (a pile of 40, a row of 100 matches, hundreds of unproven cells) can list them in
 * words.
 */
final class AnalysisAnswer {
  /** The most moves {@code bestMoves} names. */
  static final int BEST_MOVES = 5;

  private static final String WIN = "win";
  private static final String DRAW = "draw";
  private static final String LOSS = "loss";

  private AnalysisAnswer() {}

  /** Returns the answer to an analysis of {@code state}, as the JSON the API writes. */
  @SuppressWarnings("unchecked") // a record converts to a JSON object, whose keys are text
  static <S, A> String of(GameDisplay<S, A> game, S state, Analysis analysis) {
    Map<String, Object> answer = Json.mapper().convertValue(analysis, LinkedHashMap.class);
    if (analysis.moves() != null) {
      List<Map<String, Object>> moves = new ArrayList<>();
      for (MoveAnalysis move : analysis.moves()) {
        moves.add(entry(game, state, move));
      }
      answer.put("moves", moves);
    }
    List<Map<String, Object>> best = new ArrayList<>();
    for (MoveAnalysis move : best(analysis)) {
      best.add(entry(game, state, move));
    }
    answer.put("bestMoves", best);
    return Json.write(answer);
  }

  /**
   * Returns the best moves for the player to move, at most {@link #BEST_MOVES}: every winning move,
   * the fastest first; else the drawing ones; else, when every move is proven lost, the slowest
   * losses. Empty at the end of a game, and when nothing better than a loss is proven while some
   * moves are not: a page then says that none is proven rather than name a guess.
   */
  static List<MoveAnalysis> best(Analysis analysis) {
    if (analysis.moves() == null) {
      // Too many moves to list: the analysis names the ones that achieve the value.
      return analysis.outcome().equals(WIN) || analysis.outcome().equals(DRAW)
          ? analysis.best().stream()
              .limit(BEST_MOVES)
              .map(move -> new MoveAnalysis(move, analysis.outcome(), null, analysis.exact()))
              .toList()
          : List.of();
    }
    Comparator<MoveAnalysis> provenFirst = Comparator.comparing(move -> !move.exact());
    List<MoveAnalysis> wins =
        withOutcome(
            analysis,
            WIN,
            provenFirst.thenComparing(
                MoveAnalysis::plies, Comparator.nullsLast(Comparator.naturalOrder())));
    if (!wins.isEmpty()) {
      return wins;
    }
    List<MoveAnalysis> draws = withOutcome(analysis, DRAW, provenFirst);
    if (!draws.isEmpty()) {
      return draws;
    }
    boolean allProven =
        analysis.moves().stream().allMatch(move -> move.outcome().equals(LOSS) && move.exact());
    return allProven
        ? withOutcome(
            analysis,
            LOSS,
            Comparator.comparing(
                MoveAnalysis::plies, Comparator.nullsLast(Comparator.reverseOrder())))
        : List.of();
  }

  private static List<MoveAnalysis> withOutcome(
      Analysis analysis, String outcome, Comparator<MoveAnalysis> order) {
    return analysis.moves().stream()
        .filter(move -> move.outcome().equals(outcome))
        .sorted(order)
        .limit(BEST_MOVES)
        .toList();
  }

  /** Returns the move's fields as the analysis writes them, with its text for people. */
  private static <S, A> Map<String, Object> entry(
      GameDisplay<S, A> game, S state, MoveAnalysis move) {
    Map<String, Object> entry = new LinkedHashMap<>();
    entry.put("move", move.move());
    entry.put("text", game.moveText(state, game.notation().parseMove(state, move.move())));
    entry.put("outcome", move.outcome());
    entry.put("plies", move.plies());
    entry.put("exact", move.exact());
    return entry;
  }
}
