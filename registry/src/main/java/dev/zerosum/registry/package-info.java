/**
 * What a front end needs of a game, and what a game provides to be played everywhere: the command
 * line, the web page, the arena and the save files. Depends on core alone, so that a game from
 * another project needs nothing else.
 *
 * <p>A game is a {@link dev.zerosum.registry.GameModule}, listed in {@code
 * META-INF/services/dev.zerosum.registry.GameModule} and found on the class path by the {@link
 * dev.zerosum.registry.GameRegistry}. The module declares its options ({@link
 * dev.zerosum.registry.OptionSpec}) and makes a {@link dev.zerosum.registry.PlayableGame} from the
 * values given ({@link dev.zerosum.registry.GameOptions}): the rules, the notation, the board as
 * text and as a {@link dev.zerosum.registry.BoardView}, the engines an {@link
 * dev.zerosum.registry.AgentSpec} names (given an {@link dev.zerosum.registry.AgentContext}) and
 * the {@link dev.zerosum.registry.Analysis} of a position. {@link
 * dev.zerosum.registry.AbstractPlayableGame} gives a new game the engines of core's searches; a
 * game may add commands of its own ({@link dev.zerosum.registry.GameCommand}).
 *
 * <pre>{@code
 * GameModule nim = GameRegistry.standard().find("nim");   // by name or alias
 * PlayableGame<?, ?> game =
 *     nim.create(GameOptions.of(nim.options(), Map.of("piles", List.of(3L, 4L, 5L))));
 * }</pre>
 *
 * <p>A module's texts, in English and Spanish, are read with {@link
 * dev.zerosum.registry.i18n.Messages}.
 */
package dev.zerosum.registry;
