package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class NimNotationTest {
  private final Nim game = Nim.normal(3, 4, 5);
  private final NimNotation notation = new NimNotation();
  private final NimPosition threeFourFive = NimPosition.of(Player.MAX, 3, 4, 5);

  @Test
  void isTheGamesNotation() {
    assertThat(game.notation()).get().isInstanceOf(NimNotation.class);
  }

  @ParameterizedTest(name = "\"{0}\" is take {2} from pile index {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "B-1     | 1 | 1",
        "b-1     | 1 | 1",
        "2-1     | 1 | 1",
        "' C - 5 '| 2 | 5",
        "A-3     | 0 | 3",
        "3-2     | 2 | 2",
        "c-002   | 2 | 2",
      })
  void readsALetterOrANumberForThePile(String text, int pile, long count) {
    assertThat(notation.parseMove(threeFourFive, text))
        .as("letters are case-insensitive, numbers count from 1, spaces are tolerated")
        .isEqualTo(new NimMove(pile, count));
  }

  @Test
  void writesLettersUpToTwentySixPilesAndNumbersBeyond() {
    long[] twentySix = new long[26];
    Arrays.fill(twentySix, 2);
    long[] twentySeven = new long[27];
    Arrays.fill(twentySeven, 2);

    assertThat(notation.formatMove(threeFourFive, new NimMove(1, 1))).isEqualTo("B-1");
    assertThat(notation.formatMove(NimPosition.of(Player.MAX, twentySix), new NimMove(25, 2)))
        .as("the 26th pile still has a letter")
        .isEqualTo("Z-2");
    assertThat(notation.formatMove(NimPosition.of(Player.MAX, twentySeven), new NimMove(0, 2)))
        .as("with 27 piles every pile is written as a number")
        .isEqualTo("1-2");
    assertThat(notation.parseMove(NimPosition.of(Player.MAX, twentySeven), "b-2"))
        .as("letters are still read past 26 piles")
        .isEqualTo(new NimMove(1, 2));
    assertThat(notation.parseMove(NimPosition.of(Player.MAX, twentySeven), "27-1"))
        .isEqualTo(new NimMove(26, 1));
  }

  @Test
  void readsBackEveryMoveItWrites() {
    long[] thirty = new long[30];
    Arrays.fill(thirty, 3);
    for (NimPosition position :
        new NimPosition[] {
          threeFourFive, NimPosition.of(Player.MIN, 0, 2, 0, 1), NimPosition.of(Player.MAX, thirty)
        }) {
      for (NimMove move : game.actions(position)) {
        String text = notation.formatMove(position, move);
        assertThat(notation.parseMove(position, text))
            .as("%s read back from \"%s\" in %s", move, text, position)
            .isEqualTo(move);
      }
    }
  }

  @Test
  void readsBackEveryPositionItWritesWithMaxToMove() {
    for (long[] piles : AllPiles.upTo(3, 5)) {
      NimPosition position = NimPosition.of(Player.MAX, piles);
      String text = notation.formatPosition(position);
      assertThat(notation.parsePosition(text))
          .as("read back from \"%s\"", text)
          .isEqualTo(position);
    }
    assertThat(notation.parsePosition(" 3 , 4,5 "))
        .as("spaces around the numbers are tolerated")
        .isEqualTo(threeFourFive);
    assertThat(notation.formatPosition(NimPosition.of(Player.MIN, 10, 0, NimPosition.MAX_PILE)))
        .as("the text has no player to move")
        .isEqualTo("10,0,4611686018427387904");
    assertThat(notation.parsePosition("4611686018427387904").pile(0))
        .as("2^62 is the largest pile")
        .isEqualTo(NimPosition.MAX_PILE);
    assertThat(notation.parsePosition("-0")).isEqualTo(NimPosition.of(Player.MAX, 0));
  }

  @ParameterizedTest(name = "\"{0}\": {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "B1      | '''B1'' is not a move; expected a pile and how many to take from it, like B-1"
            + " (take 1 from pile B) or 2-1 (pile 2)'",
        "B--1    | '''B--1'' is not a move; expected a pile and how many to take'",
        "-1      | '''-1'' is not a move; expected a pile and how many to take'",
        "BB-1    | '''BB'' is not a pile; expected a letter A to Z or a pile number counted from 1,"
            + " like B or 2 in B-1 or 2-1'",
        "é-1     | '''é'' is not a pile'",
        "B-x     | '''x'' is not a number of objects to take; expected a whole number of at least"
            + " 1, like the 1 in B-1'",
        "B-      | '''B-'' is not a move; expected a pile and how many to take'",
        "B-+1    | '''+1'' is not a number of objects to take'",
        "0-1     | there is no pile 0; piles are numbered from 1 (or A)",
      })
  void refusesTextThatIsNotAMove(String text, String message) {
    assertThatThrownBy(() -> notation.parseMove(threeFourFive, text))
        .as("the message quotes what was read and says what was expected")
        .isInstanceOf(NotationException.class)
        .hasMessageStartingWith(message);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"   "})
  void refusesAnEmptyMove(String text) {
    assertThatThrownBy(() -> notation.parseMove(threeFourFive, text))
        .isInstanceOf(NotationException.class)
        .hasMessageStartingWith("no move given; expected a pile and how many to take from it");
  }

  @ParameterizedTest(name = "\"{0}\": {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "D-1   | cannot take 1 from pile D: pile D does not exist; the piles are A to C",
        "z-1   | cannot take 1 from pile Z: pile Z does not exist; the piles are A to C",
        "4-1   | cannot take 1 from pile 4: pile 4 does not exist; the piles are 1 to 3",
        "99999999999999999999-1 | cannot take 1 from pile 99999999999999999999: pile"
            + " 99999999999999999999 does not exist; the piles are 1 to 3",
        "B-6   | cannot take 6 from pile B: it holds 4",
        "2-6   | cannot take 6 from pile 2: it holds 4",
        "B-0   | cannot take 0 from pile B: a move takes at least 1 object",
        "B-99999999999999999999 | cannot take 99999999999999999999 from pile B: it holds 4",
      })
  void refusesAMoveThatIsNotLegalHere(String text, String message) {
    assertThatThrownBy(() -> notation.parseMove(threeFourFive, text))
        .as("the text names a move, but not a legal one in 3,4,5")
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage(message);
  }

  @Test
  void refusesAMoveOnAPileOfOneOrAfterTheEnd() {
    assertThatThrownBy(() -> notation.parseMove(NimPosition.of(Player.MAX, 7), "B-1"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("cannot take 1 from pile B: pile B does not exist; the only pile is A");
    assertThatThrownBy(() -> notation.parseMove(NimPosition.of(Player.MAX, 0, 0), "A-1"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("cannot take 1 from pile A: the game is over, every pile is empty");
  }

  @ParameterizedTest(name = "\"{0}\": {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "3,x,5   | '''x'' is not a pile size; expected whole numbers separated by commas, like"
            + " 3,4,5'",
        "3 4,5   | '''3 4'' is not a pile size'",
        "+3      | '''+3'' is not a pile size'",
        "3;4;5   | '''3;4;5'' is not a pile size'",
        "3,,5    | 'pile size 2 is missing in ''3,,5''; expected whole numbers separated by"
            + " commas'",
        "'3,4,'  | 'pile size 3 is missing in ''3,4,'''",
        "',3'    | pile size 1 is missing",
        "3,-4,5  | pile size -4 is negative; a pile holds 0 or more objects, like 3,4,5",
        "-99999999999999999999 | pile size -99999999999999999999 is negative",
        "4611686018427387905 | pile size 4611686018427387905 is too large; a pile holds at most"
            + " 4611686018427387904 (2^62) objects",
        "1,99999999999999999999 | pile size 99999999999999999999 is too large",
      })
  void refusesTextThatIsNotAPosition(String text, String message) {
    assertThatThrownBy(() -> notation.parsePosition(text))
        .as("the message names the problem and what is expected")
        .isInstanceOf(NotationException.class)
        .hasMessageStartingWith(message);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" \t "})
  void refusesAnEmptyPosition(String text) {
    assertThatThrownBy(() -> notation.parsePosition(text))
        .isInstanceOf(NotationException.class)
        .hasMessage("no pile sizes given; expected whole numbers separated by commas, like 3,4,5");
  }
}
