package dev.zerosum.registry;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.i18n.Messages;
import dev.zerosum.registry.i18n.Quotes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One option a game takes, typed: the command line shows it as {@code --NAME}, the page as a form
 * field, save files keep its value. The module that declares it checks the values' meaning; the
 * spec checks their form and range, with messages that name the option.
 *
 * <p>Example: {@code OptionSpec.integers("piles", "SIZES", "the piles, like 3,4,5", List.of(1L, 3L,
 * 5L, 7L), 0, 1L << 62)}
 *
 * @param name the name, without dashes: {@code piles} is typed {@code --piles}
 * @param type what kind of value it holds
 * @param label what the value is called in help ({@code SIZES}); empty for a flag
 * @param description one line of help
 * @param defaultValue the value when none is given: a Boolean, a Long or a List of Longs
 * @param min the smallest number allowed (integers)
 * @param max the largest number allowed (integers)
 * @param title what a person calls the option, in the current language ({@code Piles}, {@code
 *     Montones}): the page's label of its field, and its name in the page's messages; the name with
 *     a capital unless the game gives one ({@link #titled})
 */
public record OptionSpec(
    String name,
    Type type,
    String label,
    String description,
    Object defaultValue,
    long min,
    long max,
    String title) {

  private static final Messages MESSAGES = Messages.of(OptionSpec.class);

  /** The kinds of value an option holds. */
  public enum Type {
    /** On or off: {@code --misere}; a Boolean. */
    FLAG,
    /** One whole number: {@code --matches 21}; a Long. */
    INTEGER,
    /** Whole numbers separated by commas: {@code --piles 3,4,5}; a List of Longs. */
    INTEGERS;

    /** Returns the lower-case name the page and the API use. */
    public String word() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** Checks the name and the default. */
  public OptionSpec {
    Objects.requireNonNull(name, "name");
    if (!name.matches("[a-z][a-z0-9-]*")) {
      throw new IllegalArgumentException(
          "option name '" + name + "' is not a lower-case word (letters, digits, dashes)");
    }
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(defaultValue, "defaultValue");
    if (title == null || title.isBlank()) {
      title = name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    }
  }

  /** Creates the option with no title of its own: it is titled from its name. */
  public OptionSpec(
      String name,
      Type type,
      String label,
      String description,
      Object defaultValue,
      long min,
      long max) {
    this(name, type, label, description, defaultValue, min, max, null);
  }

  /** Returns this option with the {@code title} a person reads, in the current language. */
  public OptionSpec titled(String title) {
    return new OptionSpec(name, type, label, description, defaultValue, min, max, title);
  }

  /** Returns an on/off option, off unless given. */
  public static OptionSpec flag(String name, String description) {
    return new OptionSpec(name, Type.FLAG, "", description, false, 0, 1);
  }

  /** Returns an option of one whole number from {@code min} to {@code max}. */
  public static OptionSpec integer(
      String name, String label, String description, long defaultValue, long min, long max) {
    return new OptionSpec(name, Type.INTEGER, label, description, defaultValue, min, max);
  }

  /** Returns an option of whole numbers, each from {@code min} to {@code max}. */
  public static OptionSpec integers(
      String name, String label, String description, List<Long> defaultValue, long min, long max) {
    return new OptionSpec(
        name, Type.INTEGERS, label, description, List.copyOf(defaultValue), min, max);
  }

  /** Returns how the option is typed on the command line: {@code --piles}. */
  public String flagName() {
    return "--" + name;
  }

  /**
   * Returns the value {@code text} gives, as typed on the command line ({@code true} or nothing for
   * a flag).
   *
   * @throws GameInputException naming the option, the text and what was expected
   */
  public Object parse(String text) {
    String typed = text == null ? "" : text.strip();
    return switch (type) {
      case FLAG -> parseFlag(typed);
      case INTEGER -> number(typed, flagName() + " " + Quotes.quote(typed));
      case INTEGERS -> numbers(typed);
    };
  }

  /**
   * Returns {@code value} checked: the type this option holds (JSON numbers arrive as Integer or
   * Long, lists as lists), each number in range. Text is read as the command line reads it, so that
   * a form can send what a person typed and get the command line's messages.
   *
   * @throws GameInputException naming the option and what was expected
   */
  public Object check(Object value) {
    if (value instanceof String text) {
      return parse(text);
    }
    switch (type) {
      case FLAG -> {
        if (value instanceof Boolean) {
          return value;
        }
        throw new GameInputException(
            MESSAGES.text("registry.option.flag-type", flagName(), String.valueOf(value)));
      }
      case INTEGER -> {
        if (value instanceof Integer || value instanceof Long) {
          return inRange(((Number) value).longValue(), flagName());
        }
        throw new GameInputException(
            MESSAGES.text("registry.option.integer-type", flagName(), String.valueOf(value)));
      }
      default -> {
        if (!(value instanceof List<?> list)) {
          throw new GameInputException(
              MESSAGES.text("registry.option.list-type", flagName(), String.valueOf(value)));
        }
        List<Long> numbers = new ArrayList<>();
        for (Object item : list) {
          if (!(item instanceof Integer || item instanceof Long)) {
            throw new GameInputException(
                MESSAGES.text("registry.option.item-type", flagName(), String.valueOf(item)));
          }
          numbers.add(
              inRange(
                  ((Number) item).longValue(), MESSAGES.text("registry.option.item", flagName())));
        }
        return List.copyOf(numbers);
      }
    }
  }

  private Boolean parseFlag(String typed) {
    return switch (typed.toLowerCase(Locale.ROOT)) {
      case "", "true", "yes", "on" -> true;
      case "false", "no", "off" -> false;
      default ->
          throw new GameInputException(
              MESSAGES.text("registry.option.not-on-off", flagName(), Quotes.quote(typed)));
    };
  }

  private List<Long> numbers(String typed) {
    if (typed.isEmpty()) {
      throw new GameInputException(MESSAGES.text("registry.option.needs", flagName(), label));
    }
    String[] parts = typed.split(",", -1);
    List<Long> numbers = new ArrayList<>();
    for (int i = 0; i < parts.length; i++) {
      String part = parts[i].strip();
      if (part.isEmpty()) {
        throw new GameInputException(
            MESSAGES.text(
                "registry.option.empty-number",
                flagName(),
                Quotes.quote(typed),
                String.valueOf(i + 1),
                String.valueOf(parts.length),
                example()));
      }
      numbers.add(number(part, flagName() + " " + Quotes.quote(typed) + ": " + Quotes.quote(part)));
    }
    return List.copyOf(numbers);
  }

  private long number(String part, String what) {
    long value;
    try {
      value = Long.parseLong(part);
    } catch (NumberFormatException notANumber) {
      if (part.matches("[+-]?\\d+")) {
        throw new GameInputException(
            MESSAGES.text(
                part.startsWith("-") ? "registry.option.too-small" : "registry.option.too-large",
                what,
                range()));
      }
      throw new GameInputException(MESSAGES.text("registry.option.not-whole", what, range()));
    }
    return inRange(value, what);
  }

  private long inRange(long value, String what) {
    if (value < min || value > max) {
      throw new GameInputException(
          MESSAGES.text("registry.option.range", what, String.valueOf(value), range()));
    }
    return value;
  }

  private String range() {
    // A bound no one types (Nim's 2^62 objects a pile) is no bound to a person: "0 or more", not
    // "0 to 4611686018427387904".
    if (max >= NO_BOUND) {
      return min <= -NO_BOUND
          ? MESSAGES.text("registry.option.any")
          : MESSAGES.text("registry.option.at-least", String.valueOf(min));
    }
    // Strings, not numbers: a bound is written as it is typed, never grouped.
    return MESSAGES.text("registry.option.from-to", String.valueOf(min), String.valueOf(max));
  }

  /** A bound at or past this (a million million) is said as none. */
  private static final long NO_BOUND = 1_000_000_000_000L;

  private String example() {
    return defaultValue instanceof List<?> list && !list.isEmpty()
        ? String.join(",", list.stream().map(String::valueOf).toList())
        : "1,2,3";
  }
}
