package dev.zerosum.app.save;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zerosum.app.json.Json;
import dev.zerosum.app.json.OptionValues;
import dev.zerosum.core.GameInputException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

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
   * Writes {@code save} to {@code file} ({@code ~} is the home folder), atomically: a new file
   * beside it, made as any file the user makes (the umask decides who may read it), then renamed
   * over the old one.
   *
   * @throws SaveFileException naming the file and the problem in plain words
   */
  public static void write(Path file, SaveFile save) {
    String text = toJson(save);
    Path target = UserPaths.expand(file).toAbsolutePath();
    Path folder = target.getParent();
    if (!Files.isDirectory(folder)) {
      throw new SaveFileException(
          "cannot save to " + file + ": the folder " + folder + " does not exist");
    }
    if (Files.isDirectory(target)) {
      throw new SaveFileException("cannot save to " + file + ": it is a folder, not a file");
    }
    Path temporary =
        folder.resolve(
            "."
                + target.getFileName()
                + "."
                + ThreadLocalRandom.current().nextInt(1 << 30)
                + ".tmp");
    try {
      try (OutputStream out =
          Files.newOutputStream(
              temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        out.write(text.getBytes(StandardCharsets.UTF_8));
      }
      try {
        Files.move(
            temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException notOnThisFileSystem) {
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException failure) {
      throw new SaveFileException(
          "cannot save to " + file + ": " + describe(failure, "cannot create a file in " + folder));
    } finally {
      deleteQuietly(temporary);
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
    String text;
    try {
      if (Files.isDirectory(path)) {
        throw new SaveFileException(file + ": it is a folder, not a save file");
      }
      long size = Files.size(path);
      if (size > MAX_BYTES) {
        throw new SaveFileException(
            String.format(
                Locale.ROOT,
                "%s: the file is %.1f MB; a save file is at most 1 MB, so this is not one",
                file,
                size / 1e6));
      }
      text = Files.readString(path, StandardCharsets.UTF_8);
    } catch (NoSuchFileException missing) {
      throw new SaveFileException(file + ": no such file");
    } catch (CharacterCodingException notText) {
      throw new SaveFileException(file + ": not a zerosum save: it is not text (UTF-8)");
    } catch (IOException | java.io.UncheckedIOException failure) {
      throw new SaveFileException(file + ": cannot read it: " + describe(failure, "it failed"));
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
      throw new SaveFileException(prefix + "the file is empty; expected a zerosum save (JSON)");
    }
    JsonNode root;
    try {
      root = Json.strictMapper().readTree(text);
    } catch (JsonProcessingException broken) {
      throw new SaveFileException(
          prefix
              + "not a zerosum save: the JSON is broken at line "
              + broken.getLocation().getLineNr()
              + ", column "
              + broken.getLocation().getColumnNr()
              + " ("
              + broken.getOriginalMessage().lines().findFirst().orElse("")
              + ")");
    }
    return parse(root, prefix);
  }

  private static SaveFile parse(JsonNode root, String prefix) {
    if (!root.isObject()) {
      throw new SaveFileException(prefix + "not a zerosum save: expected a JSON object");
    }
    for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!FIELDS.contains(name)) {
        throw new SaveFileException(
            prefix + "unknown field '" + name + "'; expected only " + String.join(", ", FIELDS));
      }
    }
    String format = text(root, "format", prefix);
    if (!format.equals(SaveFile.FORMAT)) {
      throw new SaveFileException(
          prefix + "format is '" + format + "'; expected '" + SaveFile.FORMAT + "'");
    }
    JsonNode version = required(root, "version", prefix);
    if (!version.isInt()) {
      throw new SaveFileException(
          prefix + "field 'version' should be a whole number, found " + kind(version));
    }
    if (version.intValue() < 1 || version.intValue() > SaveFile.VERSION) {
      throw new SaveFileException(
          prefix
              + "version "
              + version.intValue()
              + " is not supported; this program reads versions 1 to "
              + SaveFile.VERSION);
    }
    String game = text(root, "game", prefix);
    Map<String, Object> options = options(required(root, "options", prefix), prefix);
    JsonNode players = required(root, "players", prefix);
    if (!players.isObject()) {
      throw new SaveFileException(
          prefix + "field 'players' should be an object, found " + kind(players));
    }
    String first = text(players, "first", prefix + "players: ");
    String second = text(players, "second", prefix + "players: ");
    JsonNode moveList = required(root, "moves", prefix);
    if (!moveList.isArray()) {
      throw new SaveFileException(
          prefix + "field 'moves' should be a list of moves, found " + kind(moveList));
    }
    List<String> moves = new ArrayList<>();
    for (JsonNode move : moveList) {
      if (!move.isTextual()) {
        throw new SaveFileException(
            prefix
                + "move "
                + (moves.size() + 1)
                + " should be text like \"5\" or \"B-1\", found "
                + kind(move));
      }
      moves.add(move.textValue());
    }
    String time = root.has("time") ? text(root, "time", prefix) : null;
    Long seed = null;
    if (root.has("seed")) {
      JsonNode seedNode = root.get("seed");
      if (!seedNode.isIntegralNumber() || !seedNode.canConvertToLong()) {
        throw new SaveFileException(
            prefix + "field 'seed' should be a whole number, found " + kind(seedNode));
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
      throw new SaveFileException(prefix + "field '" + field + "' is missing");
    }
    return value;
  }

  private static String text(JsonNode node, String field, String prefix) {
    JsonNode value = required(node, field, prefix);
    if (!value.isTextual()) {
      throw new SaveFileException(
          prefix + "field '" + field + "' should be text, found " + kind(value));
    }
    return value.textValue();
  }

  /** Returns what a JSON value is, for a message: "a number (7)", "a list" … */
  private static String kind(JsonNode node) {
    return switch (node.getNodeType()) {
      case ARRAY -> "a list";
      case OBJECT -> "an object";
      case NUMBER -> "a number (" + node + ")";
      case BOOLEAN -> node.booleanValue() ? "true" : "false";
      case STRING -> "text (" + node + ")";
      case NULL -> "null";
      default -> node.getNodeType().toString().toLowerCase(java.util.Locale.ROOT);
    };
  }

  /**
   * Returns what went wrong, in plain words rather than Java's: "permission denied", "it is a
   * folder"; {@code otherwise} when the system gives no reason.
   */
  private static String describe(Exception failure, String otherwise) {
    if (failure instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (failure instanceof FileSystemException system && system.getReason() != null) {
      String reason = system.getReason().toLowerCase(Locale.ROOT);
      return reason.contains("is a directory") ? "it is a folder, not a file" : reason;
    }
    if (failure instanceof NoSuchFileException) {
      return otherwise;
    }
    String message = failure.getMessage();
    return message == null || message.isBlank() ? otherwise : message;
  }

  private static void deleteQuietly(Path temporary) {
    if (temporary != null) {
      try {
        Files.deleteIfExists(temporary);
      } catch (IOException ignored) {
        // the rename has happened or the write failed; a stray temporary file is harmless
      }
    }
  }
}
