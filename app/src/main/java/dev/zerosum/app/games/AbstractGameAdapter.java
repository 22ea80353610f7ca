package dev.zerosum.app.games;

import dev.zerosum.core.Agent;
import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.RandomAgent;
import dev.zerosum.core.Score;
import dev.zerosum.core.SearchAgent;
import dev.zerosum.core.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * What every game's adapter shares: the engines built from core's searches, and an analysis built
 * from the values of the moves.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
abstract class AbstractGameAdapter<S, A> implements GameAdapter<S, A> {

  /** Returns the rule-of-thumb player. */
  abstract Agent<S, A> heuristicAgent();

  /** Returns the fastest exact player. */
  abstract Agent<S, A> perfectAgent();

  @Override
  public Notation<S, A> notation() {
    return game().notation().orElseThrow();
  }

  @Override
  public Agent<S, A> agent(AgentSpec spec, long seed) {
    Game<S, A> game = game();
    return switch (spec.kind()) {
      case HUMAN -> throw new IllegalArgumentException("a human is not an engine");
      case RANDOM -> new RandomAgent<>(game, seed);
      case HEURISTIC -> heuristicAgent();
      case MINIMAX -> new SearchAgent<>(new MinimaxSearch<>(game));
      case ALPHABETA -> new SearchAgent<>(AlphaBetaSearch.on(game).build());
      case DEPTH ->
          new SearchAgent<>(AlphaBetaSearch.on(game).depthLimit(spec.depth(), evaluator()).build());
      case PERFECT -> perfectAgent();
    };
  }

  /**
   * Returns {@code position} after checking that {@code toMove}, when given, is the player its text
   * says moves there: for games whose positions tell who moves (marks or stones counted).
   */
  S requireToMove(S position, Player toMove) {
    Player mover = game().player(position);
    if (toMove != null && toMove != mover) {
      throw new GameInputException(
          playerName(mover)
              + " is to move in "
              + notation().formatPosition(position)
              + ", not "
              + playerName(toMove));
    }
    return position;
  }

  /** Returns the analysis of {@code state} given the exact value of each of its moves. */
  Analysis analysisOf(S state, List<MoveValue<A>> values) {
    Value value;
    if (game().isTerminal(state)) {
      int forMover = game().utility(state) * game().player(state).sign();
      value = new Value(Score.ofTerminal(forMover, 0), true);
    } else {
      value =
          values.stream()
              .map(MoveValue::value)
              .reduce((a, b) -> a.score() >= b.score() ? a : b)
              .orElseThrow();
    }
    List<Analysis.MoveAnalysis> moves = new ArrayList<>();
    for (MoveValue<A> move : values) {
      moves.add(
          new Analysis.MoveAnalysis(
              notation().formatMove(state, move.action()),
              move.value().outcome().word(),
              plies(move.value())));
    }
    List<String> best =
        MoveValue.best(values).stream().map(a -> notation().formatMove(state, a)).toList();
    return new Analysis(
        name(),
        notation().formatPosition(state),
        playerName(game().player(state)),
        value.outcome().word(),
        plies(value),
        moves,
        best);
  }

  static Integer plies(Value value) {
    return value.plies().isPresent() ? value.plies().getAsInt() : null;
  }
}
