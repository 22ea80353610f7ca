package dev.zerosum.app.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.app.picture.AlgorithmChoice;
import dev.zerosum.app.picture.GameTree;
import dev.zerosum.app.picture.ScoreText;
import dev.zerosum.app.picture.SearchTracer;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.StopCondition;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import dev.zerosum.games.tictactoe.TicTacToePositions;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The searches of {@code zerosum compare}: their node counts, pinned where a course or the
 * benchmarks quote them, and their values, the same for every search that reaches the end.
 */
class SearchComparisonTest {

  /** Returns {@code name} set up with {@code options}, "name=value" each ("flag" for a flag). */
  private static PlayableGame<?, ?> game(String name, String... options) {
    GameModule module = GameRegistry.standard().find(name);
    Map<String, Object> given = new LinkedHashMap<>();
    for (String option : options) {
      String[] parts = option.split("=", 2);
      OptionSpec spec =
          module.options().stream().filter(o -> o.name().equals(parts[0])).findFirst().get();
      given.put(parts[0], spec.parse(parts.length == 2 ? parts[1] : ""));
    }
    return module.create(GameOptions.of(module.options(), given));
  }

  private static Comparison compare(PlayableGame<?, ?> game, String position, long maxNodes) {
    return run(game, position, SearchComparison.DEFAULT_DEPTH, maxNodes, StopCondition.never());
  }

  private static <S, A> Comparison run(
      PlayableGame<S, A> game, String position, int depth, long maxNodes, StopCondition stop) {
    return SearchComparison.run(
        game,
        game.parsePosition(position, null),
        depth,
        maxNodes,
        stop,
        SearchComparison.Timing.ONCE);
  }

  private static List<Long> nodes(Comparison comparison) {
    return comparison.rows().stream().map(Comparison.Row::nodes).toList();
  }

  @Test
  void nimOneTwoIsTheCoursesTwelveNodesForMinimaxAndTwoTableHitsSaveTwo() {
    Comparison comparison = compare(game("nim"), "1,2", SearchComparison.DEFAULT_MAX_NODES);

    assertThat(comparison.rows())
        .extracting(Comparison.Row::id)
        .containsExactly(
            "minimax", "alphabeta-unordered", "alphabeta", "alphabeta-ordered", "depth:4");
    assertThat(nodes(comparison))
        .as("no window closes before a node's last move, so alpha-beta sees all 12 too")
        .containsExactly(12L, 12L, 12L, 10L, 12L);
    assertThat(comparison.rows())
        .extracting(Comparison.Row::tableHits)
        .as("1,1 and 0,1 are met again, and read from the table")
        .containsExactly(0L, 0L, 0L, 2L, 0L);
    assertThat(comparison.rows()).allSatisfy(row -> assertThat(row.line()).startsWith("B-1"));
    assertThat(comparison.exactValues()).extracting(ScoreText::full).containsExactly("+1@3");
    assertThat(comparison.gameOrders()).as("Nim has no ordering of its own").isFalse();
    assertThat(comparison.toMove()).isEqualTo("first");
  }

  @Test
  void theEmptyTicTacToeBoardCostsWhatTheTutorialQuotes() {
    Comparison comparison = compare(game("tictactoe"), ".........", 1_000_000);

    assertThat(nodes(comparison))
        .as("minimax, as listed, centre first (tutorial: 7,865), with the table (531), depth 4")
        .containsExactly(549_946L, 20_866L, 7_865L, 531L, 282L);
    assertThat(comparison.rows().get(0).leaves()).as("the games of tic-tac-toe").isEqualTo(255_168);
    assertThat(comparison.rows().get(3).tableHits()).isEqualTo(166);
    Comparison.Row depth = comparison.rows().get(4);
    assertThat(depth.exact()).as("four plies do not reach the end").isFalse();
    assertThat(depth.estimates()).isPositive().isLessThanOrEqualTo(depth.leaves());
    assertThat(comparison.exactValues())
        .as("four exact searches, one value: a draw")
        .containsOnly(0);
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "tictactoe|XO.X.....|",
        "tictactoe|.X..OX..O|",
        "tictactoe|XOXOXO...|",
        "tictactoe|XOX.O.X..|",
        "nim|1,2|",
        "nim|3,4,5|",
        "nim|1,3,5|",
        "nim|1,1|misere",
        "dernier|9|take=2",
        "dernier|21|",
        "connect4|2252576253462244111563365343671351441|",
        "connect4|22525762534622441115633653436713|",
        "connect4|225257625346224411156336534367135|",
        "connect4|444444333333555555|",
        "mnk|XOX/OX./...|rows=3,cols=3,k=3",
        "mnk|XO../.X../....|rows=3,cols=4,k=3"
      })
  void everySearchThatReachesTheEndFindsTheValueTheGameKnows(
      String name, String position, String options) {
    PlayableGame<?, ?> game = options == null ? game(name) : game(name, options.split(","));
    Comparison comparison = compare(game, position, 200_000);

    assertThat(comparison.exactValues()).as("the exact searches agree").hasSize(1);
    assertThat(comparison.rows().stream().filter(row -> row.ran() && row.exact()).count())
        .as("at least the three alpha-beta searches without a depth limit")
        .isGreaterThanOrEqualTo(3);
    int valueForMax = comparison.exactValues().iterator().next();
    assertThat(describe(game, position, valueForMax))
        .as("the game's own analysis")
        .isEqualTo(verdict(analysis(game, position)));
    for (Comparison.Row row : comparison.rows()) {
      if (row.ran() && !row.exact()) {
        assertThat(row.search())
            .as("only the depth limit estimates")
            .isEqualTo(ComparedSearch.DEPTH);
        assertThat(row.estimates()).isPositive();
      }
      if (!row.ran()) {
        assertThat(row.notRun()).isEqualTo(Comparison.NotRun.MAX_NODES);
      }
    }
  }

  private static <S, A> Analysis analysis(PlayableGame<S, A> game, String position) {
    return game.analyze(game.parsePosition(position, null), StopCondition.never());
  }

  /** Returns "win 3", "draw", "loss 4": the outcome for the player to move, and its plies. */
  private static <S, A> String describe(PlayableGame<S, A> game, String position, int forMax) {
    S state = game.parsePosition(position, null);
    int forMover = game.game().player(state).sign() * ScoreText.utility(forMax);
    Integer plies = ScoreText.endPly(forMax);
    return (forMover > 0 ? "win" : forMover < 0 ? "loss" : "draw")
        + (plies == null ? "" : " " + plies);
  }

  private static String verdict(Analysis analysis) {
    return analysis.outcome() + (analysis.plies() == null ? "" : " " + analysis.plies());
  }

  @Test
  void everyTicTacToePositionHasOneExactValue() {
    @SuppressWarnings("unchecked")
    PlayableGame<TicTacToePosition, ?> game =
        (PlayableGame<TicTacToePosition, ?>) game("tictactoe");
    int positions = 0;
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      Comparison comparison = runOn(game, position);
      assertThat(comparison.exactValues()).as("position %s", comparison.position()).hasSize(1);
      assertThat(comparison.rows().stream().filter(Comparison.Row::ran).count())
          .as("position %s: all but minimax near the start", comparison.position())
          .isGreaterThanOrEqualTo(4);
      positions++;
    }
    assertThat(positions).isEqualTo(5_478);
  }

  private static <S> Comparison runOn(PlayableGame<S, ?> game, S position) {
    // minimax from the first two plies passes 25,000 nodes; the empty board is checked above
    return SearchComparison.run(
        game, position, 2, 25_000, StopCondition.never(), SearchComparison.Timing.ONCE);
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "nim, '1,2'",
    "nim, '1,3,5'",
    "tictactoe, XOX.O....",
    "tictactoe, .X..OX..O",
    "connect4, 22525762534622441115633653436713"
  })
  void theTraceOfASearchIsTheSearchTheComparisonCounts(String name, String position) {
    PlayableGame<?, ?> game = game(name);
    Comparison comparison = run(game, position, 3, 200_000, StopCondition.never());

    for (Comparison.Row row : comparison.rows()) {
      Kind traced = row.search().traced();
      if (traced == null || traced == Kind.MCTS || !row.ran()) {
        continue;
      }
      GameTree tree =
          SearchTracer.trace(game, position, AlgorithmChoice.parse(row.id()), 200_000, 1);
      assertThat((long) tree.calls().size())
          .as("%s: a row per node", row.id())
          .isEqualTo(row.nodes());
      assertThat((long) tree.tableHits()).as(row.id()).isEqualTo(row.tableHits());
      assertThat((long) tree.estimates()).as(row.id()).isEqualTo(row.estimates());
      assertThat(tree.root().value()).as(row.id()).isEqualTo(row.valueForMax());
      assertThat(tree.exact()).as(row.id()).isEqualTo(row.exact());
      assertThat(tree.principalVariation()).as(row.id()).isEqualTo(row.line());
    }
  }

  @Test
  void aSearchPastItsBudgetIsNotRunAndTheOthersStillAre() {
    Comparison comparison = compare(game("tictactoe"), ".........", 100_000);

    assertThat(comparison.rows())
        .extracting(Comparison.Row::notRun)
        .containsExactly(Comparison.NotRun.MAX_NODES, null, null, null, null);
    Comparison.Row minimax = comparison.rows().get(0);
    assertThat(minimax.valueForMax()).isNull();
    assertThat(minimax.bestMove()).isEmpty();
    assertThat(comparison.exactValues()).containsOnly(0);
  }

  @Test
  void aStoppedSearchAndEveryOneAfterItAreShownAsStopped() {
    AtomicInteger asked = new AtomicInteger();
    // Asked once before minimax starts, then by minimax at its 4,096th node: stop there.
    StopCondition stopAtTheSecondQuestion = () -> asked.incrementAndGet() >= 2;
    Comparison comparison =
        run(game("tictactoe"), ".........", 4, 1_000_000, stopAtTheSecondQuestion);

    assertThat(comparison.rows())
        .extracting(Comparison.Row::notRun)
        .containsOnly(Comparison.NotRun.STOPPED);
    assertThat(asked.get()).as("nothing ran after the stop").isEqualTo(2);
  }

  @Test
  void outOfRangeSettingsAreRefusedWithTheirLimits() {
    assertThatThrownBy(() -> run(game("nim"), "1,2", 0, 100, StopCondition.never()))
        .isInstanceOf(GameInputException.class)
        .hasMessage("--depth 0 is out of range; expected 1 to 99");
    assertThatThrownBy(() -> run(game("nim"), "1,2", 3, 0, StopCondition.never()))
        .isInstanceOf(GameInputException.class)
        .hasMessageContaining("--max-nodes 0 is out of range");
  }

  @Test
  void theStandardTimingGivesTheSameCountsAsOneRun() {
    PlayableGame<?, ?> nim = game("nim");
    Comparison once = compare(nim, "1,3,5", 1_000_000);
    Comparison timed = SearchComparison.run(nim, "1,3,5", 4, 1_000_000, StopCondition.never());

    assertThat(nodes(timed)).isEqualTo(nodes(once));
    assertThat(timed.rows()).allSatisfy(row -> assertThat(row.time()).isPositive());
  }
}
