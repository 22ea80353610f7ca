package dev.zerosum.registry;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.GameInputException;
import java.util.List;

/**
 * The part of a {@link PlayableGame} that plays it: the engines it offers and the estimate its
 * searches use when they stop short of the end. The play session and the arena ask it for their
 * players, and the web API for the page's.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public interface GameEngines<S, A> {

  /** Returns the players the game offers, as typed: {@code perfect}, {@code depth:N} … */
  List<String> agents();

  /**
   * Returns the engine {@code spec} names, set up with {@code context}.
   *
   * @throws GameInputException for an engine the game does not offer, or for {@code human}
   */
  Agent<S, A> agent(AgentSpec spec, AgentContext context);

  /**
   * Returns the levels the game offers with its options, weakest first, each played by one of
   * {@link #agents()}: by default {@code easy} at random, {@code medium} by the rule of thumb and
   * {@code strongest} by the {@code perfect} engine, or by {@code alphabeta} (deepening within its
   * time) in a game with no perfect player, as far as the game offers them. A game overrides it
   * with levels measured to differ in strength, naming its top level {@code perfect} only where its
   * engine is proven perfect.
   */
  default List<Level> levels() {
    List<String> agents = agents();
    return Level.offered(
        agents,
        Level.easy("random"),
        Level.medium("heuristic"),
        Level.strongest(agents.contains("perfect") ? "perfect" : "alphabeta"));
  }

  /**
   * Returns the engine of the game's top level, the one a person plays against unless they choose:
   * {@code perfect} where it is proven perfect, else the strongest the game has ({@code strongest}
   * on gomoku).
   */
  default AgentSpec topEngine() {
    List<Level> levels = levels();
    return levels.isEmpty()
        ? AgentSpec.PERFECT
        : AgentSpec.parse(levels.get(levels.size() - 1).agent());
  }

  /** Returns the estimate that searches stopping short of the end use for this game. */
  Evaluator<S> evaluator();
}
