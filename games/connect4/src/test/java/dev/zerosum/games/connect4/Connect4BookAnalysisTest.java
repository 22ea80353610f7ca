package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Value;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A position the shipped book holds is analysed with the book's value whatever the budget: here
 * none at all (a stop condition that says stop from the start), so that nothing but the book can
 * prove anything.
 */
class Connect4BookAnalysisTest {
  private static final StopCondition AT_ONCE = () -> true;

  @SuppressWarnings("unchecked") // the Connect Four module makes games of these types
  private final PlayableGame<Connect4Position, Connect4Move> game =
      (PlayableGame<Connect4Position, Connect4Move>)
          GameRegistry.standard().find("connect4").createDefault();

  @ParameterizedTest
  @ValueSource(strings = {"444444", "", "4", "44", "4444", "43", "1234"})
  void aPositionOfTheBookHasTheBooksExactValueWithNoTimeAtAll(String moves) {
    Connect4Book book = Connect4Solvers.book();
    Connect4Position position = Connect4Position.of(moves);
    OptionalInt score = book.score(position);
    assertThat(score).as("only the book's positions are listed here").isPresent();
    Value value = Connect4Score.toValue(score.getAsInt(), position.moves());

    Analysis analysis = game.analyze(position, AT_ONCE);

    assertThat(analysis.exact()).isTrue();
    assertThat(analysis.outcome()).isEqualTo(value.outcome().word());
    assertThat(analysis.plies())
        .isEqualTo(value.plies().isPresent() ? value.plies().getAsInt() : null);
    for (Analysis.MoveAnalysis move : analysis.moves()) {
      OptionalInt after = book.score(position.play(Integer.parseInt(move.move()) - 1));
      if (after.isPresent()) {
        assertThat(move.exact()).as("move %s, in the book", move.move()).isTrue();
      }
    }
    for (String best : analysis.best()) {
      Analysis.MoveAnalysis move =
          analysis.moves().stream().filter(m -> m.move().equals(best)).findFirst().orElseThrow();
      assertThat(move.outcome()).as("best move %s", best).isEqualTo(analysis.outcome());
      assertThat(move.plies()).as("best move %s", best).isEqualTo(analysis.plies());
    }
  }

  /**
   * The book holds 7 × 6 positions alone: the empty 6 × 5 board has the bits of the empty 7 × 6
   * one, which the book holds, and must not be answered from it.
   */
  @Test
  @SuppressWarnings("unchecked") // the Connect Four module makes games of these types
  void aBoardOfAnotherSizeIsNeverAnsweredFromTheBook() {
    GameModule module = GameRegistry.standard().find("connect4");
    PlayableGame<Connect4Position, Connect4Move> small =
        (PlayableGame<Connect4Position, Connect4Move>)
            module.create(GameOptions.of(module.options(), Map.of("cols", 6L, "rows", 5L)));

    Analysis analysis = small.analyze(Connect4Position.empty(Connect4Size.of(6, 5)), AT_ONCE);

    assertThat(analysis.exact()).isFalse();
    assertThat(analysis.moves()).isNotEmpty().noneMatch(Analysis.MoveAnalysis::exact);
  }
}
