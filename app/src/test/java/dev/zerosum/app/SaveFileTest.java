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
        CommandRun.of(
            "5\nsave " + file + "\nquit\n", "play", "tictactoe", "--plain", "--seed", "7");
    assertThat(first.out()).contains("saved to " + file);
    String saved = Files.readString(file);
    assertThat(saved)
        .contains("\"moves\" : [ \"5\", \"1\" ]")
        .contains("\"second\" : \"perfect\"")
        .as("the engines' time and seed are kept, so the game goes on as it was")
        .contains("\"time\" : \"2s\"")
        .contains("\"seed\" : 7");
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
    assertThat(inSession.out()).contains("loaded " + file + ": 2 moves").contains(" O | 2 | 3\n");
  }

  @Test
  void gomokuIsSavedInPointsAndASaveInTheOldXyFormStillLoads() throws IOException {
    Path file = folder.resolve("gomoku.json");
    CommandRun first =
        CommandRun.of(
            "h8\nsave " + file + "\nquit\n", "play", "gomoku", "--second", "random", "--plain");
    assertThat(first.out()).contains("saved to " + file);
    assertThat(Files.readString(file))
        .as("h8 and random's answer, as points")
        .containsPattern("\"moves\" : \\[ \"h8\", \"[a-o]([1-9]|1[0-5])\" \\]");
    CommandRun resumed = CommandRun.of("quit\n", "play", "--load", file.toString(), "--plain");
    assertThat(resumed.exitCode()).as(resumed.err()).isZero();
    assertThat(resumed.out()).contains(" 8 . . . . . . . X . . . . . . . 8\n");

    Path before = folder.resolve("gomoku-before-points.json");
    Files.writeString(
        before,
        "{\"format\":\"zerosum-save\",\"version\":1,\"game\":\"gomoku\",\"options\":{},"
            + "\"players\":{\"first\":\"human\",\"second\":\"random\"},"
            + "\"moves\":[\"7,7\",\"8,8\"]}");
    CommandRun old = CommandRun.of("quit\n", "play", "--load", before.toString(), "--plain");
    assertThat(old.exitCode()).as(old.err()).isZero();
    assertThat(old.out())
        .as("7,7 is h8 and 8,8 is i7: x,y from 0 at the top left")
        .contains(" 8 . . . . . . . X . . . . . . . 8\n")
        .contains(" 7 . . . . . . . . O . . . . . . 7\n");
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
        "truncated|{\"format\":\"zerosum-save\",\"version\":1,\"ga|not a zerosum save: the JSON"
            + " ends at line 1, column 41 before it is complete",
        "not JSON|hello, world|not a zerosum save: the JSON is broken at line 1, column 1, at 'h'",
        "a page|<html>|not a zerosum save: the JSON is broken at line 1, column 1, at '<'",
        "a bare word|{\"format\": zerosum}|the JSON is broken at line 1, column 12, at 'z'",
        "empty|``|the file is empty; expected a zerosum save (JSON)",
        "a list|[1, 2, 3]|not a zerosum save: expected a JSON object",
        "other JSON|{\"name\": \"x\"}|unknown field 'name'",
        "wrong format|{\"format\":\"other\",\"version\":1}|format is 'other'; expected 'zerosum-save'",
        "wrong version|{\"format\":\"zerosum-save\",\"version\":3}|version 3 is not supported; this"
            + " program reads versions 1 to 2",
        "version as text|{\"format\":\"zerosum-save\",\"version\":\"1\"}|field 'version' should be a"
            + " whole number, found text (\"1\")",
        "unknown game|{\"format\":\"zerosum-save\",\"version\":1,\"game\":\"chess\",\"options\":{},"
            + "\"players\":{\"first\":\"human\",\"second\":\"perfect\"},\"moves\":[]}|unknown game"
            + " 'chess'; expected tictactoe, nim, ",
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
            + "\"players\":{\"first\":\"human\",\"second\":\"perfect\"},\"moves\":[]}|--piles item: -1 is"
            + " out of range",
        "unknown option|{\"format\":\"zerosum-save\",\"version\":1,\"game\":\"nim\",\"options\":{\"colour\":1},"
            + "\"players\":{\"first\":\"human\",\"second\":\"perfect\"},\"moves\":[]}|--colour is not an"
            + " option of this game",
        "bad seed|HEAD\"seed\":\"x\",\"moves\":[]}|field 'seed' should be a whole number"
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
  void aFileThatIsNotTextIsNamedInPlainWords() throws IOException {
    Path file = folder.resolve("picture.json");
    Files.write(file, new byte[] {(byte) 0xff, (byte) 0xd8, (byte) 0xff, 0x00, (byte) 0xc3});
    assertRefusedAndUntouched(file, "not a zerosum save: it is not text (UTF-8)");
    CommandRun run = CommandRun.of("", "play", "--load", file.toString());
    assertThat(run.err())
        .as("no words of Java's")
        .doesNotContain("malformed")
        .doesNotContain("Input length");
  }

  @Test
  void aFolderIsNotASaveFile() {
    CommandRun run = CommandRun.of("", "play", "--load", folder.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains(": it is a folder, not a save file").doesNotContain("io (");
    CommandRun save = CommandRun.of("save " + folder + "\nquit\n", "play", "--plain");
    assertThat(save.out()).contains("cannot save to " + folder + ": it is a folder, not a file");
  }

  @Test
  void aFolderThatExistsButTakesNoFilesIsNotCalledMissing() {
    CommandRun run = CommandRun.of("save /proc/x.json\nquit\n", "play", "--plain");
    assertThat(run.out())
        .contains("cannot save to /proc/x.json: ")
        .doesNotContain("does not exist");
  }

  @Test
  void aTildeIsTheHomeFolderTheEnvironmentNames() throws IOException {
    // $HOME, as the shell reads ~ (the JVM's user.home is the account's, which $HOME may not be);
    // a test cannot set it, so the file goes there, under a name no one has, and is removed.
    String home = System.getenv().getOrDefault("HOME", System.getProperty("user.home"));
    String name = ".zerosum-test-" + System.nanoTime() + ".json";
    Path saved = Path.of(home, name);
    try {
      CommandRun run = CommandRun.of("5\nsave ~/" + name + "\nquit\n", "play", "--plain");
      assertThat(run.out()).contains("saved to ~/" + name);
      assertThat(saved).exists();
      CommandRun load = CommandRun.of("quit\n", "play", "--load", "~/" + name, "--plain");
      assertThat(load.exitCode()).as(load.err()).isZero();
    } finally {
      Files.deleteIfExists(saved);
    }
  }

  @Test
  void aSaveIsReadableAsTheUmaskAllowsNotOnlyByItsOwner() throws IOException {
    Path file = folder.resolve("shared.json");
    CommandRun.of("save " + file + "\nquit\n", "play", "--plain");
    Path probe = Files.createFile(folder.resolve("probe")); // made as any file the user makes
    assertThat(Files.getPosixFilePermissions(file))
        .as("the same permissions as a file made the usual way (not always 0600)")
        .isEqualTo(Files.getPosixFilePermissions(probe));
  }

  @Test
  void aFinishedSaveIsShownAndNotCountedAsAGame() throws IOException {
    Path file = folder.resolve("over.json");
    Files.writeString(file, HEAD + "\"moves\":[\"1\",\"4\",\"2\",\"5\",\"3\"]}");
    CommandRun run =
        CommandRun.of(
            "", "play", "--load", file.toString(), "--plain", "--games", "1", "--x", "perfect");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("The saved game is already over: X (perfect) wins. A new game starts.")
        .contains("Scoreboard after 1 game:")
        .as("the one game counted is the new one: perfect against perfect draws")
        .contains("draws 1");
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
