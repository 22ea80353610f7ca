package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Value;
import dev.zerosum.games.tictactoe.TicTacToe;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import dev.zerosum.games.tictactoe.TicTacToePositions;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class AnalyzeCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theJsonOfEveryTicTacToePositionAgreesWithTheReferenceMinimax() throws Exception {
    List<TicTacToePosition> positions = new ArrayList<>(TicTacToePositions.reachable());
    StringBuilder input = new StringBuilder();
    positions.forEach(p -> input.append(p).append('\n'));
    CommandRun run = CommandRun.of(input.toString(), "analyze", "tictactoe", "--format", "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    List<String> lines = run.out().lines().toList();
    assertThat(lines).hasSize(5_478);

    TicTacToe game = new TicTacToe();
    MinimaxSearch<TicTacToePosition, TicTacToeMove> minimax = MinimaxSearch.on(game).build();
    for (int i = 0; i < positions.size(); i++) {
      TicTacToePosition position = positions.get(i);
      JsonNode answer = JSON.readTree(lines.get(i));
      assertThat(fieldNames(answer)).containsExactlyElementsOf(CommandRun.ANALYSIS_KEYS);
      assertThat(answer.get("position").asText()).isEqualTo(position.toString());
      assertThat(answer.get("toMove").asText()).isEqualTo(position.toMove().sign() > 0 ? "X" : "O");
      Value value = minimax.search(position).value();
      assertOutcome(answer, value, position + " itself");

      List<MoveValue<TicTacToeMove>> moves = MoveValue.ofEveryMove(game, minimax, position);
      assertThat(answer.get("moves"))
          .as("%s: one entry per legal move", position)
          .hasSize(moves.size());
      for (int m = 0; m < moves.size(); m++) {
        JsonNode move = answer.get("moves").get(m);
        assertThat(move.get("move").asText()).isEqualTo(moves.get(m).action().toString());
        assertOutcome(move, moves.get(m).value(), position + " move " + moves.get(m).action());
      }
      List<String> best = MoveValue.best(moves).stream().map(TicTacToeMove::toString).toList();
      assertThat(answer.get("best"))
          .extracting(JsonNode::asText)
          .as("%s best", position)
          .containsExactlyElementsOf(best);
    }
  }

  private static void assertOutcome(JsonNode node, Value expected, String what) {
    assertThat(node.get("outcome").asText()).as(what).isEqualTo(expected.outcome().word());
    if (expected.plies().isPresent()) {
      assertThat(node.get("plies").asInt()).as(what).isEqualTo(expected.plies().getAsInt());
    } else {
      assertThat(node.get("plies").isNull()).as("%s: a draw has no plies", what).isTrue();
    }
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new ArrayList<>();
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      names.add(it.next());
    }
    return names;
  }

  @Test
  void anIllegalPositionGetsAnErrorLineAndTheOthersAreStillAnswered() {
    CommandRun run =
        CommandRun.of(
            "", "analyze", "tictactoe", "XXXX.O...", "XO.X.....", "XO.Z.....", "--format", "json");
    assertThat(run.exitCode()).isEqualTo(2);
    List<String> lines = run.out().lines().toList();
    assertThat(lines).hasSize(3);
    assertThat(lines.get(0))
        .isEqualTo(
            "{\"position\":\"XXXX.O...\",\"error\":\"too many X: 4 X and 1 O; X moves first, so there"
                + " are as many X as O, or one more\"}");
    assertThat(lines.get(1))
        .startsWith(
            "{\"game\":\"tictactoe\",\"position\":\"XO.X.....\",\"toMove\":\"O\",\"status\":\"playing\","
                + "\"winner\":null,\"outcome\":\"loss\",\"plies\":4,\"exact\":true,");
    assertThat(lines.get(1))
        .endsWith(
            "{\"move\":\"9\",\"outcome\":\"loss\",\"plies\":2,\"exact\":true}],\"best\":[\"7\"]}");
    assertThat(lines.get(2)).contains("\"error\":\"bad character 'Z' for cell 4");
  }

  @Test
  void theTextFormatShowsTheBoardAndALinePerMove() {
    CommandRun run = CommandRun.of("", "analyze", "tictactoe", "XO./X../...");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .startsWith("XO.X.....: O to move, loss in 4\n X | O | 3\n")
        .contains("\n3  loss in 2\n")
        .contains("\n7  loss in 4\n")
        .contains("best: 7\n");
  }

  @Test
  void manyMovesAllAsGoodAsOneAnotherAreNotListedOneByOne() {
    CommandRun run =
        CommandRun.of(
            "", "analyze", "mnk", "--rows", "4", "--cols", "4", "--k", "4", "..../..../..../....");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("\n16  draw\n")
        .contains("best: every move, all 16 as good as one another\n");
    assertThat(CommandRun.of("", "analyze", "tictactoe", ".........").out())
        .as("up to 12, the moves themselves")
        .contains("best: 1 2 3 4 5 6 7 8 9\n");
  }

  @Test
  void aFinishedGameSaysItIsOverAndWhoWon() {
    CommandRun run = CommandRun.of("", "analyze", "tictactoe", "XXX/OO./...", "--format", "json");
    assertThat(run.out().strip())
        .as("the outcome stays the mover's; the status and the winner say the game is over")
        .isEqualTo(
            "{\"game\":\"tictactoe\",\"position\":\"XXXOO....\",\"toMove\":\"O\",\"status\":\"won\","
                + "\"winner\":\"X\",\"outcome\":\"loss\",\"plies\":0,\"exact\":true,\"moves\":[],\"best\":[]}");
    assertThat(CommandRun.of("", "analyze", "tictactoe", "XXX/OO./...").out())
        .startsWith("XXXOO....: the game is over: X won\n");
    assertThat(CommandRun.of("", "analyze", "tictactoe", "XOXXOOOXX").out())
        .startsWith("XOXXOOOXX: the game is over: a draw\n");
  }

  @Test
  void nimIsSearchedWhenSmallAndSolvedByTheNimSumAtAnySize() throws Exception {
    JsonNode small =
        JSON.readTree(CommandRun.of("", "analyze", "nim", "1,2", "--format", "json").out());
    assertThat(small.get("outcome").asText()).isEqualTo("win");
    assertThat(small.get("plies").asInt()).isEqualTo(3);
    assertThat(small.get("best")).extracting(JsonNode::asText).containsExactly("B-1");

    StringBuilder thousand = new StringBuilder();
    java.util.SplittableRandom random = new java.util.SplittableRandom(5);
    for (int i = 0; i < 1000; i++) {
      thousand.append(i == 0 ? "" : ",").append(random.nextLong(1L << 62));
    }
    CommandRun big = CommandRun.of(thousand + "\n", "analyze", "nim", "--format", "json");
    assertThat(big.exitCode()).as(big.err()).isZero();
    JsonNode answer = JSON.readTree(big.out());
    assertThat(answer.get("plies").isNull()).as("only the outcome is known").isTrue();
    assertThat(answer.get("moves").isNull()).as("too many moves to list").isTrue();
    assertThat(answer.get("outcome").asText()).isIn("win", "loss");
    if (answer.get("outcome").asText().equals("win")) {
      assertThat(answer.get("best")).as("the moves that make the nim-sum zero").isNotEmpty();
    }
  }

  @Test
  void nimSaysInTheJsonWhenThePliesAreUnknownAndTheMovesTooMany() throws Exception {
    CommandRun run =
        CommandRun.of("2,6,16,35\n1099511627776,3\n", "analyze", "nim", "--format", "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    String[] lines = run.out().split("\n");
    JsonNode exact = JSON.readTree(lines[0]);
    JsonNode huge = JSON.readTree(lines[1]);

    assertThat(fieldNames(exact))
        .as("an exact analysis has the keys of every game")
        .containsExactlyElementsOf(CommandRun.ANALYSIS_KEYS);
    assertThat(exact.get("plies").isInt()).as("6,441 positions below: solved to the ply").isTrue();
    assertThat(exact.get("moves")).hasSize(2 + 6 + 16 + 35);
    exact.get("moves").forEach(move -> assertThat(move.get("plies").isInt()).isTrue());
    assertThat(fieldNames(huge))
        .as("the two keys said only when true come last")
        .containsExactlyElementsOf(
            Stream.concat(
                    CommandRun.ANALYSIS_KEYS.stream(), Stream.of("pliesUnknown", "tooManyMoves"))
                .toList());
    assertThat(huge.get("plies").isNull()).isTrue();
    assertThat(huge.get("pliesUnknown").asBoolean()).as("plies not computed, and said").isTrue();
    assertThat(huge.get("moves").isNull()).isTrue();
    assertThat(huge.get("tooManyMoves").asBoolean()).as("moves not listed, and said").isTrue();
    assertThat(huge.get("best")).extracting(JsonNode::asText).containsExactly("A-1099511627773");
  }

  @Test
  void misereChangesTheEnding() throws Exception {
    JsonNode normal =
        JSON.readTree(CommandRun.of("", "analyze", "nim", "1,1,1", "--format", "json").out());
    JsonNode misere =
        JSON.readTree(
            CommandRun.of("", "analyze", "nim", "1,1,1", "--misere", "--format", "json").out());
    assertThat(normal.get("outcome").asText()).isEqualTo("win");
    assertThat(misere.get("outcome").asText()).isEqualTo("loss");
  }
}
