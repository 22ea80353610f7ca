package dev.zerosum.app.json;

import com.fasterxml.jackson.databind.JsonNode;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.InputText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a game's options from a JSON object, as save files and API requests hold them: each value
 * true or false, a whole number, a list of whole numbers, or text as the command line takes it
 * ({@code "3,4,5"}). The game's module checks their names and meaning when it sets the game up.
 */
public final class OptionValues {
  private OptionValues() {}

  /**
   * Returns the options in {@code node}, by name, in order.
   *
   * @param where what the object is called in messages ({@code options})
   * @throws GameInputException naming the field and what it should be
   */
  public static Map<String, Object> read(JsonNode node, String where) {
    if (!node.isObject()) {
      throw new GameInputException(where + " should be an object, found " + shown(node));
    }
    Map<String, Object> options = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> field : node.properties()) {
      JsonNode value = field.getValue();
      // Names and values as sent are quoted cut: a request may send a thousand characters of
      // either.
      String name = InputText.quoted(where + "." + field.getKey()).shown();
      if (value.isBoolean()) {
        options.put(field.getKey(), value.booleanValue());
      } else if (value.isTextual()) {
        options.put(field.getKey(), value.textValue());
      } else if (value.isIntegralNumber() && value.canConvertToLong()) {
        options.put(field.getKey(), value.longValue());
      } else if (value.isArray()) {
        List<Long> numbers = new ArrayList<>();
        for (JsonNode item : value) {
          if (!item.isIntegralNumber() || !item.canConvertToLong()) {
            throw new GameInputException(
                name + " should hold whole numbers only, found " + shown(item));
          }
          numbers.add(item.longValue());
        }
        options.put(field.getKey(), numbers);
      } else {
        throw new GameInputException(
            name
                + " should be true, false, a whole number, a list of them or text, found "
                + shown(value));
      }
    }
    return options;
  }

  private static String shown(JsonNode node) {
    return InputText.quoted(node.toString()).shown();
  }
}
