package dev.zerosum.registry.kit;

import dev.zerosum.core.Agent;
import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.Game;
import dev.zerosum.core.InputText;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import dev.zerosum.core.Score;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Symmetries;
import dev.zerosum.core.Value;
import dev.zerosum.registry.AbstractPlayableGame;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentMaker;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.PerftCounter;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import dev.zerosum.registry.kit.faulty.FaultyTexts;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Take 1 to 3 from a pile of 11, whoever takes the last one wins, written with one {@link Fault}
 * that the contract must find: its positions are mutable, so that {@code result} can change one.
 */
final class FaultyPile
    implements Game<FaultyPile.Heap, Integer>, Notation<FaultyPile.Heap, Integer> {
  /** The pile at the start: every pile up to 10 is reachable with either player to move. */
  static final int START = 11;

  /** What is wrong with the game; {@code NONE} passes the contract. */
  enum Fault {
    NONE,
    MIN_MOVES_FIRST,
    RESULT_CHANGES_ITS_INPUT,
    OVER_WITH_MOVES_LEFT,
    NO_MOVE_BEFORE_THE_END,
    UTILITY_TOO_LARGE,
    SAME_PLAYER_AGAIN,
    KEY_OF_EACH_OBJECT,
    POSITION_WRITTEN_WRONG,
    MOVES_WRITTEN_ALIKE,
    IMAGE_OUT_OF_REACH,
    IMAGE_OF_ANOTHER_VALUE,
    ANALYSIS_WRONG,
    LEVELS_OUT_OF_ORDER,
    LEVEL_TWICE,
    LEVEL_NOT_OFFERED,
    NO_NOTATION,
    SPANISH_TEXT_MISSING,
    SIDE_OVERRULED,
    PERFT_WRONG
  }

  /** A position, mutable on purpose: the objects left and the player to move. */
  static final class Heap {
    int left;
    final Player toMove;

    Heap(int left, Player toMove) {
      this.left = left;
      this.toMove = toMove;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Heap that && left == that.left && toMove == that.toMove;
    }

    @Override
    public int hashCode() {
      return Objects.hash(left, toMove);
    }

    @Override
    public String toString() {
      return left + " " + toMove;
    }
  }

  // The English of the coded mistakes, from the bundle whose Spanish is a text short.
  private static final EnglishTexts ENGLISH = EnglishTexts.of(FaultyTexts.class);

  private final Fault fault;

  FaultyPile(Fault fault) {
    this.fault = fault;
  }

  /** Returns a module whose game has {@code fault}. */
  static GameModule module(Fault fault) {
    return new GameModule() {
      @Override
      public String name() {
        return "faulty";
      }

      @Override
      public String title() {
        return "Faulty pile";
      }

      @Override
      public String summary() {
        return "take 1 to 3, with " + fault;
      }

      @Override
      public String positionHelp() {
        return "the objects left";
      }

      @Override
      public PlayableGame<?, ?> create(GameOptions options) {
        return new Playable(this, options, new FaultyPile(fault));
      }

      @Override
      public Messages messages() {
        // The other faults speak English only, as a module without a bundle does.
        return fault == Fault.SPANISH_TEXT_MISSING
            ? FaultyTexts.MESSAGES
            : GameModule.super.messages();
      }
    };
  }

  @Override
  public Heap initialState() {
    return new Heap(START, fault == Fault.MIN_MOVES_FIRST ? Player.MIN : Player.MAX);
  }

  @Override
  public Player player(Heap state) {
    return state.toMove;
  }

  @Override
  public List<Integer> actions(Heap state) {
    if (fault == Fault.NO_MOVE_BEFORE_THE_END && state.left == 1) {
      return List.of();
    }
    return List.of(1, 2, 3).subList(0, Math.min(3, state.left));
  }

  @Override
  public Heap result(Heap state, Integer take) {
    Player next =
        fault == Fault.SAME_PLAYER_AGAIN && take == 2 ? state.toMove : state.toMove.opponent();
    if (fault == Fault.RESULT_CHANGES_ITS_INPUT) {
      state.left -= take;
      return new Heap(state.left, next);
    }
    return new Heap(state.left - take, next);
  }

  @Override
  public boolean isTerminal(Heap state) {
    return state.left == 0 || (fault == Fault.OVER_WITH_MOVES_LEFT && state.left == 1);
  }

  @Override
  public int utility(Heap state) {
    int size = fault == Fault.UTILITY_TOO_LARGE ? Score.MAX_UTILITY + 1 : 1;
    return state.toMove == Player.MAX ? -size : size;
  }

  @Override
  public Optional<PositionKey<Heap>> positionKey() {
    return Optional.of(
        fault == Fault.KEY_OF_EACH_OBJECT
            ? System::identityHashCode
            : heap -> heap.left * 2L + heap.toMove.ordinal());
  }

  @Override
  public Optional<Symmetries<Heap>> symmetries() {
    return switch (fault) {
      case IMAGE_OUT_OF_REACH ->
          Optional.of(heap -> List.of(heap, new Heap(heap.left + START, heap.toMove)));
      // 2 and 3, 4 and 5 … as if they were alike: 4 is lost, 5 is won.
      case IMAGE_OF_ANOTHER_VALUE ->
          Optional.of(
              heap ->
                  heap.left >= 2 && heap.left <= 9
                      ? List.of(heap, new Heap(heap.left ^ 1, heap.toMove))
                      : List.of(heap));
      default -> Optional.empty();
    };
  }

  @Override
  public Optional<Notation<Heap, Integer>> notation() {
    return fault == Fault.NO_NOTATION ? Optional.empty() : Optional.of(this);
  }

  @Override
  public Integer parseMove(Heap state, String text) {
    int take = number(text);
    if (take < 1 || take > Math.min(3, state.left)) {
      throw new NotationException("cannot take " + take);
    }
    return take;
  }

  @Override
  public String formatMove(Heap state, Integer action) {
    return fault == Fault.MOVES_WRITTEN_ALIKE ? "1" : action.toString();
  }

  /** Reads the pile, and the side to move where the text says it ({@code 5 second}). */
  @Override
  public Heap parsePosition(String text) {
    String[] words = text.strip().split(" ");
    int left = number(words[0]);
    if (left < 0 || left > START) {
      throw fault == Fault.SPANISH_TEXT_MISSING
          ? new NotationException(
              ENGLISH.problem(
                  "faulty.out-of-range", Integer.toString(left), Integer.toString(START)))
          : new NotationException(left + " is out of range");
    }
    return new Heap(left, words.length > 1 && words[1].equals("second") ? Player.MIN : Player.MAX);
  }

  @Override
  public String formatPosition(Heap state) {
    String left =
        Integer.toString(fault == Fault.POSITION_WRITTEN_WRONG ? state.left / 2 : state.left);
    return fault == Fault.SIDE_OVERRULED
        ? left + (state.toMove == Player.MAX ? " first" : " second")
        : left;
  }

  private int number(String text) {
    try {
      return Integer.parseInt(text.strip());
    } catch (NumberFormatException notANumber) {
      throw fault == Fault.SPANISH_TEXT_MISSING
          ? new NotationException(ENGLISH.problem("faulty.not-a-number", InputText.quoted(text)))
          : new NotationException(text + " is not a number");
    }
  }

  /** The faulty game set up for play, its analysis from alpha-beta (wrong when told). */
  private static final class Playable extends AbstractPlayableGame<Heap, Integer> {
    private final FaultyPile game;

    Playable(GameModule module, GameOptions options, FaultyPile game) {
      super(module, options);
      this.game = game;
    }

    @Override
    public FaultyPile game() {
      return game;
    }

    /** Sets {@code toMove} in the pile read, unless the fault lets the text overrule it. */
    @Override
    public Heap parsePosition(String text, Player toMove) {
      Heap heap = game.parsePosition(text);
      if (game.fault == Fault.SIDE_OVERRULED) {
        return heap;
      }
      return new Heap(heap.left, toMove == null ? Player.MAX : toMove);
    }

    @Override
    public String render(Heap state, boolean colour) {
      return state.left + "\n";
    }

    @Override
    public String moveHelp() {
      return "1 to 3";
    }

    @Override
    public BoardView board(Heap state) {
      return new BoardView.Row(state.left, 3);
    }

    @Override
    public Evaluator<Heap> evaluator() {
      return state -> 0;
    }

    @Override
    public List<String> agents() {
      return game.fault == Fault.LEVEL_NOT_OFFERED ? List.of("perfect") : super.agents();
    }

    @Override
    public List<Level> levels() {
      return switch (game.fault) {
        case LEVELS_OUT_OF_ORDER -> List.of(Level.strongest("perfect"), Level.easy("random"));
        case LEVEL_TWICE -> List.of(Level.easy("random"), Level.easy("heuristic"));
        case LEVEL_NOT_OFFERED -> List.of(Level.easy("random"), Level.strongest("perfect"));
        default -> super.levels();
      };
    }

    @Override
    protected Agent<Heap, Integer> heuristicAgent() {
      return state -> 1;
    }

    @Override
    protected Optional<AgentMaker<Heap, Integer>> perfectAgent() {
      return Optional.of(this::perfectPlayer);
    }

    private Agent<Heap, Integer> perfectPlayer(AgentContext context) {
      return state -> 1;
    }

    /**
     * Returns the generic count as the game's own, so that the contract compares it (and finds it
     * equal); with the fault, one that counts a leaf too many from depth 2 on.
     */
    @Override
    public Optional<PerftCounter<Heap>> perftCounter() {
      PerftCounter<Heap> generic = PerftCounter.generic(game);
      return switch (game.fault) {
        case NONE -> Optional.of(generic);
        case PERFT_WRONG ->
            Optional.of(
                (state, depth) ->
                    generic.count(state, depth) + (depth >= 2 && !game.isTerminal(state) ? 1 : 0));
        default -> Optional.empty();
      };
    }

    @Override
    public Analysis analyze(Heap state, StopCondition stop) {
      List<MoveValue<Integer>> values =
          new ArrayList<>(MoveValue.ofEveryMove(game, AlphaBetaSearch.on(game).build(), state));
      if (game.fault == Fault.ANALYSIS_WRONG && !values.isEmpty()) {
        MoveValue<Integer> first = values.get(0);
        Value turned = first.value().negate();
        values.set(0, new MoveValue<>(first.action(), turned));
      }
      return analysisOf(state, values);
    }
  }
}
