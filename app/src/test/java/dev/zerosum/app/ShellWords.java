package dev.zerosum.app;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a command line into arguments the way a POSIX shell does for the little quoting the
 * tutorials use: words separated by blanks, {@code '...'} taken literally, {@code "..."} with
 * {@code \"} and {@code \\} inside, and {@code \} escaping the next character elsewhere.
 *
 * <p>Anything that would make a shell do more than split (a pipe, a redirection, a variable, a
 * glob, a second command) is refused rather than passed on as a word: a command in a tutorial that
 * a reader's shell would run differently from the test is a mistake in the tutorial.
 */
final class ShellWords {
  /** Characters a shell gives a meaning of its own outside quotes. */
  private static final String SPECIAL = "|&;<>()$`*?[]{}~#!";

  private ShellWords() {}

  /**
   * Returns the arguments of {@code line}.
   *
   * @throws IllegalArgumentException if the line has an unclosed quote, a trailing backslash or a
   *     character a shell would interpret
   */
  static List<String> split(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    int i = 0;
    while (i < line.length()) {
      char c = line.charAt(i);
      if (c == ' ' || c == '\t') {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
        i++;
      } else if (c == '\'') {
        int end = line.indexOf('\'', i + 1);
        if (end < 0) {
          throw new IllegalArgumentException("an unclosed ' in: " + line);
        }
        word.append(line, i + 1, end);
        inWord = true;
        i = end + 1;
      } else if (c == '"') {
        i = doubleQuoted(line, i + 1, word);
        inWord = true;
      } else if (c == '\\') {
        if (i + 1 == line.length()) {
          throw new IllegalArgumentException("a \\ at the end of: " + line);
        }
        word.append(line.charAt(i + 1));
        inWord = true;
        i += 2;
      } else if (SPECIAL.indexOf(c) >= 0) {
        throw new IllegalArgumentException(
            "'"
                + c
                + "' means more to a shell than a character; quote it or leave it out: "
                + line);
      } else {
        word.append(c);
        inWord = true;
        i++;
      }
    }
    if (inWord) {
      words.add(word.toString());
    }
    return words;
  }

  /** Appends the quoted text that starts at {@code from} and returns the index after its quote. */
  private static int doubleQuoted(String line, int from, StringBuilder word) {
    int i = from;
    while (i < line.length()) {
      char c = line.charAt(i);
      if (c == '"') {
        return i + 1;
      }
      if (c == '$' || c == '`') {
        throw new IllegalArgumentException(
            "'" + c + "' is expanded by a shell even inside \"...\": " + line);
      }
      if (c == '\\' && i + 1 < line.length() && "\"\\".indexOf(line.charAt(i + 1)) >= 0) {
        word.append(line.charAt(i + 1));
        i += 2;
      } else {
        word.append(c);
        i++;
      }
    }
    throw new IllegalArgumentException("an unclosed \" in: " + line);
  }
}
