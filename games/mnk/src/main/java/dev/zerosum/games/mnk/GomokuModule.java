package dev.zerosum.games.mnk;

import dev.zerosum.registry.GameLimits;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;

/**
 * Gomoku, the m,n,k-game of five in a row on 15 × 15, as a module of its own: {@code zerosum play
 * gomoku} reads as the game's name, the page lists it by that name, and a save file says what was
 * played. It is the {@link MnkModule}'s game with k fixed at 5; {@code --rows} and {@code --cols}
 * still set the board (19 × 19, say).
 */
public final class GomokuModule implements GameModule {
  private static final Messages MESSAGES = Messages.of(GomokuModule.class);

  private final MnkSolvers solvers = new MnkSolvers();

  @Override
  public String name() {
    return "gomoku";
  }

  @Override
  public List<String> aliases() {
    return List.of("five-in-a-row");
  }

  @Override
  public String title() {
    return MESSAGES.text("gomoku.title");
  }

  @Override
  public String summary() {
    return MESSAGES.text("gomoku.summary");
  }

  @Override
  public String positionHelp() {
    return MESSAGES.text("gomoku.position-help");
  }

  @Override
  public List<String> players() {
    return List.of("X", "O");
  }

  @Override
  public int order() {
    return 45;
  }

  /** Returns trees small enough to draw, and a second a move: the arena's pace for gomoku. */
  @Override
  public GameLimits limits() {
    return new GameLimits(GameLimits.STANDARD.treeNodes(), java.time.Duration.ofSeconds(1));
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(MnkOptions.rows(15), MnkOptions.columns(15));
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    return new PlayableMnk(this, options, MnkOptions.shapeOf(options, 5), solvers);
  }
}
