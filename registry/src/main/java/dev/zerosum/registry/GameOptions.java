package dev.zerosum.registry;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.InputText;
import dev.zerosum.registry.i18n.Messages;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The options a game is set up with: every option its module declares, given or by default, each
 * checked against its {@link OptionSpec}. Immutable; equal when the values are.
 *
 * <pre>{@code
 * GameOptions options = GameOptions.of(nim.options(), Map.of("piles", List.of(3L, 4L, 5L)));
 * options.integers("piles");  // [3, 4, 5]
 * options.flag("misere");     // false, the default
 * }</pre>
 *
 * @param values each option's value by name, in the order the module declares them
 */
public record GameOptions(Map<String, Object> values) {
  private static final Messages MESSAGES = Messages.of(GameOptions.class);

  /** Copies the values, keeping their order. */
  public GameOptions {
    values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  /** Returns the options of a game that has none. */
  public static GameOptions none() {
    return new GameOptions(Map.of());
  }

  /**
   * Returns the options {@code given} (by name, values as {@link OptionSpec#check} takes them) for
   * a game that declares {@code specs}, the others at their defaults.
   *
   * @throws GameInputException for an option the game does not have, or a value of the wrong type
   *     or out of range
   */
  public static GameOptions of(List<OptionSpec> specs, Map<String, ?> given) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (OptionSpec spec : specs) {
      Object value = given.get(spec.name());
      values.put(spec.name(), value == null ? spec.defaultValue() : spec.check(value));
    }
    for (String name : given.keySet()) {
      if (!values.containsKey(name)) {
        // Cut and escaped: a request may name an option of a thousand characters (fuzzing found
        // it).
        String shown = InputText.quoted("--" + name).shown();
        throw new GameInputException(
            specs.isEmpty()
                ? MESSAGES.text("registry.options.unknown-none", shown)
                : MESSAGES.text(
                    "registry.options.unknown",
                    shown,
                    String.join(", ", specs.stream().map(OptionSpec::flagName).toList())));
      }
    }
    return new GameOptions(values);
  }

  /** Returns the on/off option {@code name}. */
  public boolean flag(String name) {
    return (Boolean) value(name);
  }

  /** Returns the whole-number option {@code name}. */
  public long integer(String name) {
    return (Long) value(name);
  }

  /** Returns the list-of-numbers option {@code name}. */
  @SuppressWarnings("unchecked") // OptionSpec.check makes every INTEGERS value a List<Long>
  public List<Long> integers(String name) {
    return (List<Long>) value(name);
  }

  private Object value(String name) {
    Object value = values.get(name);
    if (value == null) {
      throw new IllegalArgumentException("this game has no option '" + name + "'");
    }
    return value;
  }
}
