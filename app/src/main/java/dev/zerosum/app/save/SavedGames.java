package dev.zerosum.app.save;

import dev.zerosum.app.games.AgentSpec;
import dev.zerosum.app.games.GameAdapter;
import dev.zerosum.app.games.GameCatalog;
import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import java.util.ArrayList;
import java.util.List;

/** Turns a {@link SaveFile} back into a game: its rules, its players and its moves, all checked. */
public final class SavedGames {
  private SavedGames() {}

  /** Returns the game a save file names, set up with its options. */
  public static GameAdapter<?, ?> gameOf(SaveFile save, String source) {
    try {
      return GameCatalog.create(save.game(), save.options());
    } catch (GameInputException wrong) {
      throw new SaveFileException(source + ": " + wrong.getMessage());
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
  public static <S, A> List<A> replay(
      GameAdapter<S, A> adapter, List<String> moves, String source) {
    Game<S, A> game = adapter.game();
    S state = game.initialState();
    List<A> played = new ArrayList<>();
    for (String text : moves) {
      try {
        A move = adapter.notation().parseMove(state, text);
        state = game.result(state, move);
        played.add(move);
      } catch (GameInputException illegal) {
        throw new SaveFileException(
            source
                + ": move "
                + (played.size() + 1)
                + " ('"
                + text
                + "'): "
                + illegal.getMessage());
      }
    }
    return played;
  }

  /** Returns the save file of a game of {@code adapter} with these players and moves. */
  public static <S, A> SaveFile saveOf(
      GameAdapter<S, A> adapter, AgentSpec first, AgentSpec second, List<A> moves) {
    List<String> written = new ArrayList<>();
    S state = adapter.game().initialState();
    for (A move : moves) {
      written.add(adapter.notation().formatMove(state, move));
      state = adapter.game().result(state, move);
    }
    return new SaveFile(
        adapter.name(), adapter.options(), first.toString(), second.toString(), written);
  }
}
