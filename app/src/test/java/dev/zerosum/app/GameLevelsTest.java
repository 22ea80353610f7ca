package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.Level;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each game's levels with the options that change them, as measured and written down in
 * bench/results/levels-2026-12-02.md and docs/playing.md.
 */
class GameLevelsTest {

  static Stream<Arguments> games() {
    return Stream.of(
        Arguments.of("tictactoe", Map.of(), "easy=random medium=heuristic perfect=perfect"),
        Arguments.of("nim", Map.of(), "easy=random medium=heuristic hard=depth:6 perfect=perfect"),
        Arguments.of(
            "nim", Map.of("piles", List.of(3L, 2_000_000L)), "medium=heuristic perfect=perfect"),
        Arguments.of(
            "dernier", Map.of(), "easy=random medium=depth:2 hard=depth:4 perfect=perfect"),
        Arguments.of(
            "connect4", Map.of(), "easy=random medium=heuristic hard=depth:6 strongest=perfect"),
        Arguments.of("mnk", Map.of(), "easy=random perfect=perfect"),
        Arguments.of(
            "mnk",
            Map.of("rows", 5L, "cols", 5L, "k", 4L),
            "easy=random medium=heuristic strongest=strongest"),
        Arguments.of("gomoku", Map.of(), "easy=random medium=heuristic strongest=strongest"),
        Arguments.of("tree", Map.of(), "easy=random perfect=perfect"));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("games")
  void eachGameOffersTheLevelsItMeasured(String game, Map<String, ?> options, String levels) {
    GameModule module = GameRegistry.standard().find(game);
    List<Level> offered = module.create(GameOptions.of(module.options(), options)).levels();
    assertThat(String.join(" ", offered.stream().map(l -> l.name() + "=" + l.agent()).toList()))
        .isEqualTo(levels);
  }
}
