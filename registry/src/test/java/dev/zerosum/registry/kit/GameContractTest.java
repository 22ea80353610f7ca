package dev.zerosum.registry.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.registry.GameModuleException;
import dev.zerosum.registry.kit.FaultyPile.Fault;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The contract finds each fault of a game, and passes the game without one. */
class GameContractTest {

  @Test
  void passesTheGameWithoutAFault() {
    ContractReport every = GameContract.of(FaultyPile.module(Fault.NONE)).check();
    assertThat(every.everyPosition()).isTrue();
    assertThat(every.positions())
        .as("11, 9 … 0 with the first player; 10 … 0 with the second")
        .isEqualTo(22);
    assertThat(every.analyses()).as("alpha-beta finishes everywhere").isEqualTo(22);
    assertThat(every.perftCounts()).as("its perft counter compared everywhere").isEqualTo(22);

    ContractReport sampled =
        GameContract.of(FaultyPile.module(Fault.NONE)).positionLimit(5).playouts(3).check();
    assertThat(sampled.everyPosition()).isFalse();
    assertThat(sampled.positions()).as("three games of 4 to 12 positions").isBetween(12, 36);
    assertThat(sampled.analyses()).isEqualTo(sampled.positions());
  }

  @Test
  void findsAGameWithoutNotationAsTheRegistryDoes() {
    assertThatThrownBy(() -> GameContract.of(FaultyPile.module(Fault.NO_NOTATION)).check())
        .isInstanceOf(GameModuleException.class)
        .hasMessageContaining("offers no notation");
  }

  static Stream<Arguments> faults() {
    return Stream.of(
        Arguments.of(Fault.MIN_MOVES_FIRST, "'11' with second to move: the first player (MAX)"),
        Arguments.of(Fault.RESULT_CHANGES_ITS_INPUT, "changed the position it was given"),
        Arguments.of(Fault.OVER_WITH_MOVES_LEFT, "the game is over, yet it has moves [1]"),
        Arguments.of(Fault.NO_MOVE_BEFORE_THE_END, "the game is not over, yet it has no move"),
        Arguments.of(Fault.UTILITY_TOO_LARGE, "its utility -1048577 is beyond ±1048576"),
        Arguments.of(Fault.SAME_PLAYER_AGAIN, "after the move '2', first is to move again"),
        Arguments.of(Fault.KEY_OF_EACH_OBJECT, "has another key or hash code"),
        Arguments.of(Fault.POSITION_WRITTEN_WRONG, "written as '5' it reads back as another"),
        Arguments.of(Fault.MOVES_WRITTEN_ALIKE, "two of its moves are written '1'"),
        Arguments.of(Fault.IMAGE_OUT_OF_REACH, "is not a position the game can reach"),
        Arguments.of(
            Fault.IMAGE_OF_ANOTHER_VALUE,
            "position '4' with first to move: its value by alpha-beta is loss in 2 plies, but its image '5'"),
        Arguments.of(
            Fault.ANALYSIS_WRONG,
            "position '1' with second to move: its analysis has outcome = loss where alpha-beta says win"),
        Arguments.of(
            Fault.PERFT_WRONG, "at depth 2 where the generic count, every move made, counts"),
        Arguments.of(
            Fault.SIDE_OVERRULED,
            "written as '11 first' and read with second to move, it gives first to move"));
  }

  static Stream<Arguments> levelFaults() {
    return Stream.of(
        Arguments.of(
            Fault.LEVELS_OUT_OF_ORDER,
            "its level easy (random) is not above the level before it: weakest first"),
        Arguments.of(Fault.LEVEL_TWICE, "its level easy (heuristic) comes twice"),
        Arguments.of(
            Fault.LEVEL_NOT_OFFERED,
            "its level easy (random) is played by an engine the game does not offer"));
  }

  @Test
  void findsAProblemTextMissingInSpanish() {
    assertThatThrownBy(() -> GameContract.of(FaultyPile.module(Fault.SPANISH_TEXT_MISSING)).check())
        .isInstanceOf(AssertionError.class)
        .hasMessageStartingWith("faulty {}: the text problem.faulty.out-of-range reads the same")
        .hasMessageContaining("dev/zerosum/registry/kit/faulty/Messages_es.properties has none");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("levelFaults")
  void findsAFaultOfTheLevels(Fault fault, String said) {
    assertThatThrownBy(() -> GameContract.of(FaultyPile.module(fault)).check())
        .isInstanceOf(AssertionError.class)
        .hasMessageStartingWith("faulty {}: its level ")
        .hasMessageContaining(said);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("faults")
  void findsTheFaultAmongEveryPosition(Fault fault, String said) {
    assertThatThrownBy(() -> GameContract.of(FaultyPile.module(fault)).check())
        .isInstanceOf(AssertionError.class)
        .hasMessageStartingWith("faulty {}, position '")
        .hasMessageContaining(said);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(
      value = Fault.class,
      mode = EnumSource.Mode.EXCLUDE,
      names = {
        "NONE",
        "NO_NOTATION",
        "LEVELS_OUT_OF_ORDER",
        "LEVEL_TWICE",
        "LEVEL_NOT_OFFERED",
        "SPANISH_TEXT_MISSING"
      })
  void findsTheFaultInRandomGamesAndSaysTheSeed(Fault fault) {
    assertThatThrownBy(
            () ->
                GameContract.of(FaultyPile.module(fault))
                    .positionLimit(5)
                    .playouts(10)
                    .seed(42)
                    .check())
        .isInstanceOf(AssertionError.class)
        .as("a random game may meet the fault elsewhere, or alpha-beta meet it first")
        .hasMessageStartingWith("faulty {}, position '")
        .hasMessageContaining("10 random games drawn with seed 42: GameContract.seed(42)");
  }
}
