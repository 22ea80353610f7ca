package dev.zerosum.app.save;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zerosum.app.json.Json;
import dev.zerosum.app.json.OptionValues;
import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import dev.zerosum.registry.i18n.Quotes;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes {@link SaveFile}s as JSON. Reading checks every field and names the first that
 * is wrong; writing is atomic (a temporary file in the same folder, then a rename), so a crash
 * never leaves half a file and never destroys the previous save.
 */
public final class SaveFiles {
  /** Larger files are refused unread: a save file of a thousand moves is a few kilobytes. */
  public static final long MAX_BYTES = 1 << 20;

  private static final List<String> FIELDS =
      List.of("format", "version", "game", "options", "players", "time", "seed", "moves");

  private static final Messages MESSAGES = Messages.of(SaveFiles.class);

  private SaveFiles() {}

  /** Returns {@code save} as the JSON text of a save file. */
  public static String toJson(SaveFile save) {
    ObjectMapper json = Json.mapper();
    ObjectNode root = json.createObjectNode();
    root.put("format", SaveFile.FORMAT);
    root.put("version", SaveFile.VERSION);
    root.put("game", save.game());
    ObjectNode options = root.putObject("options");
    save.options().forEach((name, value) -> options.set(name, json.valueToTree(value)));
    ObjectNode players = root.putObject("players");
    players.put("first", save.first());
    players.put("second", save.second());
    if (save.time() != null) {
      root.put("time", save.time());
    }
    if (save.seed() != null) {
      root.put("seed", save.seed());
    }
    ArrayNode moves = root.putArray("moves");
    save.moves().forEach(moves::add);
    try {
      return json.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
    } catch (JsonProcessingException impossible) {
      throw new IllegalStateException("a tree of plain values always serializes", impossible);
    }
  }

  /**
   * Writes {@code save} to {@code file} ({@code ~} is the home folder), atomically, as {@link
   * AtomicFiles} writes.
   *
   * @throws SaveFileException naming the file and the problem in plain words
   */
  public static void write(Path file, SaveFile save) {
    try {
      AtomicFiles.write(file, toJson(save), "save to");
    } catch (GameInputException wrong) {
      throw new SaveFileException(wrong.getMessage());
    }
  }

  /**
   * Reads the save file {@code file}. Checks its form, not its moves: those are replayed by the
   * caller through the rules.
   *
   * @throws SaveFileException naming the file and the first problem found
   */
  public static SaveFile read(Path file) {
    Path path = UserPaths.expand(file);
    String prefix = file + ": ";
    String text;
    try {
      if (Files.isDirectory(path)) {
        throw new SaveFileException(MESSAGES.text("save.folder", prefix));
      }
      long size = Files.size(path);
      if (size > MAX_BYTES) {
        String megabytes =
            String.format(Language.current().locale(), "%.1f", size / 1e6); // 1.5 / 1,5
        throw new SaveFileException(MESSAGES.text("save.too-big", prefix, megabytes));
      }
      text = Files.readString(path, StandardCharsets.UTF_8);
    } catch (NoSuchFileException missing) {
      throw new SaveFileException(MESSAGES.text("save.no-such-file", prefix));
    } catch (CharacterCodingException notText) {
      throw new SaveFileException(MESSAGES.text("save.not-text", prefix));
    } catch (IOException | java.io.UncheckedIOException failure) {
      String reason = AtomicFiles.describe(failure, MESSAGES.text("save.reason.failed"));
      throw new SaveFileException(MESSAGES.text("save.cannot-read", prefix, reason));
    }
    return parse(text, file.toString());
  }

  /**
   * Reads the text of a save file that came from {@code source} (a file name, an upload …), which
   * every message names.
   *
   * @throws SaveFileException naming the source and the first problem found
   */
  public static SaveFile parse(String text, String source) {
    String prefix = source + ": ";
    if (text.isBlank()) {
      throw new SaveFileException(MESSAGES.text("save.empty", prefix));
    }
    JsonNode root;
    try {
      root = Json.strictMapper().readTree(text);
    } catch (StreamConstraintsException pastLimits) {
      // Past the parser's limits (nesting, a number's digits) no save file goes; such a failure
      // names no place in the text.
      StreamReadConstraints limits = Json.strictMapper().getFactory().streamReadConstraints();
      throw new SaveFileException(
          MESSAGES.text(
              "save.past-limits",
              prefix,
              String.valueOf(limits.getMaxNestingDepth()),
              String.valueOf(limits.getMaxNumberLength())));
    } catch (JsonProcessingException broken) {
      throw brokenAt(text, broken, prefix);
    }
    return parse(root, prefix);
  }

  /**
   * Returns where {@code text} stops being JSON, in our words: the character found there, or that
   * the text ends before the JSON does (the parser's own sentence quotes its internals: "Unexpected
   * character ('<' (code 60))").
   */
  private static SaveFileException brokenAt(
      String text, JsonProcessingException broken, String prefix) {
    JsonLocation at = broken.getLocation();
    String line = String.valueOf(at.getLineNr());
    String column = String.valueOf(at.getColumnNr());
    long offset = at.getCharOffset(); // of the character it complains of, from 0
    if (offset < 0 || offset >= text.length() || broken instanceof JsonEOFException) {
      return new SaveFileException(MESSAGES.text("save.broken-json.end", prefix, line, column));
    }
    String found = String.valueOf(text.charAt((int) offset));
    return new SaveFileException(
        MESSAGES.text("save.broken-json", prefix, line, column, Quotes.quote(found)));
  }

  private static SaveFile parse(JsonNode root, String prefix) {
    if (!root.isObject()) {
      throw new SaveFileException(MESSAGES.text("save.not-object", prefix));
    }
    for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!FIELDS.contains(name)) {
        throw new SaveFileException(
            MESSAGES.text("save.unknown-field", prefix, name, String.join(", ", FIELDS)));
      }
    }
    String format = text(root, "format", prefix);
    if (!format.equals(SaveFile.FORMAT)) {
      throw new SaveFileException(MESSAGES.text("save.format", prefix, format, SaveFile.FORMAT));
    }
    JsonNode version = required(root, "version", prefix);
    if (!version.isInt()) {
      throw wrongType(prefix, "version", "save.expected.whole-number", version);
    }
    if (version.intValue() < 1 || version.intValue() > SaveFile.VERSION) {
      throw new SaveFileException(
          MESSAGES.text(
              "save.version",
              prefix,
              String.valueOf(version.intValue()),
              String.valueOf(SaveFile.VERSION)));
    }
    String game = text(root, "game", prefix);
    Map<String, Object> options = options(required(root, "options", prefix), prefix);
    JsonNode players = required(root, "players", prefix);
    if (!players.isObject()) {
      throw wrongType(prefix, "players", "save.expected.object", players);
    }
    String first = text(players, "first", prefix + "players: ");
    String second = text(players, "second", prefix + "players: ");
    JsonNode moveList = required(root, "moves", prefix);
    if (!moveList.isArray()) {
      throw wrongType(prefix, "moves", "save.expected.moves", moveList);
    }
    List<String> moves = new ArrayList<>();
    for (JsonNode move : moveList) {
      if (!move.isTextual()) {
        throw new SaveFileException(
            MESSAGES.text("save.move-type", prefix, String.valueOf(moves.size() + 1), kind(move)));
      }
      moves.add(move.textValue());
    }
    String time = root.has("time") ? text(root, "time", prefix) : null;
    Long seed = null;
    if (root.has("seed")) {
      JsonNode seedNode = root.get("seed");
      if (!seedNode.isIntegralNumber() || !seedNode.canConvertToLong()) {
        throw wrongType(prefix, "seed", "save.expected.whole-number", seedNode);
      }
      seed = seedNode.longValue();
    }
    return new SaveFile(game, options, first, second, time, seed, moves);
  }

  /** Returns the options, as {@link OptionValues} reads them, with the file's name in a message. */
  private static Map<String, Object> options(JsonNode node, String prefix) {
    try {
      return OptionValues.read(node, "options");
    } catch (GameInputException wrong) {
      throw new SaveFileException(prefix + wrong.getMessage());
    }
  }

  private static JsonNode required(JsonNode node, String field, String prefix) {
    JsonNode value = node.get(field);
    if (value == null || value.isNull()) {
      throw new SaveFileException(MESSAGES.text("save.missing", prefix, field));
    }
    return value;
  }

  private static String text(JsonNode node, String field, String prefix) {
    JsonNode value = required(node, field, prefix);
    if (!value.isTextual()) {
      throw wrongType(prefix, field, "save.expected.text", value);
    }
    return value.textValue();
  }

  /** Returns the mistake of a field that holds the wrong kind of value. */
  private static SaveFileException wrongType(
      String prefix, String field, String expected, JsonNode found) {
    return new SaveFileException(
        MESSAGES.text("save.field-type", prefix, field, MESSAGES.text(expected), kind(found)));
  }

  /** Returns what a JSON value is, for a message: "a number (7)", "a list" … */
  private static String kind(JsonNode node) {
    return switch (node.getNodeType()) {
      case ARRAY -> MESSAGES.text("save.kind.list");
      case OBJECT -> MESSAGES.text("save.kind.object");
      case NUMBER -> MESSAGES.text("save.kind.number", node.toString());
      case BOOLEAN -> node.booleanValue() ? "true" : "false";
      case STRING -> MESSAGES.text("save.kind.text", node.toString());
      case NULL -> "null";
      default -> node.getNodeType().toString().toLowerCase(java.util.Locale.ROOT);
    };
  }
}
