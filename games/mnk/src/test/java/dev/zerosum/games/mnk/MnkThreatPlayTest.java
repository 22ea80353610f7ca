package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Budget;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.Analysis;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Gomoku's analysis and perfect player with the threat search: a forced win found is said exact and
 * played. The clock never moves ({@link Ticker#counting} by zero): node budgets bound it all.
 */
class MnkThreatPlayTest {
  private static final MnkShape GOMOKU = ThreatSearchTest.GOMOKU;
  private static final MnkNotation NOTATION = new MnkNotation(GOMOKU);
  private static final PlayableMnk PLAYABLE = (PlayableMnk) new GomokuModule().createDefault();

  /** The case of {@link ThreatSearchTest} named {@code name}. */
  private static ThreatSearchTest.Case named(String name) {
    return ThreatSearchTest.cases()
        .filter(c -> c.name().startsWith(name))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void anOpenFourIsAnExactWinInOneWithBothEndsBest() {
    Analysis analysis = PLAYABLE.analyze(named("open four").position(), StopCondition.never());

    assertThat(analysis.exact()).isTrue();
    assertThat(analysis.outcome()).isEqualTo("win");
    assertThat(analysis.plies()).isEqualTo(1);
    assertThat(Set.copyOf(analysis.best())).isEqualTo(written(named("open four").firstMoves()));
  }

  @Test
  void theOtherSideOfAnOpenFourIsAnExactLossInTwo() {
    ThreatSearchTest.Case open = named("open four");
    int[][] o = java.util.Arrays.copyOf(open.o(), 3); // one stone fewer: O to move
    Analysis analysis =
        PLAYABLE.analyze(ThreatSearchTest.position(GOMOKU, open.x(), o), StopCondition.never());

    assertThat(analysis.exact()).isTrue();
    assertThat(analysis.outcome()).isEqualTo("loss");
    assertThat(analysis.plies()).isEqualTo(2);
  }

  @Test
  void continuousFoursAndAForkAreProvenWinsOfTheAnalysis() {
    for (String name : List.of("continuous fours", "a fork")) {
      ThreatSearchTest.Case checked = named(name);
      Analysis analysis = PLAYABLE.analyze(checked.position(), StopCondition.never());

      assertThat(analysis.exact()).as(name).isTrue();
      assertThat(analysis.outcome()).as(name).isEqualTo("win");
      assertThat(analysis.plies()).as(name).isEqualTo(checked.plies());
      // The search's first moves are among the best; other moves may win as fast.
      assertThat(analysis.best()).as(name).containsAnyElementsOf(written(checked.firstMoves()));
      for (Analysis.MoveAnalysis move : analysis.moves()) {
        if (analysis.best().contains(move.move())) {
          assertThat(move.exact()).as(name + " " + move.move()).isTrue();
          assertThat(move.plies()).as(name + " " + move.move()).isEqualTo(checked.plies());
        }
      }
    }
  }

  @Test
  void aPositionWithNoForcedWinStaysUnknown() {
    Analysis analysis =
        PLAYABLE.analyze(named("two stones each").position(), StopCondition.never());

    assertThat(analysis.exact()).isFalse();
    assertThat(analysis.outcome()).isEqualTo("unknown");
  }

  @Test
  void thePerfectPlayerPlaysTheForcedWinItProvesAndSaysSo() {
    ThreatSearchTest.Case checked = named("continuous fours");
    List<String> notes = new ArrayList<>();
    MnkPerfectAgent agent =
        new MnkPerfectAgent(
            GOMOKU,
            Budget.of(Duration.ofSeconds(1), Ticker.counting(Duration.ZERO), StopCondition.never()),
            10,
            7L,
            notes::add);

    MnkMove move = agent.chooseAction(checked.position());

    assertThat(written(checked.firstMoves())).contains(NOTATION.format(move));
    assertThat(notes).anyMatch(note -> note.contains("forced win by threats (VCF)"));
  }

  private static Set<String> written(int[][] stones) {
    return java.util.stream.Stream.of(stones)
        .map(s -> NOTATION.format(new MnkMove(s[1], s[0])))
        .collect(Collectors.toSet());
  }
}
