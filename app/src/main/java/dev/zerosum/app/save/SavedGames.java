package dev.zerosum.app.save;

import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.GameRules;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import dev.zerosum.registry.i18n.Quotes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Turns a {@link SaveFile} back into a game: its rules, its players and its moves, all checked. */
public final class SavedGames {
  private static final Messages MESSAGES = Messages.of(SavedGames.class);

  private SavedGames() {}

  /** Returns the game a save file names, set up with its options, found in {@code registry}. */
  public static PlayableGame<?, ?> gameOf(SaveFile save, String source, GameRegistry registry) {
    try {
      GameModule module = registry.find(save.game());
      return module.create(GameOptions.of(module.options(), save.options()));
    } catch (GameInputException wrong) {
      throw new SaveFileException(source + ": " + registry.describe(wrong));
    }
  }

  /** Returns the players a save file names, first then second. */
  public static List<AgentSpec> playersOf(SaveFile save, String source) {
    try {
      return List.of(AgentSpec.parse(save.first()), AgentSpec.parse(save.second()));
    } catch (GameInputException wrong) {
      throw new SaveFileException(source + ": players: " + wrong.getMessage());
    }
  }

  /**
   * Returns the moves of {@code moves} replayed from the start through the rules.
   *
   * @throws SaveFileException naming the first move that cannot be played and why ("move 4 ('5'):
   *     cell 5 is already taken by X")
   */
  public static <S, A> List<A> replay(GameRules<S, A> playable, List<String> moves, String source) {
    Game<S, A> game = playable.game();
    S state = game.initialState();
    List<A> played = new ArrayList<>();
    for (String text : moves) {
      try {
        A move = playable.notation().parseMove(state, text);
        state = game.result(state, move);
        played.add(move);
      } catch (GameInputException illegal) {
        throw new SaveFileException(
            MESSAGES.text(
                "save.replay",
                source,
                String.valueOf(played.size() + 1),
                Quotes.quote(text),
                Messages.describe(
                    illegal,
                    List.of(playable.module().messages(), Messages.of(GameRegistry.class)))));
      }
    }
    return played;
  }

  /**
   * Returns the save file of a game of {@code playable} with these players, time, seed and moves.
   */
  public static <S, A> SaveFile saveOf(
      GameRules<S, A> playable,
      AgentSpec first,
      AgentSpec second,
      Duration time,
      Long seed,
      List<A> moves) {
    List<String> written = new ArrayList<>();
    S state = playable.game().initialState();
    for (A move : moves) {
      written.add(playable.notation().formatMove(state, move));
      state = playable.game().result(state, move);
    }
    return new SaveFile(
        playable.module().name(),
        playable.options().values(),
        first.toString(),
        second.toString(),
        time == null ? null : dev.zerosum.registry.Durations.format(time),
        seed,
        written);
  }
}
