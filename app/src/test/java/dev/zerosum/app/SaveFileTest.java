package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SaveFileTest {
  @TempDir Path folder;

  private static final String HEAD =
      "{\"format\":\"zerosum-save\",\"version\":1,\"game\":\"tictactoe\",\"options\":{},"
          + "\"players\":{\"first\":\"human\",\"second\":\"perfect\"},";

  @Test
  void saveThenLoadGivesTheSameGame() throws IOException {
    Path file = folder.resolve("game.json");
    CommandRun first =
        CommandRun.of("5\nsave " + file + "\nquit\n", "play", "tictactoe", "--plain");
    assertThat(first.out()).contains("saved to " + file);
    String saved = Files.readString(file);
    assertThat(saved).contains("\"moves\" : [ \"5\", \"1\" ]").contains("\"second\" : \"perfect\"");
    try (var files = Files.list(folder)) {
      assertThat(files).as("no temporary file is left behind").containsExactly(file);
    }

    CommandRun resumed =
        CommandRun.of("hint\nquit\n", "play", "--load", file.toString(), "--plain");
    assertThat(resumed.exitCode()).isZero();
    assertThat(resumed.out())
        .as("the board after 5 and 1")
        .startsWith(
            " O | 2 | 3\n---+---+---\n 4 | X | 6\n---+---+---\n 7 | 8 | 9\nX to move> hint:");

    // Loading inside a session replaces the game in progress.
    CommandRun inSession =
        CommandRun.of("9\nload " + file + "\nquit\n", "play", "tictactoe", "--plain");
    assertThat(inSession.out()).contains("loaded " + file + ": 2 moves").contains(" O |   |  \n");
  }

  @Test
  void savingReplacesTheOldFileWhole() throws IOException {
    Path file = folder.resolve("game.json");
    Files.writeString(file, "x".repeat(10_000));
    CommandRun.of("save " + file + "\nquit\n", "play", "nim", "--piles", "2,3", "--misere");
    assertThat(Files.readString(file))
        .startsWith("{")
        .contains("\"piles\" : [ 2, 3 ]")
        .contains("\"misere\" : true")
        .doesNotContain("xxx");
  }

  @Test
  void aSaveToAMissingFolderSaysSoAndThePlayGoesOn() {
    Path file = folder.resolve("no/such/folder/game.json");
    CommandRun run = CommandRun.of("save " + file + "\n5\nquit\n", "play", "tictactoe", "--plain");
    assertThat(run.out()).contains("cannot save to " + file).contains("O (perfect) plays");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "truncated|{\"format\":\"zerosum-save\",\"version\":1,\"ga|the JSON is broken at line 1",
        "not JSON|hello, world|not a zerosum save: the JSON is broken",
        "empty|``|the file is empty; expected a zerosum save (JSON)",
        "a list|[1, 2, 3]|not a zerosum save: expected a JSON object",
        "other JSON|{\"name\": \"x\"}|unknown field 'name'",
        "wrong format|{\"format\":\"other\",\"version\":1}|format is 'other'; expected 'zerosum-save'",
        "wrong version|{\"format\":\"zerosum-save\",\"version\":2}|version 2 is not supported; this"
            + " program reads version 1",
        "version as text|{\"format\":\"zerosum-save\",\"version\":\"1\"}|field 'version' should be a"
            + " whole number, found text (\"1\")",
        "unknown game|{\"format\":\"zerosum-save\",\"version\":1,\"game\":\"chess\",\"options\":{},"
            + "\"players\":{\"first\":\"human\",\"second\":\"perfect\"},\"moves\":[]}|unknown game"
            + " 'chess'; expected tictactoe or nim",
        "moves as text|HEAD\"moves\":\"5,1\"}|field 'moves' should be a list of moves, found text",
        "a move as a number|HEAD\"moves\":[5]}|move 1 should be text like \"5\" or \"B-1\", found a"
            + " number (5)",
        "missing moves|HEAD\"extra\":1}|unknown field 'extra'",
        "no moves|HEAD_OPEN|field 'moves' is missing",
        "illegal move|HEAD\"moves\":[\"5\",\"1\",\"5\"]}|move 3 ('5'): cell 5 is already taken by X",
        "move after the end|HEAD\"moves\":[\"1\",\"4\",\"2\",\"5\",\"3\",\"9\"]}|move 6 ('9'): the"
            + " game is over: no more moves can be played",
        "unknown player|{\"format\":\"zerosum-save\",\"version\":1,\"game\":\"tictactoe\",\"options\":{},"
            + "\"players\":{\"first\":\"god\",\"second\":\"perfect\"},\"moves\":[]}|players: unknown"
            + " player 'god'",
        "negative pile|{\"format\":\"zerosum-save\",\"version\":1,\"game\":\"nim\",\"options\":{\"piles\":[3,-1]},"
            + "\"players\":{\"first\":\"human\",\"second\":\"perfect\"},\"moves\":[]}|bad piles:"
      })
  void aBrokenSaveGetsItsOwnMessageAndExit2AndIsLeftUntouched(
      String name, String content, String message) throws IOException {
    String text =
        content
            .replace("HEAD_OPEN", HEAD.substring(0, HEAD.length() - 1) + "}")
            .replace("HEAD", HEAD);
    Path file = folder.resolve(name.replace(' ', '-') + ".json");
    Files.writeString(file, text, StandardCharsets.UTF_8);
    assertRefusedAndUntouched(file, message);
  }

  @Test
  void a50MegabyteFileIsRefusedUnread() throws IOException {
    Path file = folder.resolve("huge.json");
    try (RandomAccessFile huge = new RandomAccessFile(file.toFile(), "rw")) {
      huge.setLength(50_000_000);
    }
    assertRefusedAndUntouched(file, "the file is 50.0 MB; a save file is at most 1 MB");
  }

  @Test
  void aMissingFileIsNamed() {
    CommandRun run = CommandRun.of("", "play", "--load", folder.resolve("gone.json").toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("gone.json: no such file");
  }

  private static void assertRefusedAndUntouched(Path file, String message) throws IOException {
    byte[] before = Files.readAllBytes(file);
    FileTime modified = Files.getLastModifiedTime(file);
    CommandRun run = CommandRun.of("", "play", "--load", file.toString());
    assertThat(run.exitCode()).as(run.all()).isEqualTo(2);
    assertThat(run.err()).contains(file.toString()).contains(message).doesNotContain("\tat ");
    assertThat(Files.readAllBytes(file)).as("the file is untouched").isEqualTo(before);
    assertThat(Files.getLastModifiedTime(file)).isEqualTo(modified);
  }
}
