package dev.zerosum.app;

import dev.zerosum.app.play.Interruptible;
import dev.zerosum.core.Budget;
import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.StopFlag;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PerftCounter;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code zerosum perft}: the leaves of a game's move tree to a depth, the move sequences of that
 * length from a position, with the game's own {@link PerftCounter} where it has one and the generic
 * count otherwise. The count is the one line of the standard output ({@code --divide} writes a line
 * {@code MOVE: COUNT} for each move of the position before it); the time it took and the leaves a
 * second go to the standard error, read from the command's clock. The count runs under one exact
 * {@link Budget}: at a terminal, Ctrl-C stops it, keeps the moves already listed, and ends the
 * command.
 */
@Command(name = "perft", mixinStandardHelpOptions = true)
final class PerftCommand implements Callable<Integer> {
  private static final Messages MESSAGES = Messages.of(PerftCommand.class);

  /**
   * The deepest count asked for. No game here is counted that deep in a lifetime unless it ends
   * sooner; the bound keeps a slip ({@code --depth 1000000}) from overflowing the stack.
   */
  static final int MAX_DEPTH = 64;

  private final Console console;
  private final Ticker ticker;
  private final StopFlag interrupt = new StopFlag();
  private final GameSelection selection;

  @Parameters(index = "0", paramLabel = "GAME", descriptionKey = "game")
  String gameName;

  @Parameters(index = "1", arity = "0..1", paramLabel = "POSITION", descriptionKey = "position")
  String position;

  @Option(names = "--depth", paramLabel = "D", required = true)
  int depth;

  @Option(names = "--divide")
  boolean divide;

  @Option(names = "--generic")
  boolean generic;

  @Spec CommandSpec spec;

  PerftCommand(Console console, GameRegistry registry) {
    this(console, registry, Ticker.system());
  }

  /** Creates the command whose time is read from {@code ticker} (a test's clock). */
  PerftCommand(Console console, GameRegistry registry, Ticker ticker) {
    this.console = console;
    this.ticker = ticker;
    this.selection = new GameSelection(registry);
  }

  @Override
  public Integer call() {
    if (depth < 0 || depth > MAX_DEPTH) {
      throw new GameInputException(MESSAGES.text("perft.depth-range", depth, MAX_DEPTH));
    }
    if (divide && depth == 0) {
      throw new GameInputException(MESSAGES.text("perft.divide-depth"));
    }
    selection.of(spec);
    // Without a position the count starts where the game's options set it up (--piles 3,4,5);
    // with one, an option of the start would be ignored, and so is refused.
    PlayableGame<?, ?> game =
        position == null ? selection.create(gameName) : selection.createForPositions(gameName);
    return count(game);
  }

  private <S, A> int count(PlayableGame<S, A> game) {
    S root = position == null ? game.game().initialState() : game.parsePosition(position, null);
    Optional<PerftCounter<S>> own = generic ? Optional.empty() : game.perftCounter();
    String how = MESSAGES.text(own.isPresent() ? "perft.counter.game" : "perft.counter.generic");
    PerftCounter<S> counter = own.orElseGet(() -> PerftCounter.generic(game.game()));
    PrintStream out = console.out();
    long start = ticker.nanoTime();
    long leaves;
    String what = MESSAGES.text("perft.thinking", game.module().name(), depth);
    try (Interruptible count = Interruptible.start(console.watch(), what, interrupt)) {
      StopCondition stop = Budget.exact(interrupt).start();
      leaves = depth == 0 ? 1 : byFirstMove(game, root, counter, stop, count);
    } catch (SearchStoppedException stopped) {
      out.flush();
      console.err().println(MESSAGES.text(divide ? "perft.stopped.divide" : "perft.stopped"));
      return AnalyzeCommand.INTERRUPTED;
    }
    long nanos = ticker.nanoTime() - start;
    out.println(leaves);
    out.flush();
    double seconds = nanos / 1e9;
    long perSecond = nanos <= 0 ? 0 : Math.round(leaves / seconds);
    console.err().println(MESSAGES.text("perft.speed", leaves, seconds, perSecond, how));
    return 0;
  }

  /**
   * Returns the count of {@code root}, made one move of the first ply at a time so that {@code
   * stop} is asked between them whatever the counter does, each move's count written when {@code
   * --divide} asks, while {@code watched} shows the count's thinking line.
   */
  private <S, A> long byFirstMove(
      PlayableGame<S, A> game,
      S root,
      PerftCounter<S> counter,
      StopCondition stop,
      Interruptible watched) {
    Game<S, A> rules = game.game();
    List<A> moves = rules.isTerminal(root) ? List.of() : rules.actions(root);
    long leaves = 0;
    for (A move : moves) {
      if (stop.shouldStop()) {
        throw new SearchStoppedException(leaves);
      }
      long below = counter.count(rules.result(root, move), depth - 1, stop);
      if (divide) {
        // A long count shows each move as it is done, above the thinking line.
        watched.println(console.out(), game.notation().formatMove(root, move) + ": " + below);
      }
      leaves = Math.addExact(leaves, below);
    }
    return leaves;
  }
}
