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
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Value;
import dev.zerosum.core.mcts.MctsAgent;
import dev.zerosum.core.mcts.MctsSearch;
import dev.zerosum.core.mcts.PlayoutPolicy;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;
import java.util.Optional;

/**
 * What most playable games share: the notation the rules offer, reading a position with it, the
 * engines built from core's searches, and an analysis assembled from the values of the moves, exact
 * or estimated within a time. A module's game extends it and adds its rules, its board, its rule of
 * thumb and, when it has one, its perfect player.
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

  /**
   * Returns every engine of {@link #EVERY_ENGINE}, less {@code perfect} when the game has no {@link
   * #perfectAgent() perfect player}.
   */
  @Override
  public List<String> agents() {
    return perfectAgent().isPresent()
        ? EVERY_ENGINE
        : EVERY_ENGINE.stream().filter(name -> !name.equals("perfect")).toList();
  }

  /** Returns the rule-of-thumb player. */
  protected abstract Agent<S, A> heuristicAgent();

  /**
   * Returns what makes the fastest exact player, thinking within its context's time where it must;
   * empty (unless the game says otherwise) for a game that has none: it then offers no {@code
   * perfect} engine, and no level of it is called perfect.
   */
  protected Optional<AgentMaker<S, A>> perfectAgent() {
    return Optional.empty();
  }

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
      default -> perfectAgent().orElseThrow().make(context); // offered: agents() says so
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
   * Returns the position {@code text} describes, read by the notation, after checking that {@code
   * toMove}, when given, is the player the text says moves there: for games whose positions tell
   * who moves (marks counted, or the side written). A game whose text does not say (Nim's piles)
   * overrides it to set {@code toMove} in the position read.
   */
  @Override
  public S parsePosition(String text, Player toMove) {
    return requireToMove(notation().parsePosition(text), toMove);
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
   * order; a value that is not exact marks its move as an estimate, and carries its score as the
   * move's {@link Analysis.MoveAnalysis#estimate estimate}. The position's value is exact when
   * every move is proven, or when one is a proven win: the position is then won, in the plies of
   * the fastest proven win, and its best moves are the proven wins that fast.
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
    if (game().isTerminal(state)) {
      return finished(state);
    }
    if (values.isEmpty()) {
      throw new IllegalStateException("a position that is not over has no legal move");
    }
    PositionWorth<A> worth = PositionWorth.of(values, known);
    return new Analysis(
        module.name(),
        notation().formatPosition(state),
        playerName(game().player(state)),
        Analysis.PLAYING,
        null,
        worth.outcome().word(),
        worth.outcome() == Outcome.UNKNOWN ? null : plies(worth.value()),
        worth.exact(),
        values.stream().map(move -> moveAnalysis(state, move)).toList(),
        worth.best().stream().map(action -> notation().formatMove(state, action)).toList());
  }

  /**
   * Returns the analysis of {@code state} made within {@code stop} for a game past exact search:
   * every move valued by {@link MoveEstimates} with the game's {@link #evaluator()}, at most {@code
   * maxDepth} plies below it, proven where the search reached every end and estimated elsewhere.
   */
  protected Analysis estimatedAnalysis(S state, StopCondition stop, int maxDepth) {
    return analysisOf(state, MoveEstimates.of(game(), evaluator(), state, stop, maxDepth));
  }

  /** Returns the analysis of a position where the game is over. */
  private Analysis finished(S state) {
    Game<S, A> game = game();
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
        notation().formatPosition(state),
        playerName(game.player(state)),
        utility == 0 ? Analysis.DRAWN : Analysis.WON,
        winner,
        value.outcome().word(),
        plies(value),
        true,
        List.of(),
        List.of());
  }

  /**
   * Returns one move's line of an analysis, with its estimate when it is neither proven nor sure.
   */
  private Analysis.MoveAnalysis moveAnalysis(S state, MoveValue<A> move) {
    Value value = move.value();
    boolean estimated = !value.exact() && value.outcome() == Outcome.UNKNOWN;
    return new Analysis.MoveAnalysis(
        notation().formatMove(state, move.action()),
        value.outcome().word(),
        plies(value),
        value.exact(),
        estimated ? value.score() : null);
  }

  /** Returns the plies to the end of a proven win or loss; null otherwise. */
  protected static Integer plies(Value value) {
    return value.plies().isPresent() ? value.plies().getAsInt() : null;
  }
}
