package dev.zerosum.games.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Budget;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.BoardMove;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Language;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tree game as front ends see it: its board, names, engines, analysis and texts. */
class PlayableTreeTest {
  private final PlayableTree game = (PlayableTree) new TreeModule().createDefault();

  @Test
  void theBoardIsTheNodeAndItsChildren() {
    TreePosition start = game.game().initialState();
    assertThat(game.board(start))
        .isEqualTo(
            new BoardView.Tree(
                "A",
                null,
                List.of(
                    new BoardView.Tree.Child("B", null, 3),
                    new BoardView.Tree.Child("C", null, 3),
                    new BoardView.Tree.Child("D", null, 3))));
    assertThat(game.boardMoves(start))
        .containsExactly(BoardMove.named("B"), BoardMove.named("C"), BoardMove.named("D"));
    TreePosition atB = game.parsePosition(TreeModule.TEXTBOOK_FIGURE + "/B", Player.MIN);
    assertThat(((BoardView.Tree) game.board(atB)).children())
        .containsExactly(
            new BoardView.Tree.Child("b1", 3, 0),
            new BoardView.Tree.Child("b2", 12, 0),
            new BoardView.Tree.Child("b3", 8, 0));
    TreePosition b2 = game.parsePosition(TreeModule.TEXTBOOK_FIGURE + "/B/b2", null);
    assertThat(game.board(b2)).isEqualTo(new BoardView.Tree("b2", 12, List.of()));
    assertThat(game.boardMoves(b2)).isEmpty();
  }

  @Test
  void nodesAreNamedShortlyAndTitlesWriteThePlainTree() {
    TreePosition plain = game.parsePosition("[[3,12,8],[2,4,6]]/2", null);
    assertThat(game.nodeName(plain)).isEqualTo("/2");
    assertThat(game.nodeName(plain.after(1))).as("a leaf by its utility").isEqualTo("4");
    assertThat(game.nodeName(game.game().initialState())).isEqualTo("A");
    assertThat(game.displayPosition(game.game().initialState()))
        .isEqualTo("[[3,12,8],[2,4,6],[14,5,2]]");
    assertThat(game.displayPosition(plain)).isEqualTo("[[3,12,8],[2,4,6]]/2");
    TreePosition wide = game.parsePosition("[" + "1,".repeat(40) + "1]", null);
    try (Language.Scope scope = Language.use(Language.ENGLISH)) {
      assertThat(game.displayPosition(wide)).isEqualTo("a tree of 42 nodes");
    }
    assertThat(game.maxUtility(game.game().initialState())).isEqualTo(14);
    assertThat(game.maxUtility(plain)).isEqualTo(6);
  }

  @Test
  void perfectPlaysMinimaxWhereTheHopefulPlayerPlaysTheMean() {
    // A clock that moves 1 ms a reading: the searches' budget never depends on the machine.
    AgentContext context =
        new AgentContext(
            1,
            Budget.of(
                Duration.ofSeconds(2),
                Ticker.counting(Duration.ofMillis(1)),
                StopCondition.never()),
            note -> {},
            1);
    TreePosition trap = game.parsePosition("[[1,20],[5,6]]", null);
    assertThat(game.agent(AgentSpec.parse("perfect"), context).chooseAction(trap))
        .as("sure of 5")
        .isEqualTo(new TreeMove(1));
    assertThat(game.agent(AgentSpec.parse("heuristic"), context).chooseAction(trap))
        .as("hoping for the mean of 1 and 20")
        .isEqualTo(new TreeMove(0));
    assertThat(game.agent(AgentSpec.parse("minimax"), context).chooseAction(trap))
        .isEqualTo(new TreeMove(1));
    assertThat(game.agent(AgentSpec.parse("random"), context).chooseAction(trap))
        .isEqualTo(game.agent(AgentSpec.parse("random"), context).chooseAction(trap));
    assertThat(game.agents()).doesNotContain("mcts");
  }

  @Test
  void theAnalysisGivesEachMoveItsOutcomeAndTheExplanationItsValue() {
    TreePosition start = game.game().initialState();
    Analysis analysis = game.analyze(start, StopCondition.never());
    assertThat(analysis.outcome()).as("3 for MAX, who moves").isEqualTo("win");
    assertThat(analysis.plies()).isNull();
    assertThat(analysis.exact()).isTrue();
    assertThat(analysis.best()).containsExactly("B");
    assertThat(analysis.moves())
        .extracting(Analysis.MoveAnalysis::move)
        .containsExactly("B", "C", "D");
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(game.explain(start))
          .isEqualTo(
              "\nValores minimax para MAX bajo A, en el orden escrito: B = 3, C = 2, D = 2.\n"
                  + "MAX elige el primero de los más altos: B, valor 3.\n");
      assertThat(game.render(start, false))
          .isEqualTo(
              "nodo A, juega MAX; sus hijos:\n"
                  + "  B  juega MIN, 3 hijos\n"
                  + "  C  juega MIN, 3 hijos\n"
                  + "  D  juega MIN, 3 hijos\n");
      assertThat(game.displayPlayerName(Player.MIN)).isEqualTo("segundo");
    }
    TreePosition loss = game.parsePosition("[[-3,5],[-4,-1]]", null);
    Analysis lost = game.analyze(loss, StopCondition.never());
    assertThat(lost.outcome()).as("MAX is held to -3").isEqualTo("loss");
    assertThat(lost.best()).containsExactly("1");
  }

  @Test
  void theModuleSaysWhatItIsInBothLanguages() {
    PlayableGame<?, ?> any = new TreeModule().createDefault();
    assertThat(any.module().limits().treeNodes()).isEqualTo(TreeLimits.MAX_NODES);
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(any.module().title()).isEqualTo("Árbol del libro");
      assertThat(any.moveHelp())
          .isEqualTo("escribe la etiqueta de un hijo o su número desde 1, como B o 2");
    }
  }
}
