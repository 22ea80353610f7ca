package dev.zerosum.app.save;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zerosum.app.games.GameOptions;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads and writes {@link SaveFile}s as JSON. Reading checks every field and names the first that
 * is wrong; writing is atomic (a temporary file in the same folder, then a rename), so a crash
 * never leaves half a file and never destroys the previous save.
 */
public final class SaveFiles {
  /** Larger files are refused unread: a save file of a thousand moves is a few kilobytes. */
  public static final long MAX_BYTES = 1 << 20;

  private static final Set<String> FIELDS =
      Set.of("format", "version", "game", "options", "players", "moves");
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  private SaveFiles() {}

  /** Returns {@code save} as the JSON text of a save file. */
  public static String toJson(SaveFile save) {
    ObjectNode root = JSON.createObjectNode();
    root.put("format", SaveFile.FORMAT);
    root.put("version", SaveFile.VERSION);
    root.put("game", save.game());
    ObjectNode options = root.putObject("options");
    if (!save.options().piles().isEmpty()) {
      ArrayNode piles = options.putArray("piles");
      save.options().piles().forEach(piles::add);
      options.put("misere", save.options().misere());
    }
    ObjectNode players = root.putObject("players");
    players.put("first", save.first());
    players.put("second", save.second());
    ArrayNode moves = root.putArray("moves");
    save.moves().forEach(moves::add);
    try {
      return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
    } catch (JsonProcessingException impossible) {
      throw new IllegalStateException("a tree of plain values always serializes", impossible);
    }
  }

  /** Writes {@code save} to {@code file}, atomically. */
  public static void write(Path file, SaveFile save) {
    String text = toJson(save);
    Path target = file.toAbsolutePath();
    Path folder = target.getParent();
    Path temporary = null;
    try {
      temporary = Files.createTempFile(folder, "." + target.getFileName(), ".tmp");
      try (OutputStream out = Files.newOutputStream(temporary)) {
        out.write(text.getBytes(StandardCharsets.UTF_8));
      }
      try {
        Files.move(
            temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException notOnThisFileSystem) {
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (NoSuchFileException missingFolder) {
      throw new SaveFileException(
          "cannot save to " + file + ": the folder " + folder + " does not exist");
    } catch (IOException failure) {
      throw new SaveFileException("cannot save to " + file + ": " + describe(failure));
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
    String text;
    try {
      long size = Files.size(file);
      if (size > MAX_BYTES) {
        throw new SaveFileException(
            String.format(
                Locale.ROOT,
                "%s: the file is %.1f MB; a save file is at most 1 MB, so this is not one",
                file,
                size / 1e6));
      }
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException missing) {
      throw new SaveFileException(file + ": no such file");
    } catch (IOException | java.io.UncheckedIOException failure) {
      throw new SaveFileException(file + ": cannot read it: " + describe(failure));
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
      root = JSON.readTree(text);
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
            prefix + "unknown field '" + name + "'; expected only " + String.join(", ", sorted()));
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
    if (version.intValue() != SaveFile.VERSION) {
      throw new SaveFileException(
          prefix
              + "version "
              + version.intValue()
              + " is not supported; this program reads version "
              + SaveFile.VERSION);
    }
    String game = text(root, "game", prefix);
    GameOptions options = options(required(root, "options", prefix), prefix);
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
    return new SaveFile(game, options, first, second, moves);
  }

  private static GameOptions options(JsonNode node, String prefix) {
    if (!node.isObject()) {
      throw new SaveFileException(
          prefix + "field 'options' should be an object, found " + kind(node));
    }
    List<Long> piles = new ArrayList<>();
    JsonNode pileList = node.get("piles");
    if (pileList != null) {
      if (!pileList.isArray()) {
        throw new SaveFileException(
            prefix
                + "options: field 'piles' should be a list of whole numbers, found "
                + kind(pileList));
      }
      for (JsonNode pile : pileList) {
        if (!pile.canConvertToLong() || !pile.isIntegralNumber()) {
          throw new SaveFileException(
              prefix
                  + "options: pile "
                  + (piles.size() + 1)
                  + " should be a whole number, found "
                  + kind(pile));
        }
        piles.add(pile.longValue());
      }
    }
    JsonNode misere = node.get("misere");
    if (misere != null && !misere.isBoolean()) {
      throw new SaveFileException(
          prefix + "options: field 'misere' should be true or false, found " + kind(misere));
    }
    for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!name.equals("piles") && !name.equals("misere")) {
        throw new SaveFileException(
            prefix + "options: unknown field '" + name + "'; expected piles, misere");
      }
    }
    return new GameOptions(piles, misere != null && misere.booleanValue());
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

  private static List<String> sorted() {
    return List.of("format", "version", "game", "options", "players", "moves");
  }

  private static String describe(Exception failure) {
    String message = failure.getMessage();
    return failure
            .getClass()
            .getSimpleName()
            .replace("Exception", "")
            .toLowerCase(java.util.Locale.ROOT)
        + (message == null ? "" : " (" + message + ")");
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
