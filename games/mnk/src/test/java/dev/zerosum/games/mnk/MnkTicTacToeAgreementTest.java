package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.StopCondition;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import dev.zerosum.games.tictactoe.TicTacToePositions;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The m,n,k module set to 3,3,3 is tic-tac-toe: through the registry, as every front end sees them,
 * its analysis of each of the 5,478 positions is the tic-tac-toe module's (the perfect-play table
 * there, the bitboard solver here), but for the game's name and the position's slashes.
 */
class MnkTicTacToeAgreementTest {

  @Test
  void everyPositionHasTheSameAnalysisAsTicTacToes() {
    GameRegistry registry = GameRegistry.standard();
    PlayableGame<?, ?> ticTacToe = registry.find("tictactoe").createDefault();
    GameModule mnk = registry.find("mnk");
    PlayableGame<?, ?> threeByThree =
        mnk.create(GameOptions.of(mnk.options(), Map.of("rows", 3L, "cols", 3L, "k", 3L)));
    List<String> disagreements = new ArrayList<>();
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      Analysis expected = analysis(ticTacToe, position.toString());
      Analysis found = analysis(threeByThree, position.toString());
      Analysis renamed =
          new Analysis(
              expected.game(),
              found.position().replace("/", ""),
              found.toMove(),
              found.status(),
              found.winner(),
              found.outcome(),
              found.plies(),
              found.exact(),
              found.moves(),
              found.best());
      if (!renamed.equals(expected)) {
        disagreements.add(position + ":\n  tictactoe " + expected + "\n  mnk       " + found);
      }
    }
    assertThat(TicTacToePositions.reachable()).hasSize(5_478);
    assertThat(disagreements).as("positions analysed differently").isEmpty();
  }

  private static <S, A> Analysis analysis(PlayableGame<S, A> game, String position) {
    return game.analyze(game.parsePosition(position, null), StopCondition.never());
  }
}
