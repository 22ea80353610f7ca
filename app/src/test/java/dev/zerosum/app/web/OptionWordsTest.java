package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Problem;
import dev.zerosum.registry.OptionSpec;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The page's words for a text that names options as the command line types them. */
class OptionWordsTest {
  private static final List<OptionSpec> OPTIONS =
      List.of(
          OptionSpec.integer("rows", "M", "rows", 3, 1, 9).titled("Rows"),
          OptionSpec.integer("cols", "N", "columns", 3, 1, 9).titled("Columns"),
          OptionSpec.integer("k", "K", "in a row", 3, 1, 9),
          OptionSpec.flag("last-wins", "the last one wins").titled("Last match wins"));

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "--rows 3 --cols 3 --k 9: k = 9 in a row cannot be made|Rows 3, Columns 3, K 9: k = 9 in a"
            + " row cannot be made",
        "k in a row (--rows, --cols, --k; 3,3,3)|k in a row (Rows, Columns, K; 3,3,3)",
        "--last-wins 'x' is not on or off|Last match wins 'x' is not on or off",
        "--kx and --colour are not options; expected --rows, --cols|--kx and --colour are not"
            + " options; expected Rows, Columns",
        "no option named here|no option named here",
      })
  void eachOptionIsNamedByItsTitle(String text, String said) {
    assertThat(OptionWords.forPeople(text, OPTIONS)).isEqualTo(said);
  }

  @Test
  void aCodedMistakeIsLeftToItsCode() {
    GameInputException coded = new GameInputException(Problem.of("x.y", "--rows 3 is wrong"));
    assertThat(OptionWords.forPeople(coded, OPTIONS)).isSameAs(coded);
    assertThat(OptionWords.forPeople(new GameInputException("--rows 0"), OPTIONS).getMessage())
        .isEqualTo("Rows 0");
  }
}
