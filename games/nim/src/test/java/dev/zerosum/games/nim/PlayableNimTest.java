package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Player;
import dev.zerosum.core.Search;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.core.Value;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Nim's analysis: exact to the ply up to the memo's limit, from the nim-sum beyond it. */
class PlayableNimTest {

  private static PlayableNim nim(boolean misere) {
    NimModule module = (NimModule) GameRegistry.standard().find("nim");
    return (PlayableNim) module.create(GameOptions.of(module.options(), Map.of("misere", misere)));
  }

  /**
   * What an exact search of every move says, move by move, plies included, on every position of up
   * to three piles of up to four and on the default piles: the memo gives the same.
   */
  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void agreesWithAnExactSearchOfEveryMove(boolean misere) {
    PlayableNim adapter = nim(misere);
    Search<NimPosition, NimMove> alphaBeta =
        AlphaBetaSearch.on(adapter.game())
            .transpositionTable(new TranspositionTable<>(1 << 16))
            .build();
    List<long[]> positions = new ArrayList<>(AllPiles.upTo(3, 4));
    positions.add(new long[] {1, 3, 5, 7});

    for (long[] piles : positions) {
      NimPosition position = NimPosition.of(Player.MAX, piles);
      Analysis analysis = adapter.analyze(position, StopCondition.never());
      List<MoveValue<NimMove>> values = MoveValue.ofEveryMove(adapter.game(), alphaBeta, position);
      assertThat(analysis.moves()).as("%s, misère %s", position, misere).hasSize(values.size());
      for (int i = 0; i < values.size(); i++) {
        Analysis.MoveAnalysis move = analysis.moves().get(i);
        Value searched = values.get(i).value();
        assertThat(move.outcome())
            .as("%s %s, misère %s", position, move.move(), misere)
            .isEqualTo(searched.outcome().word());
        assertThat(move.plies())
            .as("%s %s, misère %s: plies", position, move.move(), misere)
            .isEqualTo(searched.plies().isPresent() ? searched.plies().getAsInt() : null);
      }
      assertThat(analysis.best())
          .as("%s, misère %s: best moves", position, misere)
          .containsExactlyElementsOf(
              MoveValue.best(values).stream()
                  .map(move -> adapter.notation().formatMove(position, move))
                  .toList());
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "'1099511627776,3', A-1099511627773",
    "'1152921504606846976,2,3', A-1152921504606846975"
  })
  void hugePilesSayThatThePliesAreUnknownAndTheMovesTooMany(String piles, String best) {
    PlayableNim adapter = nim(false);
    Analysis analysis = adapter.analyze(adapter.parsePosition(piles, null), StopCondition.never());

    assertThat(analysis.outcome()).as("the nim-sum is not 0").isEqualTo("win");
    assertThat(analysis.plies()).as("no memo holds the positions below").isNull();
    assertThat(analysis.pliesUnknown()).as("and the analysis says so").isTrue();
    assertThat(analysis.moves()).as("over 2^40 moves").isNull();
    assertThat(analysis.tooManyMoves()).as("and the analysis says so").isTrue();
    assertThat(analysis.best()).as("the move that makes the nim-sum 0").containsExactly(best);
  }

  /** Twenty piles of 30: 600 moves, listed with their outcomes, but 10^13 positions below. */
  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void manyPilesListTheirMovesWithOutcomesOnly(boolean misere) {
    PlayableNim adapter = nim(misere);
    long[] piles = new long[20];
    Arrays.fill(piles, 30);
    piles[0] = 17; // nim-sum 17 ^ 30 = 15: won
    NimPosition position = NimPosition.of(Player.MAX, piles);
    NimSumSolver nimSum = new NimSumSolver(misere ? NimRules.MISERE : NimRules.NORMAL);

    Analysis analysis = adapter.analyze(position, StopCondition.never());

    assertThat(analysis.pliesUnknown()).isTrue();
    assertThat(analysis.tooManyMoves()).isFalse();
    assertThat(analysis.moves()).hasSize(17 + 19 * 30);
    int won = 0;
    for (int i = 0; i < analysis.moves().size(); i++) {
      Analysis.MoveAnalysis move = analysis.moves().get(i);
      NimMove action = adapter.game().actions(position).get(i);
      Outcome after = nimSum.outcome(adapter.game().result(position, action));
      assertThat(move.outcome())
          .as("%s wins exactly when it leaves a lost position", move.move())
          .isEqualTo(after == Outcome.LOSS ? "win" : "loss");
      assertThat(move.plies()).as("%s: plies unknown", move.move()).isNull();
      won += move.outcome().equals("win") ? 1 : 0;
    }
    assertThat(analysis.best()).as("the winning moves").hasSize(won).isNotEmpty();
  }

  /**
   * One pile of n has n + 1 positions below (n, n - 1, …, 0): at the limit it is solved to the ply
   * (taking it all wins at once), one above it only from the nim-sum. Either way its n moves are
   * too many to list.
   */
  @ParameterizedTest(name = "at the limit: {0}")
  @ValueSource(booleans = {true, false})
  void solvesUpToTheLimitAndNoFurther(boolean atTheLimit) {
    PlayableNim adapter = nim(false);
    long pile = PlayableNim.SOLVED_POSITIONS - (atTheLimit ? 1 : 0);

    Analysis analysis = adapter.analyze(NimPosition.of(Player.MAX, pile), StopCondition.never());

    assertThat(analysis.plies())
        .as("taking the pile wins at once")
        .isEqualTo(atTheLimit ? 1 : null);
    assertThat(analysis.pliesUnknown()).isEqualTo(!atTheLimit);
    assertThat(analysis.moves()).isNull();
    assertThat(analysis.tooManyMoves()).as("%d moves", pile).isTrue();
    assertThat(analysis.best()).containsExactly("A-" + pile);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1,3,5,7|perfect,alphabeta,minimax,depth:N,mcts,heuristic,random",
        "1000000|perfect,alphabeta,minimax,depth:N,mcts,heuristic,random",
        "999999,2|perfect,heuristic",
        "2147483647,1|perfect,heuristic",
        "4611686018427387904|perfect,heuristic"
      })
  void pilesOfMoreMovesThanAListHoldsOfferOnlyTheEnginesThatNeverListThem(
      String piles, String engines) {
    GameModule module = GameRegistry.standard().find("nim");
    PlayableGame<?, ?> nim =
        module.create(GameOptions.of(module.options(), Map.of("piles", piles)));
    assertThat(nim.agents()).containsExactly(engines.split(","));
    for (String engine : nim.agents()) {
      assertThat(chosen(nim, AgentSpec.parse(engine.replace("depth:N", "depth:1"))))
          .as("%s plays %s", engine, piles)
          .isNotNull();
    }
  }

  private static <S, A> A chosen(PlayableGame<S, A> game, AgentSpec spec) {
    AgentContext context = AgentContext.of(1, Duration.ofMillis(50));
    return game.agent(spec, context).chooseAction(game.game().initialState());
  }
}
