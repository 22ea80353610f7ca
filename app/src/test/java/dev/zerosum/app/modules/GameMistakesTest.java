package dev.zerosum.app.modules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The mistakes people make in Nim, Dernier, Connect Four and the m,n,k-games: each carries a code,
 * its English text from the bundle is the game's own message word for word, and its Spanish text is
 * Spanish.
 */
class GameMistakesTest {

  @ParameterizedTest(name = "{0} {1} {2}: {3}")
  @CsvSource(
      delimiter = '|',
      nullValues = "null",
      value = {
        // game | position | move (null: the position is the mistake) | code
        "nim|3,4,5|''|nim.no-move",
        "nim|3,4,5|B|nim.not-a-move",
        "nim|3,4,5|0-1|nim.pile-zero",
        "nim|3,4,5|?-1|nim.not-a-pile",
        "nim|3,4,5|B-x|nim.not-a-count",
        "nim|3,4,5|D-1|nim.no-such-pile",
        "nim|3,4,5|4-1|nim.no-such-pile",
        "nim|3|B-1|nim.no-such-pile-one",
        "nim|3,4,5|B-0|nim.take-none",
        "nim|3,0,5|B-1|nim.pile-empty",
        "nim|3,4,5|B-9|nim.pile-holds",
        "nim|0,0|A-1|nim.over",
        "nim|''|null|nim.no-piles",
        "nim|3,,5|null|nim.size-missing",
        "nim|3,x|null|nim.not-a-size",
        "nim|3,-1|null|nim.size-negative",
        "nim|3,99999999999999999999|null|nim.size-too-large",
        "dernier|21|''|dernier.no-move",
        "dernier|21|x|dernier.not-a-move",
        "dernier|21|4|dernier.cannot-take",
        "dernier|21|0|dernier.cannot-take",
        "dernier|1|2|dernier.cannot-take-last",
        "dernier|0|1|dernier.over",
        "dernier|''|null|dernier.no-position",
        "dernier|x|null|dernier.not-a-position",
        "dernier|99999999999999999999|null|dernier.too-many",
        "connect4|''|''|connect4.no-move",
        "connect4|''|9|connect4.off-board",
        "connect4|''|x|connect4.not-a-move",
        "connect4|444444|4|connect4.column-full",
        "connect4|1212121|3|connect4.over",
        "connect4|448|null|connect4.bad-character",
        "connect4|4444444|null|connect4.full-in-position",
        "connect4|12121212|null|connect4.after-four",
        "connect4|1111112222223333334444445555556666667777777|null|connect4.too-long",
        "mnk|X.../..../..../....|''|mnk.no-move-numbered",
        "mnk|X.../..../..../....|x|mnk.not-a-move-numbered",
        "mnk|X.../..../..../....|17|mnk.cell-off",
        "mnk|X.../..../..../....|1|mnk.cell-taken",
        "mnk|X.../..../..../....|0 0|mnk.cell-taken",
        "mnk|X.../..../..../....|4 0|mnk.column-off",
        "mnk|X.../..../..../....|0 4|mnk.row-off",
        "mnk|XXXX/OOO./..../....|1|mnk.over",
        "mnk|X.../..../....|null|mnk.row-count",
        "mnk|X.../..../..../...|null|mnk.row-length",
        "mnk|X...............X|null|mnk.wrong-length",
        "mnk|X.../..../..../..?.|null|mnk.bad-character-cell",
        "mnk|XX../..../..../....|null|mnk.too-many-x",
        "mnk|O.../..../..../....|null|mnk.too-many-o",
        "mnk|XXXX/OOOO/..../....|null|mnk.two-winners",
        "mnk|XXXX/OOO./O.../....|null|mnk.x-won-o-moved",
        "mnk|OOOO/XXX./X.../X...|null|mnk.o-won-x-moved",
        "gomoku|null|''|mnk.no-move",
        "gomoku|null|7|mnk.one-number",
        "gomoku|null|x|mnk.not-a-move",
        "gomoku|centre|7 7|mnk.point-taken",
      })
  void everyMistakeHasItsCodeItsEnglishAndItsSpanish(
      String game, String position, String move, String code) {
    GameModule module = GameRegistry.standard().find(game);
    PlayableGame<?, ?> playable = module.createDefault();
    GameInputException mistake =
        catchThrowableOfType(() -> play(playable, position, move), GameInputException.class);
    assertThat(mistake).as("a mistake").isNotNull();
    assertThat(mistake.code()).as(mistake.getMessage()).contains(code);
    List<Messages> messages = List.of(module.messages());
    try (Language.Scope english = Language.use(Language.ENGLISH)) {
      assertThat(Messages.describe(mistake, messages))
          .as("the English text is the game's message")
          .isEqualTo(mistake.getMessage());
    }
    try (Language.Scope spanish = Language.use(Language.SPANISH)) {
      assertThat(Messages.describe(mistake, messages))
          .as("the Spanish text")
          .isNotEqualTo(mistake.getMessage())
          .doesNotContain("{", "}");
    }
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "nim|3,4,5|D-1|no se puede tomar 1 del montón D: el montón D no existe;"
            + " los montones van del A al C",
        "nim|3,4,5|B-9|no se puede tomar 9 del montón B: solo tiene 4",
        "dernier|2|3|no se pueden tomar 3 de 2 cerillas; toma de 1 a 2",
        "dernier|1|2|no se pueden tomar 2 de 1 cerilla; toma 1",
        "connect4|444444|4|la columna 4 está llena (6 fichas); elige otra columna",
        "mnk|X.../..../..../....|1|la casilla 1 ya está ocupada por X",
        "gomoku|centre|7 7|h8 ya está ocupada por X",
      })
  void aMoveMistakeIsSaidInSpanish(String game, String position, String move, String spanish) {
    GameModule module = GameRegistry.standard().find(game);
    PlayableGame<?, ?> playable = module.createDefault();
    GameInputException mistake =
        catchThrowableOfType(() -> play(playable, position, move), GameInputException.class);
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(Messages.describe(mistake, List.of(module.messages()))).isEqualTo(spanish);
    }
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "nim|piles=0,0|--piles 0,0: todos los montones están vacíos, así que la partida terminaría"
            + " antes de empezar; se esperaba al menos un montón de 1 o más",
        "mnk|k=9|--rows 4 --cols 4 --k 9: no se puede hacer k = 9 en raya en 4 × 4;"
            + " se esperaba de 1 a 4",
        "gomoku|rows=3,cols=3|--rows 3 --cols 3: no se puede hacer k = 5 en raya en 3 × 3;"
            + " se esperaba de 1 a 3",
      })
  void optionsThatMakeNoGameAreSaidInSpanish(String game, String options, String spanish) {
    GameModule module = GameRegistry.standard().find(game);
    Map<String, Object> given = new java.util.HashMap<>();
    for (String option : options.split(",(?=[a-z])")) {
      String[] pair = option.split("=");
      Object value =
          pair[0].equals("piles")
              ? java.util.Arrays.stream(pair[1].split(",")).map(Long::valueOf).toList()
              : Long.valueOf(pair[1]);
      given.put(pair[0], value);
    }
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      GameInputException mistake =
          catchThrowableOfType(
              () -> module.create(GameOptions.of(module.options(), given)),
              GameInputException.class);
      assertThat(mistake).hasMessage(spanish);
    }
  }

  /**
   * Reads {@code position} (null: the start; {@code centre}: gomoku's board with X in the middle)
   * and, when given, {@code move} in it.
   */
  private static <S, A> void play(PlayableGame<S, A> game, String position, String move) {
    S state =
        position == null
            ? game.game().initialState()
            : game.parsePosition(position.equals("centre") ? CENTRE : position, null);
    if (move != null) {
      game.notation().parseMove(state, move);
    }
  }

  /** Gomoku's 15 × 15 board with one X, in the middle: column 7, row 7. */
  private static final String CENTRE =
      String.join("/", java.util.Collections.nCopies(7, ".".repeat(15)))
          + "/.......X......./"
          + String.join("/", java.util.Collections.nCopies(7, ".".repeat(15)));
}
