package dev.zerosum.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.registry.i18n.Language;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Levels: their names, their order, what they are called and the engines' names. */
class LevelTest {

  @Test
  void refusesANameThatIsNoLevelAndAPersonAtTheKeyboard() {
    assertThatThrownBy(() -> new Level("expert", "perfect"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("expert is not a level");
    assertThatThrownBy(() -> Level.easy("human"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not human");
  }

  @Test
  void ranksTheLevelsWeakestFirstWithBothTopsAlike() {
    assertThat(
            List.of(
                    Level.easy("random"),
                    Level.medium("heuristic"),
                    Level.hard("depth:4"),
                    Level.perfect(),
                    Level.strongest("perfect"))
                .stream()
                .map(Level::rank))
        .containsExactly(0, 1, 2, 3, 3);
  }

  @Test
  void keepsOnlyTheLevelsWhoseEngineTheGameOffers() {
    assertThat(
            Level.offered(
                List.of("perfect", "heuristic"),
                Level.easy("random"),
                Level.medium("heuristic"),
                Level.hard("depth:6"),
                Level.perfect()))
        .containsExactly(Level.medium("heuristic"), Level.perfect());
  }

  @ParameterizedTest(name = "{0} by {1} in {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "easy|random|ENGLISH|Easy|plays at random: good for learning the rules",
        "easy|random|SPANISH|Fácil|juega al azar: ideal para aprender las reglas",
        "hard|depth:4|ENGLISH|Hard|looks 4 moves ahead, then guesses who stands better",
        "hard|depth:4|SPANISH|Difícil|mira 4 jugadas por delante y luego estima quién va mejor",
        "perfect|perfect|ENGLISH|Perfect|plays perfectly: it never lets a won or drawn game slip",
        "strongest|perfect|SPANISH|El más fuerte|el motor más fuerte: perfecto donde demuestra"
            + " la posición en su tiempo y, si no, su búsqueda más profunda"
      })
  void saysWhatALevelIsCalledAndHowItPlays(
      String name, String agent, Language language, String title, String description) {
    Level level = new Level(name, agent);
    assertThat(level.title(language)).isEqualTo(title);
    assertThat(level.description(language)).isEqualTo(description);
  }

  @ParameterizedTest(name = "{0} in {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "alphabeta|ENGLISH|alpha-beta",
        "alphabeta|SPANISH|alfa-beta",
        "random|SPANISH|al azar",
        "heuristic|ENGLISH|rule of thumb",
        "depth:N|ENGLISH|alpha-beta to depth N",
        "depth:N|SPANISH|alfa-beta a profundidad N",
        "depth:6|SPANISH|alfa-beta a profundidad 6",
        "alphabeta-ordered|ENGLISH|alpha-beta with a table",
        "alphabeta-ordered|SPANISH|alfa-beta con tabla",
        "mcts|ENGLISH|Monte Carlo (MCTS)",
        "mcts:1s|ENGLISH|Monte Carlo (MCTS, 1s)",
        "perfect|SPANISH|perfecto"
      })
  void namesTheEnginesInTheLanguage(String agent, Language language, String title) {
    assertThat(EngineNames.title(agent, language)).isEqualTo(title);
  }
}
