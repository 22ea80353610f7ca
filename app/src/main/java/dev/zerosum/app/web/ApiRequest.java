package dev.zerosum.app.web;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.zerosum.app.json.Json;
import dev.zerosum.app.json.OptionValues;
import dev.zerosum.core.GameInputException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JSON body of an API request, read strictly: an object whose fields are among those the
 * endpoint takes, each of the right type. Every problem is a {@link GameInputException} that names
 * the field.
 */
final class ApiRequest {
  private final JsonNode body;

  private ApiRequest(JsonNode body) {
    this.body = body;
  }

  /** Reads {@code text}, which may hold only the fields {@code allowed}. */
  static ApiRequest parse(String text, Set<String> allowed) {
    if (text == null || text.isBlank()) {
      throw PageTexts.mistake("no-body");
    }
    JsonNode body;
    try {
      body = Json.strictMapper().readTree(text);
    } catch (StreamConstraintsException pastLimits) {
      // Past the parser's limits (that a body of 16 KiB can reach: nesting, a number's digits),
      // which no request of the API comes near; such a failure names no place in the text.
      StreamReadConstraints limits = Json.strictMapper().getFactory().streamReadConstraints();
      throw PageTexts.mistake(
          "past-limits",
          Integer.toString(limits.getMaxNestingDepth()),
          Integer.toString(limits.getMaxNumberLength()));
    } catch (JsonProcessingException broken) {
      JsonLocation where = broken.getLocation();
      throw PageTexts.mistake(
          "malformed",
          Integer.toString(where == null ? 1 : where.getLineNr()),
          Integer.toString(where == null ? 1 : where.getColumnNr()),
          broken.getOriginalMessage().lines().findFirst().orElse(""));
    }
    if (!body.isObject()) {
      throw PageTexts.mistake(
          "not-object", body.getNodeType().toString().toLowerCase(java.util.Locale.ROOT));
    }
    for (Iterator<String> names = body.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!allowed.contains(name)) {
        // Cut as the server quotes what it was sent: a megabyte of a name does not come back.
        throw PageTexts.mistake(
            "unknown-field",
            UserText.quote(name),
            String.join(", ", allowed.stream().sorted().toList()));
      }
    }
    return new ApiRequest(body);
  }

  /** Returns the text of {@code field}. */
  String text(String field) {
    JsonNode value = body.get(field);
    if (value == null || value.isNull()) {
      throw PageTexts.mistake("field-missing", field);
    }
    if (!value.isTextual()) {
      throw PageTexts.mistake("field-text", field, UserText.quote(value.toString()));
    }
    return value.textValue();
  }

  /** Returns the text of {@code field}, or {@code otherwise} when it is absent. */
  String text(String field, String otherwise) {
    return has(field) ? text(field) : otherwise;
  }

  /** Returns the whole number of {@code field}, or {@code otherwise} when it is absent. */
  long number(String field, long otherwise) {
    if (!has(field)) {
      return otherwise;
    }
    JsonNode value = body.get(field);
    if (!value.isIntegralNumber() || !value.canConvertToLong()) {
      throw PageTexts.mistake("field-number", field, value.toString());
    }
    return value.longValue();
  }

  /** Returns the truth of {@code field}, or false when it is absent. */
  boolean flag(String field) {
    if (!has(field)) {
      return false;
    }
    JsonNode value = body.get(field);
    if (!value.isBoolean()) {
      throw PageTexts.mistake("field-flag", field, value.toString());
    }
    return value.booleanValue();
  }

  /** Returns the list of texts in {@code field}. */
  List<String> texts(String field) {
    JsonNode value = body.get(field);
    if (value == null || !value.isArray()) {
      throw PageTexts.mistake("field-texts", field);
    }
    List<String> texts = new ArrayList<>();
    for (JsonNode item : value) {
      if (!item.isTextual()) {
        throw PageTexts.mistake("field-text-items", field, item.toString());
      }
      texts.add(item.textValue());
    }
    return texts;
  }

  /** Returns the list of whole numbers in {@code field}. */
  List<Long> numbers(String field) {
    JsonNode value = body.get(field);
    if (value == null || !value.isArray()) {
      throw PageTexts.mistake("field-numbers", field);
    }
    List<Long> numbers = new ArrayList<>();
    for (JsonNode item : value) {
      if (!item.isIntegralNumber() || !item.canConvertToLong()) {
        throw PageTexts.mistake("field-number-items", field, item.toString());
      }
      numbers.add(item.longValue());
    }
    return numbers;
  }

  /**
   * Returns the game's options in {@code field}, an object whose values are true or false, whole
   * numbers or lists of them, or text as typed on the command line ({@code "3,4,5"}); none when
   * absent. The game's module checks names and ranges.
   */
  Map<String, Object> options(String field) {
    return has(field) ? OptionValues.read(body.get(field), field) : new LinkedHashMap<>();
  }

  boolean has(String field) {
    return body.hasNonNull(field);
  }
}
