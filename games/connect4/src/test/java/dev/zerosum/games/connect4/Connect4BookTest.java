package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The book's format against its reader: a small book of the end of a game, every score solved
 * directly, written and read back; then each way a file can be wrong, and its message.
 */
class Connect4BookTest {
  /** A middle game (Test_L2_R1's first line) whose subtree is cheap to solve. */
  private static final String ROOT = "2252576253462244111563365343671";

  @TempDir static Path folder;
  private static Map<Connect4Position, Integer> solved;
  private static Path bookFile;

  @BeforeAll
  static void writeABookOfTheSubtree() {
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    solved = new LinkedHashMap<>();
    List<Connect4Position> level = List.of(Connect4Position.of(ROOT));
    for (int ply = 0; ply <= 3; ply++) {
      List<Connect4Position> next = new ArrayList<>();
      for (Connect4Position position : level) {
        if (solved.containsKey(position) || solved.containsKey(position.mirrored())) {
          continue;
        }
        solved.put(position, solver.solve(position));
        for (int column = 0; column < 7; column++) {
          if (position.canPlay(column) && !position.isWinningMove(column)) {
            next.add(position.play(column));
          }
        }
      }
      level = next;
    }
    Connect4BookWriter writer =
        new Connect4BookWriter(ROOT.length(), ROOT.length() + 3, ROOT.length() + 3);
    solved.forEach(writer::add);
    bookFile = folder.resolve("sub.bin");
    writer.write(bookFile);
  }

  @Test
  void givesBackEveryScoreItWasWrittenWithAndTheMirrorImagesToo() {
    Connect4Book book = Connect4Book.open(bookFile);
    assertThat(book.size())
        .as("one entry a position and its mirror image")
        .isEqualTo(solved.size());
    solved.forEach(
        (position, score) -> {
          assertThat(book.score(position)).as("%s", position).hasValue(score);
          assertThat(book.score(position.mirrored())).as("mirror of %s", position).hasValue(score);
        });
    assertThat(book.header())
        .isEqualTo(
            new Connect4BookHeader(
                "connect4", 7, 6, 31, 34, 34, solved.size(), book.header().checksum()));
  }

  @Test
  void holdsNoPositionOutsideItsRange() {
    Connect4Book book = Connect4Book.open(bookFile);
    assertThat(book.score(Connect4Position.empty())).as("ply 0 is before the range").isEmpty();
    assertThat(book.score(Connect4Position.of("2252576253462244111563365343617")))
        .as("another position of ply 31")
        .isEmpty();
  }

  @Test
  void itsEntriesTurnBackIntoThePositionsTheyWereWrittenFrom() {
    Connect4Book book = Connect4Book.open(bookFile);
    for (int i = 0; i < book.size(); i++) {
      Connect4Position position = book.positionAt(i);
      Integer score =
          solved.containsKey(position) ? solved.get(position) : solved.get(position.mirrored());
      assertThat(score).as("entry %d, %s, was written", i, position).isEqualTo(book.scoreAt(i));
      assertThat(Connect4Position.of(position.history())).isEqualTo(position);
    }
  }

  @Test
  void aTruncatedFileIsRejectedWithTheCountItAnnounced() throws IOException {
    Path cut = folder.resolve("cut.bin");
    Files.copy(bookFile, cut);
    try (RandomAccessFile file = new RandomAccessFile(cut.toFile(), "rw")) {
      file.setLength(file.length() - 5);
    }
    assertThatThrownBy(() -> Connect4Book.open(cut))
        .isInstanceOf(Connect4BookException.class)
        .hasMessageContaining("is truncated or damaged: its header announces " + solved.size());
    Path header = folder.resolve("header.bin");
    Files.write(header, new byte[] {0x5A, 0x53, 0x42, 0x4B, 0, 1, 8});
    assertThatThrownBy(() -> Connect4Book.open(header))
        .hasMessageContaining("truncated or damaged: its header is incomplete");
  }

  @Test
  void aChangedEntryFailsTheChecksum() throws IOException {
    Path damaged = folder.resolve("damaged.bin");
    byte[] bytes = Files.readAllBytes(bookFile);
    bytes[bytes.length - 1] ^= 1; // the last entry's score
    Files.write(damaged, bytes);
    assertThatThrownBy(() -> Connect4Book.open(damaged))
        .isInstanceOf(Connect4BookException.class)
        .hasMessageContaining("is damaged: the checksum of its entries is");
  }

  @Test
  void anotherVersionOrAnotherFileIsNamedAsSuch() throws IOException {
    byte[] bytes = Files.readAllBytes(bookFile);
    bytes[5] = 2; // the version's low byte
    Path future = folder.resolve("future.bin");
    Files.write(future, bytes);
    assertThatThrownBy(() -> Connect4Book.open(future))
        .hasMessageEndingWith("is a book of format version 2; this program reads version 1 only");
    Path text = folder.resolve("text.bin");
    Files.writeString(text, "4453 -2\n");
    assertThatThrownBy(() -> Connect4Book.open(text))
        .hasMessageEndingWith("text.bin is not an opening book of zerosum");
    assertThatThrownBy(() -> Connect4Book.open(folder.resolve("none.bin")))
        .hasMessageEndingWith("none.bin does not exist");
  }

  @Test
  void theWriterRefusesTwoScoresForOnePosition() {
    Connect4BookWriter writer = new Connect4BookWriter(0, 1, 1);
    writer.add(Connect4Position.of("1"), 2);
    writer.add(Connect4Position.of("7"), 3); // the mirror image of "1"
    assertThatThrownBy(() -> writer.write(folder.resolve("twice.bin")))
        .hasMessage("position 1 was given two scores: 2 and 3");
  }

  @Test
  void aKeyBecomesAPositionWithAHistoryThatReachesIt() {
    for (String moves : List.of("", "4", "4453", "2252576253462244111563365343671351441")) {
      Connect4Position position = Connect4Position.of(moves);
      Connect4Position rebuilt = Connect4Position.ofKey(position.key());
      assertThat(rebuilt).as(moves).isEqualTo(position);
      assertThat(Connect4Position.of(rebuilt.history())).as(moves).isEqualTo(position);
    }
  }
}
