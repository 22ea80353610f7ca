package dev.zerosum.games.tree;

import dev.zerosum.core.NotationException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a tree written as JSON: a number is a leaf (its utility for MAX, a whole number), an array
 * an inner node over its elements, and an object a labelled node, {@code {"label": "B", "children":
 * [3, 12, 8]}} or {@code {"label": "b1", "value": 3}}. Only what a tree needs of JSON is read: no
 * strings but labels, no other keys, no {@code true}, {@code false} or {@code null}. The limits of
 * {@link TreeLimits} are checked as the text is read, so a text far too large or too deep is
 * refused at the first node past the limit.
 *
 * <p>Every mistake is a {@link NotationException} naming the character where it is, counted from 1
 * ({@link TreeMistakes}).
 */
final class TreeReader {
  private final String text;
  private int at; // the next character to read, from 0
  private int nodes; // read so far

  private TreeReader(String text) {
    this.text = text;
  }

  /**
   * The tree at the start of a text, and where the text goes on after it.
   *
   * @param tree the tree
   * @param end the index of the first character after the tree, from 0
   */
  record Read(Subtree tree, int end) {}

  /**
   * Returns the tree {@code text} starts with, and where it ends; what follows is the caller's.
   *
   * @throws NotationException if the text does not start with a tree within the limits
   */
  static Read read(String text) {
    TreeReader reader = new TreeReader(text);
    Subtree tree = reader.node(0);
    return new Read(tree, reader.at);
  }

  /** Reads the node that starts at the next character that is not a space, {@code depth} deep. */
  private Subtree node(int depth) {
    skipSpaces();
    int start = at;
    char first = next();
    if (depth > TreeLimits.MAX_DEPTH) {
      throw TreeMistakes.tooDeep(start + 1);
    }
    if (++nodes > TreeLimits.MAX_NODES) {
      throw TreeMistakes.tooBig();
    }
    if (first == '[') {
      return new Subtree.Inner(null, children(depth, start));
    }
    if (first == '{') {
      return labelled(depth, start);
    }
    if (first == '-' || isDigit(first)) {
      return new Subtree.Leaf(null, number());
    }
    throw TreeMistakes.expectedNode(start + 1, first);
  }

  /** Reads the children of the array that starts at {@code start}, the node {@code depth} deep. */
  private List<Subtree> children(int depth, int start) {
    at = start + 1;
    skipSpaces();
    if (next() == ']') {
      throw TreeMistakes.emptyNode(start + 1);
    }
    List<Subtree> children = new ArrayList<>();
    Set<String> labels = new HashSet<>();
    while (true) {
      Subtree child = node(depth + 1);
      if (child.label() != null && !labels.add(child.label())) {
        throw TreeMistakes.sameLabel(child.label());
      }
      children.add(child);
      skipSpaces();
      char after = next();
      at++;
      if (after == ']') {
        return children;
      }
      if (after != ',') {
        throw TreeMistakes.expectedCommaOrBracket(at, after);
      }
    }
  }

  /** Reads the node in braces that starts at {@code start}, {@code depth} deep. */
  private Subtree labelled(int depth, int start) {
    at = start + 1;
    String label = null;
    List<Subtree> children = null;
    Integer value = null;
    Set<String> keys = new HashSet<>();
    skipSpaces();
    if (next() == '}') {
      at++;
      throw TreeMistakes.childrenOrValue(start + 1);
    }
    while (true) {
      skipSpaces();
      int keyAt = at;
      if (next() != '"') {
        throw TreeMistakes.expectedKey(at + 1, next());
      }
      String key = quoted();
      if (!keys.add(key)) {
        throw TreeMistakes.repeatedKey(key, keyAt + 1);
      }
      skipSpaces();
      if (next() != ':') {
        throw TreeMistakes.expectedColon(at + 1, next());
      }
      at++;
      skipSpaces();
      int valueAt = at;
      switch (key) {
        case "label" -> {
          if (next() != '"') {
            throw TreeMistakes.expectedLabel(at + 1, next());
          }
          label = quoted();
          if (!TreeLimits.isLabel(label)) {
            throw TreeMistakes.badLabel(label, valueAt + 1);
          }
        }
        case "children" -> {
          if (next() != '[') {
            throw TreeMistakes.expectedChildren(at + 1, next());
          }
          children = children(depth, at);
        }
        case "value" -> {
          char first = next();
          if (first != '-' && !isDigit(first)) {
            throw TreeMistakes.expectedNumber(at + 1, first);
          }
          value = number();
        }
        default -> throw TreeMistakes.unknownKey(key, keyAt + 1);
      }
      skipSpaces();
      char after = next();
      at++;
      if (after == '}') {
        break;
      }
      if (after != ',') {
        throw TreeMistakes.expectedCommaOrBrace(at, after);
      }
    }
    if ((children == null) == (value == null)) {
      throw TreeMistakes.childrenOrValue(start + 1);
    }
    return children != null ? new Subtree.Inner(label, children) : new Subtree.Leaf(label, value);
  }

  /** Reads a whole number within the limits, from the next character. */
  private int number() {
    int start = at;
    while (at < text.length() && isNumberCharacter(text.charAt(at))) {
      at++;
    }
    String number = text.substring(start, at);
    int sign = number.startsWith("-") ? 1 : 0; // the length of the minus sign
    if (number.length() == sign || !allDigits(number, sign)) {
      throw TreeMistakes.notInteger(number, start + 1);
    }
    // More digits than any value within the limits has: out of range, whatever they say.
    long size =
        number.length() - sign > 9 ? Long.MAX_VALUE : Long.parseLong(number.substring(sign));
    if (size > TreeLimits.MAX_VALUE) {
      throw TreeMistakes.valueOutOfRange(number, start + 1);
    }
    return (int) (sign == 1 ? -size : size);
  }

  /** Reads the text in quotes that starts at the next character, and steps past it. */
  private String quoted() {
    int close = text.indexOf('"', at + 1);
    if (close < 0) {
      throw TreeMistakes.unfinished();
    }
    String inside = text.substring(at + 1, close);
    at = close + 1;
    return inside;
  }

  /** Returns the next character without reading it. */
  private char next() {
    if (at >= text.length()) {
      throw TreeMistakes.unfinished();
    }
    return text.charAt(at);
  }

  private void skipSpaces() {
    while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
      at++;
    }
  }

  private static boolean allDigits(String number, int from) {
    for (int i = from; i < number.length(); i++) {
      if (!isDigit(number.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isNumberCharacter(char c) {
    return isDigit(c) || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
  }
}
