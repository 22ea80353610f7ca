package dev.zerosum.registry;

/**
 * A game as a module makes it, set up with its options: the whole of it, in four parts that front
 * ends take one or two at a time. {@link GameRules} says what the game is and how it is written,
 * {@link GameDisplay} shows it, {@link GameEngines} plays it and {@link GameAnalyst} says what
 * perfect play makes of a position. Playing, analysing, tracing, saving and serving work the same
 * for every game through these parts.
 *
 * <p>It declares nothing of its own: a method belongs to the part whose concern it is, so that a
 * front end can ask for no more than it uses.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public interface PlayableGame<S, A>
    extends GameRules<S, A>, GameDisplay<S, A>, GameEngines<S, A>, GameAnalyst<S> {}
