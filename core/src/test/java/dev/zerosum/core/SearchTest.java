package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every exact search against the oracles of small games. */
class SearchTest {

  static Stream<Arguments> exactSearches() {
    Function<Game<TakeAwayGame.Pile, Integer>, Search<TakeAwayGame.Pile, Integer>> minimax =
        game -> MinimaxSearch.on(game).build();
    Function<Game<TakeAwayGame.Pile, Integer>, Search<TakeAwayGame.Pile, Integer>> alphaBeta =
        game -> AlphaBetaSearch.on(game).build();
    Function<Game<TakeAwayGame.Pile, Integer>, Search<TakeAwayGame.Pile, Integer>> withTable =
        game -> AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(64)).build();
    return Stream.of(
        Arguments.of("minimax", minimax),
        Arguments.of("alpha-beta", alphaBeta),
        Arguments.of("alpha-beta with a table", withTable));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("exactSearches")
  void takeAwayIsLostExactlyOnMultiplesOfFourWithTheLongestDefence(
      String name,
      Function<Game<TakeAwayGame.Pile, Integer>, Search<TakeAwayGame.Pile, Integer>> make) {
    for (int pile = 1; pile <= 14; pile++) {
      TakeAwayGame game = new TakeAwayGame(pile);
      SearchResult<Integer> result = make.apply(game).search(game.initialState());
      boolean lost = pile % 4 == 0;
      // The winner takes pile % 4 and then 4 - k after each take k; the loser takes 1 at a time.
      int plies = lost ? pile / 2 : 1 + 2 * (pile / 4);
      assertThat(result.value().outcome())
          .as("pile %d", pile)
          .isEqualTo(lost ? Outcome.LOSS : Outcome.WIN);
      assertThat(result.value().plies()).as("pile %d", pile).hasValue(plies);
      assertThat(result.principalVariation())
          .as("pile %d: a line to the end", pile)
          .hasSizeLessThanOrEqualTo(plies);
      if (!lost) {
        assertThat(result.bestAction())
            .as("pile %d: leave a multiple of 4", pile)
            .hasValue(pile % 4);
      }
    }
  }

  @Test
  void minimaxFollowsTheTextbookFigure() {
    ExplicitTreeGame game = ExplicitTreeGame.textbookTwoPly();
    SearchResult<String> result = MinimaxSearch.on(game).build().search(game.initialState());
    assertThat(result.value().score())
        .as("utility 3, two plies down")
        .isEqualTo(Score.ofTerminal(3, 2));
    assertThat(result.principalVariation()).containsExactly("B", "B1");
    assertThat(result.statistics().nodes()).as("every node of the 13").isEqualTo(13);
    assertThat(result.statistics().leaves()).isEqualTo(9);
  }

  @Test
  void alphaBetaPrunesTheTwoLeavesTheTextbookPrunes() {
    ExplicitTreeGame game = ExplicitTreeGame.textbookTwoPly();
    SearchResult<String> result = AlphaBetaSearch.on(game).build().search(game.initialState());
    assertThat(result.value().score()).isEqualTo(Score.ofTerminal(3, 2));
    assertThat(result.principalVariation()).containsExactly("B", "B1");
    assertThat(result.statistics().nodes())
        .as("C2 and C3 are never visited: C1 = 2 already makes C worse than B = 3")
        .isEqualTo(11);
    assertThat(result.statistics().cutoffs()).isEqualTo(1);
  }

  @Test
  void moveOrderingChangesTheCostButNeverTheValue() {
    ExplicitTreeGame game = ExplicitTreeGame.textbookTwoPly();
    MoveOrdering<ExplicitTreeGame.Node, String> reversed =
        (state, actions) -> {
          List<String> backwards = new ArrayList<>(actions);
          Collections.reverse(backwards);
          return backwards;
        };
    SearchResult<String> result =
        AlphaBetaSearch.on(game).ordering(reversed).build().search(game.initialState());
    assertThat(result.value().score()).isEqualTo(Score.ofTerminal(3, 2));
    assertThat(result.bestAction()).hasValue("B");
    assertThat(result.statistics().nodes())
        .as("D then C then B: D = 2, C = 2, then B needs all three leaves")
        .isEqualTo(13);
  }

  @Test
  void aTerminalRootHasItsUtilityAndNoMove() {
    TakeAwayGame game = new TakeAwayGame(0);
    for (Search<TakeAwayGame.Pile, Integer> search :
        List.<Search<TakeAwayGame.Pile, Integer>>of(
            MinimaxSearch.on(game).build(), AlphaBetaSearch.on(game).build())) {
      SearchResult<Integer> result = search.search(game.initialState());
      assertThat(result.bestAction()).isEmpty();
      assertThat(result.value().describe()).isEqualTo("loss in 0 plies");
      assertThat(result.statistics().nodes()).isEqualTo(1);
    }
  }

  @Test
  void aTableSharedAcrossSearchesNeverChangesAResult() {
    TranspositionTable<Integer> table = new TranspositionTable<>(16);
    for (int pile : IntStream.rangeClosed(1, 30).map(i -> 31 - i).toArray()) {
      TakeAwayGame game = new TakeAwayGame(pile);
      Value plain = AlphaBetaSearch.on(game).build().search(game.initialState()).value();
      SearchResult<Integer> tabled =
          AlphaBetaSearch.on(game).transpositionTable(table).build().search(game.initialState());
      assertThat(tabled.value()).as("pile %d, table filled by larger piles", pile).isEqualTo(plain);
    }
  }

  @Test
  void aTableSavesNodes() {
    TakeAwayGame game = new TakeAwayGame(20);
    long plain = AlphaBetaSearch.on(game).build().search(game.initialState()).statistics().nodes();
    SearchResult<Integer> tabled =
        AlphaBetaSearch.on(game)
            .transpositionTable(new TranspositionTable<>(64))
            .build()
            .search(game.initialState());
    assertThat(tabled.statistics().nodes()).isLessThan(plain / 10);
    assertThat(tabled.statistics().tableHits()).isPositive();
  }

  @Test
  void aDepthLimitedSearchEstimatesUnlessItSeesTheEnd() {
    TakeAwayGame game = new TakeAwayGame(9);
    Evaluator<TakeAwayGame.Pile> pileModFour =
        Evaluator.ofPlayerToMove(game, pile -> pile.left() % 4 == 0 ? -1 : 1);
    for (int depth = 1; depth <= 4; depth++) {
      SearchResult<Integer> shallow =
          AlphaBetaSearch.on(game)
              .maxDepth(depth)
              .evaluator(pileModFour)
              .build()
              .search(game.initialState());
      assertThat(shallow.value().exact()).isFalse();
      assertThat(shallow.value().outcome()).isEqualTo(Outcome.UNKNOWN);
      assertThat(shallow.bestAction())
          .as("depth %d: the evaluator knows the rule, at odd depths as at even ones", depth)
          .hasValue(1);
      assertThat(shallow.value().score()).as("depth %d: a win for the mover", depth).isOne();
    }

    SearchResult<Integer> deepEnough =
        AlphaBetaSearch.on(game)
            .maxDepth(20)
            .evaluator(pileModFour)
            .build()
            .search(game.initialState());
    assertThat(deepEnough.value().exact()).as("every line ends before ply 20").isTrue();
    assertThat(deepEnough.value().describe()).isEqualTo("win in 5 plies");
  }

  @Test
  void anEvaluatorForMaxIsReadFromMaxsSideWhoeverMoves() {
    TakeAwayGame game = new TakeAwayGame(9);
    Evaluator<TakeAwayGame.Pile> forMover =
        Evaluator.ofPlayerToMove(game, pile -> pile.left() % 4 == 0 ? -1 : 1);
    assertThat(forMover.estimateForMax(new TakeAwayGame.Pile(8, Player.MAX)))
        .as("MAX to move on a multiple of 4: bad for MAX")
        .isEqualTo(-1);
    assertThat(forMover.estimateForMax(new TakeAwayGame.Pile(8, Player.MIN)))
        .as("MIN to move on a multiple of 4: good for MAX")
        .isEqualTo(1);
  }

  @Test
  void moveValuesGiveEveryMoveForTheMover() {
    TakeAwayGame game = new TakeAwayGame(6);
    List<MoveValue<Integer>> values =
        MoveValue.ofEveryMove(game, MinimaxSearch.on(game).build(), game.initialState());
    assertThat(values)
        .extracting(v -> v.value().describe())
        .as("take 1 leaves 5 (a win for them), take 2 leaves 4, take 3 leaves 3")
        .containsExactly("loss in 4 plies", "win in 3 plies", "loss in 2 plies");
    assertThat(MoveValue.best(values)).containsExactly(2);
  }

  @Test
  void agentsPlayTheSearchOrAtRandomReproducibly() {
    TakeAwayGame game = new TakeAwayGame(10);
    assertThat(new SearchAgent<>(MinimaxSearch.on(game).build()).chooseAction(game.initialState()))
        .isEqualTo(2);
    List<Integer> first = randomMoves(game, 7);
    assertThat(randomMoves(game, 7)).as("same seed, same moves").isEqualTo(first);
  }

  private static List<Integer> randomMoves(TakeAwayGame game, long seed) {
    RandomAgent<TakeAwayGame.Pile, Integer> agent = new RandomAgent<>(game, seed);
    return IntStream.range(0, 20).mapToObj(i -> agent.chooseAction(game.initialState())).toList();
  }

  /** A game that breaks its contract: a position that is not over, with no move. */
  private static final class Stuck implements Game<Integer, Integer> {
    public Integer initialState() {
      return 0;
    }

    public Player player(Integer state) {
      return Player.MAX;
    }

    public List<Integer> actions(Integer state) {
      return List.of();
    }

    public Integer result(Integer state, Integer action) {
      return state;
    }

    public boolean isTerminal(Integer state) {
      return false;
    }

    public int utility(Integer state) {
      return 0;
    }
  }

  @Test
  void bothSearchesSayWhatIsWrongWithAGameWhoseUnfinishedPositionHasNoMove() {
    Stuck stuck = new Stuck();
    for (Search<Integer, Integer> search :
        List.<Search<Integer, Integer>>of(
            MinimaxSearch.on(stuck).build(), AlphaBetaSearch.on(stuck).build())) {
      assertThatThrownBy(() -> search.search(0))
          .isInstanceOf(IllegalStateException.class)
          .hasMessage(
              "a position that is not terminal has no legal moves: the game's isTerminal and"
                  + " actions disagree");
    }
  }
}
