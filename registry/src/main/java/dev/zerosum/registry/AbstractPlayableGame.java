package dev.zerosum.registry;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Budget;
import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.IterativeDeepeningSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Player;
import dev.zerosum.core.RandomAgent;
import dev.zerosum.core.Score;
import dev.zerosum.core.Value;
import dev.zerosum.core.mcts.MctsAgent;
import dev.zerosum.core.mcts.MctsSearch;
import dev.zerosum.core.mcts.PlayoutPolicy;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.List;

/**
 * What most playable games share: the notation the rules offer, the engines built from core's
 * searches, and an analysis assembled from the values of the moves. A module's game extends it and
 * adds its rules, its board and its perfect player.
 *
 * <p>The searching engines ({@code minimax}, {@code alphabeta}, {@code depth:N}) always think
 * within the context's time: they deepen iteratively and play the best move of the deepest search
 * that finished, which is the exact search's move whenever that fits in the time. {@code mcts} runs
 * Monte Carlo tree search with the MCTS-Solver, keeping its tree from move to move.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public abstract class AbstractPlayableGame<S, A> implements PlayableGame<S, A> {
  /** The engines every game offers unless it says otherwise, as typed. */
  protected static final List<String> EVERY_ENGINE =
      List.of("perfect", "alphabeta", "minimax", "depth:N", "mcts", "heuristic", "random");

  private static final Messages MESSAGES = Messages.of(AbstractPlayableGame.class);

  private final GameModule module;
  private final GameOptions options;

  /** Makes the game of {@code module} set up with {@code options}. */
  protected AbstractPlayableGame(GameModule module, GameOptions options) {
    this.module = module;
    this.options = options;
  }

  @Override
  public GameModule module() {
    return module;
  }

  @Override
  public GameOptions options() {
    return options;
  }

  @Override
  public Notation<S, A> notation() {
    return game().notation().orElseThrow();
  }

  @Override
  public List<String> agents() {
    return EVERY_ENGINE;
  }

  /** Returns the rule-of-thumb player. */
  protected abstract Agent<S, A> heuristicAgent();

  /** Returns the fastest exact player, thinking within {@code context}'s time where it must. */
  protected abstract Agent<S, A> perfectAgent(AgentContext context);

  @Override
  public Agent<S, A> agent(AgentSpec spec, AgentContext context) {
    if (spec.isHuman()) {
      throw new GameInputException(MESSAGES.text("registry.agent.human"));
    }
    if (!agents().contains(spec.kindName())) {
      throw new GameInputException(
          MESSAGES.text(
              "registry.agent.not-offered",
              spec.toString(),
              module.title(),
              String.join(", ", agents())));
    }
    Game<S, A> game = game();
    return switch (spec.kind()) {
      case RANDOM -> new RandomAgent<>(game, context.seed());
      case HEURISTIC -> heuristicAgent();
      case MINIMAX, ALPHABETA, DEPTH -> searchAgent(spec, context);
      case MCTS -> new MctsAgent<>(mcts(spec, context));
      default -> perfectAgent(context);
    };
  }

  private Agent<S, A> searchAgent(AgentSpec spec, AgentContext context) {
    IterativeDeepeningSearch.Builder<S, A> builder =
        IterativeDeepeningSearch.on(game()).evaluator(evaluator()).budget(context.budget());
    if (spec.kind() == AgentSpec.Kind.DEPTH) {
      builder.maxDepth(spec.depth());
    }
    IterativeDeepeningSearch<S, A> search = builder.build();
    return state -> search.search(state).bestAction().orElseThrow();
  }

  /**
   * Returns the Monte Carlo search {@code spec} asks for: its own number of simulations or time a
   * move, else the context's time; seeded, cancelled with the context, with the game's playouts.
   */
  protected MctsSearch<S, A> mcts(AgentSpec spec, AgentContext context) {
    MctsSearch.Builder<S, A> builder =
        MctsSearch.on(game()).seed(context.seed()).playout(playoutPolicy());
    Budget budget = context.budget();
    if (spec.iterations() > 0) {
      builder.iterations(spec.iterations()).budget(Budget.exact(budget.interrupt()));
    } else {
      builder.budget(spec.time() != null ? budget.withTime(spec.time()) : budget);
    }
    return builder.build();
  }

  /**
   * Returns how Monte Carlo playouts choose their moves in this game: at random unless the game
   * knows better (Connect Four wins at once and hands over no win).
   */
  protected PlayoutPolicy<S, A> playoutPolicy() {
    return PlayoutPolicy.uniform();
  }

  /**
   * Returns {@code position} after checking that {@code toMove}, when given, is the player its text
   * says moves there: for games whose positions tell who moves (marks or stones counted).
   */
  protected S requireToMove(S position, Player toMove) {
    Player mover = game().player(position);
    if (toMove != null && toMove != mover) {
      throw new GameInputException(
          MESSAGES.text(
              "registry.to-move",
              displayPlayerName(mover),
              notation().formatPosition(position),
              displayPlayerName(toMove)));
    }
    return position;
  }

  /**
   * Returns the analysis of {@code state} given the value of each of its moves, in the game's
   * order; a value that is not exact marks its move as an estimate. The position's value is exact
   * when every move is proven, or when one is a proven win: the position is then won, in the plies
   * of the fastest proven win, and its best moves are the proven wins that fast.
   */
  protected Analysis analysisOf(S state, List<MoveValue<A>> values) {
    return analysisOf(state, values, null);
  }

  /**
   * Returns the {@link #analysisOf(Object, List) analysis} of {@code state} whose own value is
   * {@code known} (exact, for the player to move: an opening book's) whatever its moves' values
   * say; null when not known. Its best moves are then the proven moves that keep that value.
   */
  protected Analysis analysisOf(S state, List<MoveValue<A>> values, Value known) {
    Game<S, A> game = game();
    String position = notation().formatPosition(state);
    String toMove = playerName(game.player(state));
    if (game.isTerminal(state)) {
      int utility = game.utility(state);
      int forMover = utility * game.player(state).sign();
      // A final value (the textbook's trees) is no win in 0 plies: as the searches score it.
      int score =
          game.utilitiesAreFinalValues()
              ? Score.ofFinalValue(forMover)
              : Score.ofTerminal(forMover, 0);
      Value value = new Value(score, true);
      String winner = utility == 0 ? null : playerName(utility > 0 ? Player.MAX : Player.MIN);
      return new Analysis(
          module.name(),
          position,
          toMove,
          utility == 0 ? Analysis.DRAWN : Analysis.WON,
          winner,
          value.outcome().word(),
          plies(value),
          true,
          List.of(),
          List.of());
    }
    List<Analysis.MoveAnalysis> moves = new ArrayList<>();
    boolean exact = true;
    Value best = null;
    Value provenWin = null; // the fastest win among the proven moves
    for (MoveValue<A> move : values) {
      Value value = move.value();
      exact &= value.exact();
      if (best == null || value.score() > best.score()) {
        best = value;
      }
      if (isProvenWin(value) && (provenWin == null || value.score() > provenWin.score())) {
        provenWin = value;
      }
      moves.add(
          new Analysis.MoveAnalysis(
              notation().formatMove(state, move.action()),
              value.outcome().word(),
              plies(value),
              value.exact()));
    }
    if (best == null) {
      throw new IllegalStateException("a position that is not over has no legal move");
    }
    List<String> bestMoves;
    Outcome outcome;
    Value worth;
    if (!exact && known != null) {
      worth = known;
      outcome = known.outcome();
      exact = true;
      bestMoves = provenWith(state, values, known.score());
    } else if (!exact && provenWin != null) {
      // One proven win is enough to prove the position won, whatever the other moves are worth;
      // its plies are the fastest proven, at most those of perfect play.
      worth = provenWin;
      outcome = Outcome.WIN;
      exact = true;
      bestMoves = provenWith(state, values, provenWin.score());
    } else {
      worth = best;
      // Unless every move is proven, only a win says what the position is worth.
      outcome = exact || best.outcome() == Outcome.WIN ? best.outcome() : Outcome.UNKNOWN;
      bestMoves =
          MoveValue.best(values).stream().map(a -> notation().formatMove(state, a)).toList();
    }
    return new Analysis(
        module.name(),
        position,
        toMove,
        Analysis.PLAYING,
        null,
        outcome.word(),
        outcome == Outcome.UNKNOWN ? null : plies(worth),
        exact,
        moves,
        bestMoves);
  }

  /** Returns the moves proven to score {@code score}, as written. */
  private List<String> provenWith(S state, List<MoveValue<A>> values, int score) {
    return values.stream()
        .filter(move -> move.value().exact() && move.value().score() == score)
        .map(move -> notation().formatMove(state, move.action()))
        .toList();
  }

  private static boolean isProvenWin(Value value) {
    return value.exact() && value.outcome() == Outcome.WIN;
  }

  /** Returns the plies to the end of a proven win or loss; null otherwise. */
  protected static Integer plies(Value value) {
    return value.plies().isPresent() ? value.plies().getAsInt() : null;
  }
}
