package dev.zerosum.app.modules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Player;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Language;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What Nim, Dernier, Connect Four and the m,n,k-games say in Spanish: their names and help, the
 * captions of their boards, and why a position of Nim or Dernier has its value.
 */
class GameTextsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "nim|Nim|Nim|los tamaños de los montones, como 3,4,5 (quién juega se indica aparte)",
        "dernier|Dernier|Dernier|las cerillas que quedan, como 21 (quién juega se indica aparte)",
        "connect4|Connect Four|Conecta cuatro|las columnas jugadas, de 1 a 7 desde la izquierda,"
            + " como 4453 (vacío: el comienzo); en un tablero de --cols 10 o más, números separados"
            + " por comas, como 10,3,4",
        "mnk|m,n,k-game|juego m,n,k|las casillas fila a fila como X, O y . con / entre filas,"
            + " como X.../.O../..../....",
        "gomoku|Gomoku|Gomoku|las 15 filas de 15 casillas como X, O y . separadas por /",
      })
  void aGameIsNamedAndDescribedInTheLanguage(
      String name, String english, String spanish, String positionHelp) {
    GameModule module = GameRegistry.standard().find(name);
    try (Language.Scope scope = Language.use(Language.ENGLISH)) {
      assertThat(module.title()).isEqualTo(english);
    }
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(module.title()).isEqualTo(spanish);
      assertThat(module.positionHelp()).isEqualTo(positionHelp);
    }
  }

  @ParameterizedTest(name = "{0} --{1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "nim|piles|Nim's piles, like 3,4,5 (default 1,3,5,7)"
            + "|los montones de Nim, como 3,4,5 (por omisión 1,3,5,7)",
        "nim|misere|Nim's misère play: whoever takes the last object loses"
            + "|Nim en misère: quien toma el último objeto pierde",
        "dernier|take|the most matches a move takes (default 3)"
            + "|las cerillas que una jugada toma como mucho (por omisión 3)",
        "mnk|k|how many in a row win (k)|cuántas en raya ganan (k)",
        "gomoku|cols|columns of the board (n)|columnas del tablero (n)",
      })
  void optionsAreDescribedInTheLanguageAskedWhenTheyAreListed(
      String name, String option, String english, String spanish) {
    GameModule module = GameRegistry.standard().find(name);
    try (Language.Scope scope = Language.use(Language.ENGLISH)) {
      assertThat(description(module, option)).isEqualTo(english);
    }
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(description(module, option)).isEqualTo(spanish);
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "nim|escribe un montón y cuántos tomar, como B-1 (o 2-1: el número del montón,"
            + " contado desde 1)",
        "dernier|escribe cuántas cerillas tomar, de 1 a 3",
        "connect4|escribe una columna, de 1 (izquierda) a 7 (derecha); la ficha cae a la"
            + " casilla libre más baja",
        "mnk|escribe una casilla de 1 a 16 (1 es arriba a la izquierda, fila a fila), o un"
            + " punto: una columna de la a a la d y una fila de 1 a 4 (1 abajo), como b3",
        "gomoku|escribe un punto: una columna de la a a la o y una fila de 1 a 15 (1 abajo),"
            + " como h8",
      })
  void theMoveHelpIsInSpanish(String name, String spanish) {
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(GameRegistry.standard().find(name).createDefault().moveHelp()).isEqualTo(spanish);
    }
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "21|false|quedan 21 cerillas; toma de 1 a 3, y quien toma la última pierde",
        "2|true|quedan 2 cerillas; toma de 1 a 2, y quien toma la última gana",
        "1|false|queda 1 cerilla; toma 1, y quien toma la última pierde",
      })
  void dernierSaysHowManyMatchesAreLeftAndTheRule(String matches, boolean lastWins, String line) {
    GameModule dernier = GameRegistry.standard().find("dernier");
    PlayableGame<?, ?> game =
        dernier.create(GameOptions.of(dernier.options(), Map.of("last-wins", lastWins)));
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(render(game, matches)).startsWith(line + "\n").contains("|\n");
      assertThat(render(game, "0")).isEqualTo("no queda ninguna cerilla\n");
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "nim, first, second, primero, segundo",
    "dernier, first, second, primero, segundo",
    "connect4, X, O, X, O",
    "mnk, X, O, X, O",
  })
  void playersAreShownInTheLanguageAndTypedAsTheyAre(
      String name, String first, String second, String primero, String segundo) {
    PlayableGame<?, ?> game = GameRegistry.standard().find(name).createDefault();
    try (Language.Scope scope = Language.use(Language.ENGLISH)) {
      assertThat(game.displayPlayerName(Player.MAX)).isEqualTo(first);
      assertThat(game.displayPlayerName(Player.MIN)).isEqualTo(second);
    }
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(game.displayPlayerName(Player.MAX)).isEqualTo(primero);
      assertThat(game.displayPlayerName(Player.MIN)).isEqualTo(segundo);
      assertThat(game.playerName(Player.MAX)).as("the name typed and saved").isEqualTo(first);
    }
  }

  @Test
  void nimExplainsTheNimSumInSpanish() {
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(explain("nim", "3,4,5"))
          .isEqualTo(
              """

              Por qué, por la suma nim: escribe los montones en binario y haz su XOR, columna a columna
              (un bit del XOR es 1 cuando su columna tiene un número impar de unos).
                A    3  011
                B    4  100
                C    5  101
                XOR     010  = 2
              La suma nim es 2, no 0: quien juega gana si la deja en 0.
              Su bit 1 más alto vale 2, y el montón A tiene un 1 ahí, así que 3 XOR 2 = 1 es menor que 3:
              toma 2 del montón A (A-2), lo que deja
                A    1  001
                B    4  100
                C    5  101
                XOR     000  = 0
              Desde una suma nim de 0, toda jugada la vuelve distinta de 0, y el ganador la restablece
              en cada turno.
              """);
      assertThat(explain("nim", "1,2,3"))
          .contains("La suma nim es 0, así que toda jugada pierde contra un juego perfecto")
          .endsWith("hasta que quien se enfrenta al 0 se queda sin jugadas.\n");
      assertThat(explain("nim", "0,0")).contains("todos los montones están vacíos");
    }
  }

  @Test
  void dernierExplainsItsRoundsInSpanish() {
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(explain("dernier", "20"))
          .isEqualTo(
              """

              Por qué, por rondas de 4: quien se enfrenta a 1 más que un múltiplo de 4 (1, 5, 9, 13, …)
              pierde contra un juego perfecto: tome lo que tome, t de 1 a 3, el otro toma 4 - t
              y le vuelve a dejar una cantidad así, hasta que le toca la última cerilla y debe tomarla.
              Aquí 20 = 5 × 4 + 0: toma 3 para dejar 17 = 4 × 4 + 1, y gana en 10 jugadas.
              """);
      assertThat(explain("dernier", "21"))
          .endsWith(
              "Aquí 21 = 5 × 4 + 1: toda jugada pierde, en 11 jugadas;\n"
                  + "tomar 1 deja al rival más ocasiones de equivocarse.\n");
      assertThat(explain("dernier", "2")).endsWith("(la última cerilla), y gana en 2 jugadas.\n");
      assertThat(explain("dernier", "1"))
          .endsWith("la última cerilla es la única jugada, y" + " tomarla pierde.\n");
    }
  }

  private static String description(GameModule module, String option) {
    return module.options().stream()
        .filter(spec -> spec.name().equals(option))
        .map(OptionSpec::description)
        .findFirst()
        .orElseThrow();
  }

  private static String explain(String name, String position) {
    return explain(GameRegistry.standard().find(name).createDefault(), position);
  }

  private static <S, A> String explain(PlayableGame<S, A> game, String position) {
    return game.explain(game.parsePosition(position, null));
  }

  private static <S, A> String render(PlayableGame<S, A> game, String position) {
    return game.render(game.parsePosition(position, null), false);
  }
}
