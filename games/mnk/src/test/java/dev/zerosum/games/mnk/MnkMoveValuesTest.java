package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Score;
import dev.zerosum.core.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MnkMoveValuesTest {
  /**
   * The estimates of an analysis look at the board once for the opponent's lines to complete; they
   * must say what playing every reply to every move says (the former way, the square of the moves),
   * on seeded random positions with many stones, where such lines are common.
   */
  @ParameterizedTest
  @CsvSource({"15, 15, 5, 23", "7, 7, 4, 5", "4, 4, 3, 11", "3, 3, 3, 2"})
  void theEstimatesSayWhatPlayingEveryReplySays(int rows, int columns, int k, long seed) {
    MnkShape shape = MnkShape.of(rows, columns, k);
    Mnk game = new Mnk(shape);
    Random random = new Random(seed);
    int compared = 0;
    int lossesInTwo = 0;
    for (int sample = 0; sample < 200; sample++) {
      MnkPosition state = randomPosition(game, random, Math.min(shape.cells() - 1, 40));
      if (state.isOver()) {
        continue;
      }
      List<MoveValue<MnkMove>> values = new ArrayList<>();
      MnkMoveValues.estimateEach(game, state, values);
      List<MnkMove> moves = game.actions(state);
      assertThat(values).hasSize(moves.size());
      for (int i = 0; i < moves.size(); i++) {
        Value expected = byEveryReply(game, state, moves.get(i));
        assertThat(values.get(i).value())
            .as("seed %d, %s, move %s", seed, state, moves.get(i))
            .isEqualTo(expected);
        lossesInTwo += expected.equals(new Value(Score.ofTerminal(-1, 2), true)) ? 1 : 0;
        compared++;
      }
    }
    assertThat(compared).isPositive();
    assertThat(lossesInTwo).as("moves that lose in 2, seed %d", seed).isPositive();
  }

  /** Returns the estimate as it was made before: every reply to the move played. */
  private static Value byEveryReply(Mnk game, MnkPosition state, MnkMove move) {
    MnkPosition after = game.result(state, move);
    if (after.winner().isPresent()) {
      return new Value(Score.ofTerminal(1, 1), true);
    }
    if (after.isFull()) {
      return Value.draw();
    }
    for (MnkMove reply : game.actions(after)) {
      if (game.result(after, reply).winner().isPresent()) {
        return new Value(Score.ofTerminal(-1, 2), true);
      }
    }
    return new Value(state.toMove().sign() * new MnkEvaluator().estimateForMax(after), false);
  }

  /** Plays up to {@code plies} random moves in the board's middle, where lines form. */
  private static MnkPosition randomPosition(Mnk game, Random random, int plies) {
    MnkShape shape = game.shape();
    MnkPosition state = game.initialState();
    int count = random.nextInt(plies + 1);
    for (int i = 0; i < count && !state.isOver(); i++) {
      int rows = Math.min(shape.rows(), 7);
      int columns = Math.min(shape.columns(), 7);
      int row = (shape.rows() - rows) / 2 + random.nextInt(rows);
      int column = (shape.columns() - columns) / 2 + random.nextInt(columns);
      int cell = shape.cellAt(row, column);
      if (state.isEmpty(cell)) {
        MnkPosition next = state.play(cell);
        if (next.isOver()) {
          break;
        }
        state = next;
      }
    }
    return state;
  }
}
