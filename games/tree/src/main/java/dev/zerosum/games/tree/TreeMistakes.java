package dev.zerosum.games.tree;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.NotationException;
import java.util.Locale;

/**
 * The mistakes of a written tree, each with its code and the values it names, in one place: the
 * English text here is the bundle's {@code problem.tree.*} text word for word. A place in the text
 * is its character counted from 1.
 */
final class TreeMistakes {
  /** The keys of a node in braces, as JSON writes them in every language. */
  static final String KEYS = "label, children, value";

  /** The example every message that expects a tree gives. */
  static final String EXAMPLE = "[[3,12,8],[2,4,6],[14,5,2]]";

  private TreeMistakes() {}

  /** Returns {@code mistake} with its code and the values it names. */
  static <E extends GameInputException> E coded(E mistake, String code, Object... values) {
    mistake.withCode(code, values);
    return mistake;
  }

  static NotationException noPosition() {
    return coded(
        new NotationException(
            "no position given; expected a tree as JSON nested arrays, like " + EXAMPLE),
        "tree.no-position");
  }

  /** The text ends inside the tree. */
  static NotationException unfinished() {
    return coded(
        new NotationException("the text ends before the tree does: close every bracket and brace"),
        "tree.unfinished");
  }

  /** What a node should start with is not there. */
  static NotationException expectedNode(int at, char found) {
    return syntax("a number, an array or an object", "tree.expected-node", at, found);
  }

  /** Neither another child nor the end of the children. */
  static NotationException expectedCommaOrBracket(int at, char found) {
    return syntax(", or ]", "tree.expected-comma-bracket", at, found);
  }

  /** Neither another key nor the end of a node in braces. */
  static NotationException expectedCommaOrBrace(int at, char found) {
    return syntax(", or a closing brace", "tree.expected-comma-brace", at, found);
  }

  static NotationException expectedKey(int at, char found) {
    InputText.Quoted shown = InputText.quoted(String.valueOf(found));
    return coded(
        new NotationException(
            "not a tree: expected a key in quotes ("
                + KEYS
                + ") at character "
                + at
                + ", not "
                + shown),
        "tree.expected-key",
        Integer.toString(at),
        shown,
        KEYS);
  }

  static NotationException expectedColon(int at, char found) {
    return syntax(":", "tree.expected-colon", at, found);
  }

  static NotationException expectedLabel(int at, char found) {
    return syntax("a label in quotes", "tree.expected-label", at, found);
  }

  static NotationException expectedChildren(int at, char found) {
    return syntax("[ and the children", "tree.expected-children", at, found);
  }

  static NotationException expectedNumber(int at, char found) {
    return syntax("a whole number", "tree.expected-number", at, found);
  }

  private static NotationException syntax(String expected, String code, int at, char found) {
    InputText.Quoted shown = InputText.quoted(String.valueOf(found));
    return coded(
        new NotationException(
            "not a tree: expected " + expected + " at character " + at + ", not " + shown),
        code,
        Integer.toString(at),
        shown);
  }

  /** A number with a fraction or an exponent, or no number at all. */
  static NotationException notInteger(String number, int at) {
    InputText.Quoted shown = InputText.quoted(number);
    return coded(
        new NotationException(
            shown + " at character " + at + " is not a whole number; a leaf's utility is one"),
        "tree.not-integer",
        shown,
        Integer.toString(at));
  }

  static NotationException valueOutOfRange(String number, int at) {
    InputText.Quoted shown = InputText.quoted(number);
    return coded(
        new NotationException(
            String.format(
                Locale.ROOT,
                "%s at character %d is out of range; a leaf's utility lies from -%,d to %,d",
                shown,
                at,
                TreeLimits.MAX_VALUE,
                TreeLimits.MAX_VALUE)),
        "tree.value-range",
        shown,
        Integer.toString(at),
        TreeLimits.MAX_VALUE);
  }

  /** {@code []}, or {@code "children": []}. */
  static NotationException emptyNode(int at) {
    return coded(
        new NotationException(
            "the inner node at character " + at + " has no children; it needs at least one"),
        "tree.empty-node",
        Integer.toString(at));
  }

  static NotationException tooBig() {
    return coded(
        new NotationException(
            String.format(
                Locale.ROOT,
                "the tree has more than %,d nodes, the most it may have",
                TreeLimits.MAX_NODES)),
        "tree.too-big",
        TreeLimits.MAX_NODES);
  }

  static NotationException tooDeep(int at) {
    return coded(
        new NotationException(
            "the node at character "
                + at
                + " lies more than "
                + TreeLimits.MAX_DEPTH
                + " moves below the root, the deepest a tree may go"),
        "tree.too-deep",
        Integer.toString(at),
        TreeLimits.MAX_DEPTH);
  }

  static NotationException badLabel(String label, int at) {
    InputText.Quoted shown = InputText.quoted(label);
    return coded(
        new NotationException(
            shown
                + " at character "
                + at
                + " is not a label; a label is a letter, then letters, digits or _, at most "
                + TreeLimits.MAX_LABEL
                + " in all"),
        "tree.bad-label",
        shown,
        Integer.toString(at),
        TreeLimits.MAX_LABEL);
  }

  static NotationException sameLabel(String label) {
    return coded(
        new NotationException(
            "two children of one node are labelled " + label + "; a move must name one child"),
        "tree.same-label",
        label);
  }

  static NotationException unknownKey(String key, int at) {
    InputText.Quoted shown = InputText.quoted(key);
    return coded(
        new NotationException(
            shown + " at character " + at + " is not a key of a node; the keys are " + KEYS),
        "tree.unknown-key",
        shown,
        Integer.toString(at),
        KEYS);
  }

  static NotationException repeatedKey(String key, int at) {
    return coded(
        new NotationException(
            key + " at character " + at + " is given twice in its node; give it once"),
        "tree.repeated-key",
        key,
        Integer.toString(at));
  }

  /** A node in braces with both children and a value, or neither. */
  static NotationException childrenOrValue(int at) {
    return coded(
        new NotationException(
            "the node at character "
                + at
                + " needs children (an inner node) or value (a leaf): one of the two"),
        "tree.children-or-value",
        Integer.toString(at),
        "children",
        "value");
  }

  /** Text after the tree that is not a path of moves. */
  static NotationException expectedPath(String rest) {
    InputText.Quoted shown = InputText.quoted(rest);
    return coded(
        new NotationException(
            "after the tree, expected the moves played, each behind a /, like /1/2, not " + shown),
        "tree.expected-path",
        shown);
  }
}
