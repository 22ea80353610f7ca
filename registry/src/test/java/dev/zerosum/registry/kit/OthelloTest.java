package dev.zerosum.registry.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.BoardMove;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.kit.othello.OthelloModule;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Othello on 6 × 6, the game a newcomer wrote from the docs alone, passes the contract and gets
 * from the registry what it says once: its pass as a control, its discs, no perfect player, and an
 * analysis that estimates every move.
 */
class OthelloTest {
  /**
   * Black to move with no square to take a disc, while white has a1 and a4: black must pass (the
   * 30th position of a random game, seed 7).
   */
  static final String BLACK_MUST_PASS = "BBBWWW/.BWWWW/BBWWWW/.BWBWW/BBWWBB/WWWWWB B";

  private final PlayableGame<?, ?> othello = new OthelloModule().createDefault();

  @Test
  void passesTheGameContract() {
    ContractReport report = GameContract.of(new OthelloModule()).analysisMayEstimate().check();
    assertThat(report.everyPosition()).as("far more than 20,000 positions").isFalse();
    assertThat(report.analyses())
        .as("the ends of the games, where alpha-beta finishes")
        .isPositive();
  }

  @Test
  void aForcedPassIsAControlThatSaysPass() {
    List<BoardMove> moves = movesAt(othello, BLACK_MUST_PASS);
    assertThat(moves).containsExactly(BoardMove.control("pass", "Pass"));
    assertThat(moves.get(0).isControl()).isTrue();
  }

  @Test
  void aDiscPlacedIsTheSquareItFillsThoughItTurnsOthers() {
    List<BoardMove> moves = movesAt(othello, startText(othello));
    assertThat(moves)
        .as("black's four openings, each one cell, row by row")
        .containsExactly(
            BoardMove.cell("c2", 1, 2),
            BoardMove.cell("b3", 2, 1),
            BoardMove.cell("e4", 3, 4),
            BoardMove.cell("d5", 4, 3));
  }

  @Test
  void itsGridIsOfBlackAndWhiteDiscs() {
    BoardView.Grid grid = (BoardView.Grid) startBoard(othello);
    assertThat(grid.marks()).extracting(BoardView.Mark::glyph).containsExactly('B', 'W');
    assertThat(grid.marks()).allMatch(mark -> mark.shape().equals(BoardView.Mark.DISC));
    assertThat(grid.cells())
        .containsExactly("......", "......", "..WB..", "..BW..", "......", "......");
    assertThat(startRender(othello))
        .as("the terminal's board, from the grid alone")
        .isEqualTo(
            "  a b c d e f\n1 . . . . . .\n2 . . . . . .\n3 . . W B . .\n4 . . B W . .\n5 . . . . . .\n6 . . . . . .\n");
    assertThat(startGlyph(othello)).as("6 × 6 is too large for a node").isEmpty();
  }

  @Test
  void itIsNeverLabelledPerfect() {
    assertThat(othello.agents()).doesNotContain("perfect");
    assertThat(othello.levels())
        .extracting(Level::name)
        .containsExactly("easy", "medium", "strongest")
        .doesNotContain("perfect");
    assertThat(othello.topEngine().toString()).isEqualTo("alphabeta");
    assertThatThrownBy(
            () -> othello.agent(AgentSpec.PERFECT, AgentContext.of(1, Duration.ofMillis(10))))
        .isInstanceOf(GameInputException.class)
        .hasMessageContaining("is not a player of Othello 6 × 6");
  }

  @Test
  void itsAnalysisEstimatesTheMovesItCannotProve() {
    Analysis analysis = analyze(othello, startText(othello), 2);
    assertThat(analysis.exact()).isFalse();
    assertThat(analysis.moves()).hasSize(4);
    assertThat(analysis.moves())
        .as("no move proven two plies deep; each carries its estimate")
        .allMatch(move -> !move.exact() && move.outcome().equals("unknown"))
        .allMatch(move -> move.estimate() != null);
    assertThat(analysis.moves())
        .as("the four openings are alike by symmetry")
        .extracting(Analysis.MoveAnalysis::estimate)
        .containsOnly(analysis.moves().get(0).estimate());
  }

  @Test
  void aStopAtOnceStillEstimatesEveryMove() {
    Analysis analysis = analyzeStoppedAtOnce(othello);
    assertThat(analysis.moves()).allMatch(move -> move.estimate() != null);
  }

  @Test
  void aForcedPassIsReachedInPlay() {
    // Seeded random games: the pass is no corner case of a hand-made board.
    Random random = new Random(7);
    Optional<String> found = Optional.empty();
    for (int game = 0; game < 200 && found.isEmpty(); game++) {
      found = passIn(othello, random);
    }
    assertThat(found).as("a forced pass within 200 random games (seed 7)").isPresent();
  }

  private static <S, A> Optional<String> passIn(PlayableGame<S, A> game, Random random) {
    S state = game.game().initialState();
    while (!game.game().isTerminal(state)) {
      List<A> actions = game.game().actions(state);
      if (actions.size() == 1 && game.notation().formatMove(state, actions.get(0)).equals("pass")) {
        return Optional.of(game.notation().formatPosition(state));
      }
      state = game.game().result(state, actions.get(random.nextInt(actions.size())));
    }
    return Optional.empty();
  }

  private static <S, A> String startText(PlayableGame<S, A> game) {
    return game.notation().formatPosition(game.game().initialState());
  }

  private static <S, A> BoardView startBoard(PlayableGame<S, A> game) {
    return game.board(game.game().initialState());
  }

  private static <S, A> String startRender(PlayableGame<S, A> game) {
    return game.render(game.game().initialState(), false);
  }

  private static <S, A> Optional<List<String>> startGlyph(PlayableGame<S, A> game) {
    return game.glyph(game.game().initialState());
  }

  private static <S, A> Analysis analyzeStoppedAtOnce(PlayableGame<S, A> game) {
    return game.analyze(game.game().initialState(), () -> true);
  }

  private static <S, A> List<BoardMove> movesAt(PlayableGame<S, A> game, String position) {
    return game.boardMoves(game.parsePosition(position, null));
  }

  /** Returns the analysis of {@code position} stopped after {@code rounds} rounds of deepening. */
  private static <S, A> Analysis analyze(PlayableGame<S, A> game, String position, int rounds) {
    S state = game.parsePosition(position, null);
    // The stop is asked before each move's search, and every 4,096 nodes within it: these
    // searches are smaller.
    int moves = game.game().actions(state).size();
    int[] asked = {0};
    StopCondition afterRounds = () -> ++asked[0] > rounds * moves;
    return game.analyze(state, afterRounds);
  }
}
