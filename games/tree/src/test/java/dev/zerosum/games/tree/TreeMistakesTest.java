package dev.zerosum.games.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every mistake of a written tree, a path or a move: its code, its English message word for word
 * (the bundle's English text is the same), and a Spanish text that is Spanish.
 */
class TreeMistakesTest {
  private static final String DEEP = "[".repeat(21) + "1" + "]".repeat(21);
  private static final String BIG = "[" + "0,".repeat(TreeLimits.MAX_NODES - 1) + "0]";

  @ParameterizedTest(name = "{0} {1}: {2}")
  @CsvSource(
      delimiter = '|',
      nullValues = "null",
      quoteCharacter = '`',
      value = {
        // position | move (null: the position is the mistake) | code | English message
        "``|null|tree.no-position|no position given; expected a tree as JSON nested arrays, like"
            + " [[3,12,8],[2,4,6],[14,5,2]]",
        "[[3,12,8],[2,4|null|tree.unfinished|the text ends before the tree does: close every bracket and brace",
        "[[3,x]]|null|tree.expected-node|not a tree: expected a number, an array or an object at character 5, not 'x'",
        "[[3,4}]|null|tree.expected-comma-bracket|not a tree: expected , or ] at character 6,"
            + " not '}'",
        "{\"value\":3]|null|tree.expected-comma-brace|not a tree: expected , or a closing brace at"
            + " character 11, not ']'",
        "{label:\"B\"}|null|tree.expected-key|not a tree: expected a key in quotes (label, children,"
            + " value) at character 2, not 'l'",
        "{\"label\" \"B\"}|null|tree.expected-colon|not a tree: expected : at character 10, not '\"'",
        "{\"label\":3,\"value\":3}|null|tree.expected-label|not a tree: expected a label in quotes"
            + " at character 10, not '3'",
        "{\"children\":3}|null|tree.expected-children|not a tree: expected [ and the children at"
            + " character 13, not '3'",
        "{\"value\":[3]}|null|tree.expected-number|not a tree: expected a whole number at character"
            + " 10, not '['",
        "[3.5,2]|null|tree.not-integer|'3.5' at character 2 is not a whole number; a leaf's utility"
            + " is one",
        "[1e3]|null|tree.not-integer|'1e3' at character 2 is not a whole number; a leaf's utility is"
            + " one",
        "[2,-1000001]|null|tree.value-range|'-1000001' at character 4 is out of range; a leaf's"
            + " utility lies from -1,000,000 to 1,000,000",
        "[99999999999999999999]|null|tree.value-range|'99999999999999999999' at character 2 is out"
            + " of range; a leaf's utility lies from -1,000,000 to 1,000,000",
        "[[3,12,8],[]]|null|tree.empty-node|the inner node at character 11 has no children; it needs"
            + " at least one",
        "{\"label\":\"A\",\"children\":[]}|null|tree.empty-node|the inner node at character 25 has"
            + " no children; it needs at least one",
        "BIG|null|tree.too-big|the tree has more than 10,000 nodes, the most it may have",
        "DEEP|null|tree.too-deep|the node at character 22 lies more than 20 moves below the root,"
            + " the deepest a tree may go",
        "{\"label\":\"1b\",\"value\":3}|null|tree.bad-label|'1b' at character 10 is not a label; a"
            + " label is a letter, then letters, digits or _, at most 16 in all",
        "[{\"label\":\"b\",\"value\":3},{\"label\":\"b\",\"value\":4}]|null|tree.same-label|two"
            + " children of one node are labelled b; a move must name one child",
        "{\"name\":\"b\",\"value\":3}|null|tree.unknown-key|'name' at character 2 is not a key of a"
            + " node; the keys are label, children, value",
        "{\"value\":3,\"value\":4}|null|tree.repeated-key|value at character 12 is given twice in"
            + " its node; give it once",
        "{\"label\":\"b\"}|null|tree.children-or-value|the node at character 1 needs children (an"
            + " inner node) or value (a leaf): one of the two",
        "{\"value\":3,\"children\":[1]}|null|tree.children-or-value|the node at character 1 needs"
            + " children (an inner node) or value (a leaf): one of the two",
        "[[3,12,8],[2,4,6]] 1/2|null|tree.expected-path|after the tree, expected the moves played,"
            + " each behind a /, like /1/2, not '1/2'",
        "[[3,12,8],[2,4,6]]/1/|null|tree.no-move|no move given at /1; expected a child's number, 1"
            + " to 3",
        "[[3,12,8],[2,4,6]]/3|null|tree.not-a-move|'3' is not a move at /; expected a child's"
            + " number, 1 to 2",
        "[[3,12,8],[2,4,6]]/1/1/1|null|tree.over|the game is over at /1/1, a leaf of utility 3: no"
            + " move is left",
        "[[3,12,8],[2,4,6]]|``|tree.no-move|no move given at /; expected a child's number, 1 to 2",
        "[[3,12,8],[2,4,6]]|x|tree.not-a-move|'x' is not a move at /; expected a child's number, 1"
            + " to 2",
        "[[3,12,8],[2,4,6]]|0|tree.not-a-move|'0' is not a move at /; expected a child's number, 1"
            + " to 2",
        "FIGURE|``|tree.no-move-labelled|no move given at A; expected a child's label (B, C, D) or"
            + " its number, 1 to 3",
        "FIGURE|b|tree.not-a-move-labelled|'b' is not a move at A; expected a child's label (B, C,"
            + " D) or its number, 1 to 3",
        "FIGURE/B/b2|b|tree.over|the game is over at b2, a leaf of utility 12: no move is left",
      })
  void everyMistakeHasItsCodeItsEnglishAndItsSpanish(
      String position, String move, String code, String english) {
    String text =
        position
            .replace("FIGURE", TreeModule.TEXTBOOK_FIGURE)
            .replace("DEEP", DEEP)
            .replace("BIG", BIG);
    TreeNotation notation = new TreeNotation();
    GameInputException mistake =
        catchThrowableOfType(
            () -> {
              TreePosition read = notation.parsePosition(text);
              if (move != null) {
                notation.parseMove(read, move);
              }
            },
            GameInputException.class);
    assertThat(mistake).as("a mistake").isNotNull();
    assertThat(mistake.code()).as(mistake.getMessage()).contains(code);
    assertThat(mistake.getMessage()).isEqualTo(english);
    GameModule module = new TreeModule();
    List<Messages> messages = List.of(module.messages());
    try (Language.Scope scope = Language.use(Language.ENGLISH)) {
      assertThat(Messages.describe(mistake, messages))
          .as("the bundle's English text is the game's message")
          .isEqualTo(english);
    }
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(Messages.describe(mistake, messages))
          .as("the Spanish text")
          .isNotEqualTo(english)
          .doesNotContain("{0", "{1", "{2", "{3");
    }
  }
}
