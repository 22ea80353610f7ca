package dev.zerosum.games.tree;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.InputText;
import dev.zerosum.core.NotationException;

/**
 * The mistakes of a written tree, each with its code and the values it names, in one place: the
 * English text is the bundle's {@code problem.tree.*}, read with {@link EnglishTexts}. A place in
 * the text is its character counted from 1.
 */
final class TreeMistakes {
  /** The keys of a node in braces, as JSON writes them in every language. */
  static final String KEYS = "label, children, value";

  /** The example every message that expects a tree gives. */
  static final String EXAMPLE = "[[3,12,8],[2,4,6],[14,5,2]]";

  private static final EnglishTexts ENGLISH = EnglishTexts.of(TreeMistakes.class);

  private TreeMistakes() {}

  static NotationException noPosition() {
    return new NotationException(ENGLISH.problem("tree.no-position"));
  }

  /** The text ends inside the tree. */
  static NotationException unfinished() {
    return new NotationException(ENGLISH.problem("tree.unfinished"));
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
    return new NotationException(
        ENGLISH.problem("tree.expected-key", Integer.toString(at), shown, KEYS));
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
    return new NotationException(ENGLISH.problem(code, Integer.toString(at), shown));
  }

  /** A number with a fraction or an exponent, or no number at all. */
  static NotationException notInteger(String number, int at) {
    InputText.Quoted shown = InputText.quoted(number);
    return new NotationException(ENGLISH.problem("tree.not-integer", shown, Integer.toString(at)));
  }

  static NotationException valueOutOfRange(String number, int at) {
    InputText.Quoted shown = InputText.quoted(number);
    return new NotationException(
        ENGLISH.problem("tree.value-range", shown, Integer.toString(at), TreeLimits.MAX_VALUE));
  }

  /** {@code []}, or {@code "children": []}. */
  static NotationException emptyNode(int at) {
    return new NotationException(ENGLISH.problem("tree.empty-node", Integer.toString(at)));
  }

  static NotationException tooBig() {
    return new NotationException(ENGLISH.problem("tree.too-big", TreeLimits.MAX_NODES));
  }

  static NotationException tooDeep(int at) {
    return new NotationException(
        ENGLISH.problem("tree.too-deep", Integer.toString(at), TreeLimits.MAX_DEPTH));
  }

  static NotationException badLabel(String label, int at) {
    InputText.Quoted shown = InputText.quoted(label);
    return new NotationException(
        ENGLISH.problem("tree.bad-label", shown, Integer.toString(at), TreeLimits.MAX_LABEL));
  }

  static NotationException sameLabel(String label) {
    return new NotationException(ENGLISH.problem("tree.same-label", label));
  }

  static NotationException unknownKey(String key, int at) {
    InputText.Quoted shown = InputText.quoted(key);
    return new NotationException(
        ENGLISH.problem("tree.unknown-key", shown, Integer.toString(at), KEYS));
  }

  static NotationException repeatedKey(String key, int at) {
    return new NotationException(ENGLISH.problem("tree.repeated-key", key, Integer.toString(at)));
  }

  /** A node in braces with both children and a value, or neither. */
  static NotationException childrenOrValue(int at) {
    return new NotationException(
        ENGLISH.problem("tree.children-or-value", Integer.toString(at), "children", "value"));
  }

  /** Text after the tree that is not a path of moves. */
  static NotationException expectedPath(String rest) {
    InputText.Quoted shown = InputText.quoted(rest);
    return new NotationException(ENGLISH.problem("tree.expected-path", shown));
  }
}
