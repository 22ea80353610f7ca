package dev.zerosum.book;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The command's answers to wrong input: a message naming what is wrong, never a stack trace. */
class BookJobTest {

  record Case(List<String> args, String message) {}

  static List<Case> mistakes() {
    return List.of(
        new Case(List.of("-o", "x.bin"), "Missing required option: '--plies=<plies>'"),
        new Case(List.of("--plies", "2", "-o", "x.bin", "--from", "48"), "book: --from '48': "),
        new Case(
            List.of("--plies", "50", "-o", "x.bin"),
            "book: 50 plies below '' run off the board; expected 0 to 42"),
        new Case(
            List.of("--plies", "2", "-o", "x.bin", "--chunk", "0"),
            "book: a chunk of 0 positions is too small; expected 1 or more"),
        new Case(
            List.of("--plies", "2", "-o", "no/such/folder/x.bin"), "folder/x.bin: the folder "),
        new Case(
            List.of("--plies", "2", "-o", "no/such/folder/x.bin"),
            "no/such/folder does not exist; create it first"));
  }

  @ParameterizedTest
  @MethodSource("mistakes")
  void answersAMistakeWithAMessage(Case mistake) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int status =
        BookJob.run(
            mistake.args().toArray(String[]::new),
            new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String out = bytes.toString(StandardCharsets.UTF_8);
    assertThat(status).as("a mistake fails the command").isNotZero();
    assertThat(out).as("the message").contains(mistake.message()).doesNotContain("\tat ");
  }
}
