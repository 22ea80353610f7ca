package dev.zerosum.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads JSON text into plain Java values: objects as {@code Map<String, Object>} (in document
 * order), arrays as {@code List<Object>}, strings, numbers as {@code Double}, booleans and null.
 * Enough for JMH's result files, so the bench needs no JSON library.
 */
final class Json {
  private final String text;
  private int at;

  private Json(String text) {
    this.text = text;
  }

  /**
   * Returns the value that {@code text} holds.
   *
   * @throws IllegalArgumentException naming the offset, when the text is not JSON
   */
  static Object parse(String text) {
    Json json = new Json(text);
    Object value = json.value();
    json.skipSpace();
    if (json.at != text.length()) {
      throw json.error("text after the value");
    }
    return value;
  }

  private Object value() {
    skipSpace();
    if (at >= text.length()) {
      throw error("the text ends where a value should be");
    }
    char c = text.charAt(at);
    return switch (c) {
      case '{' -> object();
      case '[' -> array();
      case '"' -> string();
      case 't' -> word("true", Boolean.TRUE);
      case 'f' -> word("false", Boolean.FALSE);
      case 'n' -> word("null", null);
      default -> number();
    };
  }

  private Map<String, Object> object() {
    Map<String, Object> members = new LinkedHashMap<>();
    at++; // {
    skipSpace();
    if (peek() == '}') {
      at++;
      return members;
    }
    while (true) {
      skipSpace();
      if (peek() != '"') {
        throw error("a member name in quotes expected");
      }
      String name = string();
      skipSpace();
      expect(':');
      members.put(name, value());
      skipSpace();
      if (peek() == ',') {
        at++;
      } else {
        expect('}');
        return members;
      }
    }
  }

  private List<Object> array() {
    List<Object> elements = new ArrayList<>();
    at++; // [
    skipSpace();
    if (peek() == ']') {
      at++;
      return elements;
    }
    while (true) {
      elements.add(value());
      skipSpace();
      if (peek() == ',') {
        at++;
      } else {
        expect(']');
        return elements;
      }
    }
  }

  private String string() {
    StringBuilder out = new StringBuilder();
    at++; // "
    while (true) {
      if (at >= text.length()) {
        throw error("a string is not closed");
      }
      char c = text.charAt(at++);
      if (c == '"') {
        return out.toString();
      }
      if (c != '\\') {
        out.append(c);
        continue;
      }
      if (at >= text.length()) {
        throw error("a string is not closed");
      }
      char escaped = text.charAt(at++);
      switch (escaped) {
        case '"', '\\', '/' -> out.append(escaped);
        case 'b' -> out.append('\b');
        case 'f' -> out.append('\f');
        case 'n' -> out.append('\n');
        case 'r' -> out.append('\r');
        case 't' -> out.append('\t');
        case 'u' -> {
          if (at + 4 > text.length()) {
            throw error("a \\u escape needs four hex digits");
          }
          out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
          at += 4;
        }
        default -> throw error("unknown escape \\" + escaped);
      }
    }
  }

  private Double number() {
    int start = at;
    while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
      at++;
    }
    if (start == at) {
      throw error("unexpected character '" + text.charAt(at) + "'");
    }
    try {
      return Double.valueOf(text.substring(start, at));
    } catch (NumberFormatException notANumber) {
      at = start;
      throw error(
          "'" + text.substring(start, Math.min(text.length(), start + 20)) + "' is no number");
    }
  }

  private Object word(String word, Object value) {
    if (!text.startsWith(word, at)) {
      throw error(word + " expected");
    }
    at += word.length();
    return value;
  }

  private void expect(char c) {
    if (peek() != c) {
      throw error("'" + c + "' expected");
    }
    at++;
  }

  private char peek() {
    return at < text.length() ? text.charAt(at) : '\0';
  }

  private void skipSpace() {
    while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
      at++;
    }
  }

  private IllegalArgumentException error(String problem) {
    return new IllegalArgumentException("not JSON at offset " + at + ": " + problem);
  }
}
