package dev.zerosum.app;

import dev.zerosum.app.play.Interruptible;
import dev.zerosum.app.play.LineInput;
import dev.zerosum.app.play.PlaySession;
import dev.zerosum.app.play.PlaySettings;
import dev.zerosum.app.save.SaveFile;
import dev.zerosum.app.save.SaveFiles;
import dev.zerosum.app.save.SavedGames;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Player;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.Durations;
import dev.zerosum.registry.GameEngines;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.GameRules;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code zerosum play}: games in the terminal, a person or an engine on each side. */
@Command(name = "play", mixinStandardHelpOptions = true)
final class PlayCommand implements Callable<Integer> {
  private static final Messages MESSAGES = Messages.of(PlayCommand.class);

  private final Console console;
  private final GameRegistry registry;

  @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", descriptionKey = "game")
  String gameName;

  @Spec CommandSpec spec;

  private final GameSelection selection;

  @Mixin TimeOption time;

  @Option(names = "--first", paramLabel = "PLAYER")
  String first;

  @Option(names = "--second", paramLabel = "PLAYER")
  String second;

  @Option(names = "--engine-first")
  boolean engineFirst;

  @Option(names = "--seed", paramLabel = "N")
  Long seed;

  @Option(names = "--games", paramLabel = "N")
  Integer games;

  @Option(names = "--plain")
  boolean plain;

  @Option(names = "--load", paramLabel = "FILE")
  Path load;

  PlayCommand(Console console, GameRegistry registry) {
    this.console = console;
    this.registry = registry;
    this.selection = new GameSelection(registry);
  }

  @Override
  public Integer call() {
    if (games != null && games < 1) {
      throw new GameInputException(MESSAGES.text("play.error.games", "--games " + games));
    }
    SaveFile save = load == null ? null : SaveFiles.read(load);
    PlayableGame<?, ?> game = save == null ? selection.of(spec).create(gameName) : savedGame(save);
    List<AgentSpec> players = players(game, save);
    Duration thinking =
        time.given() || save == null || save.time() == null
            ? time.orElse(game.module().limits().time())
            : Durations.parse(save.time());
    long chosenSeed =
        seed != null ? seed : save != null && save.seed() != null ? save.seed() : System.nanoTime();
    PlaySettings settings =
        new PlaySettings(
            players.get(0),
            players.get(1),
            chosenSeed,
            games == null ? 0 : games,
            console.colour() && !plain,
            thinking,
            console.terminal());
    play(game, settings, save == null ? List.of() : save.moves());
    return 0;
  }

  private PlayableGame<?, ?> savedGame(SaveFile save) {
    if (!selection.of(spec).given().isEmpty()) {
      throw new GameInputException(
          MESSAGES.text("play.error.options-saved", String.join(", ", selection.of(spec).given())));
    }
    PlayableGame<?, ?> game = SavedGames.gameOf(save, load.toString(), registry);
    if (gameName != null && selection.module(gameName) != game.module()) {
      throw new GameInputException(
          MESSAGES.text("play.error.other-game", load, game.module().name(), gameName));
    }
    return game;
  }

  /**
   * Returns who plays first and second: the save file's or the default (you against the top level's
   * engine), then what the options say. {@code --x} and {@code --o} (any player's name) stand for
   * {@code --first} and {@code --second} in games whose players have those names.
   */
  private <G extends GameRules<?, ?> & GameEngines<?, ?>> List<AgentSpec> players(
      G game, SaveFile save) {
    String firstText = first;
    String secondText = second;
    for (String name : PlayerNameOptions.given(spec)) {
      String value = PlayerNameOptions.value(spec, name);
      Player player = playerNamed(game, name);
      if (player == Player.MAX) {
        firstText = choose("--first", first, "--" + name, value);
      } else {
        secondText = choose("--second", second, "--" + name, value);
      }
    }
    if (engineFirst && (firstText != null || secondText != null || save != null)) {
      String other =
          save != null
              ? "--load"
              : MESSAGES.text(firstText != null ? "play.error.by-first" : "play.error.by-second");
      throw new GameInputException(MESSAGES.text("play.error.engine-first", other));
    }
    List<AgentSpec> players =
        new ArrayList<>(
            save != null
                ? SavedGames.playersOf(save, load.toString())
                : engineFirst
                    ? List.of(game.topEngine(), AgentSpec.HUMAN)
                    : List.of(AgentSpec.HUMAN, game.topEngine()));
    if (firstText != null) {
      players.set(0, AgentSpec.parse(Level.engineOf(game.levels(), firstText)));
    }
    if (secondText != null) {
      players.set(1, AgentSpec.parse(Level.engineOf(game.levels(), secondText)));
    }
    return players;
  }

  private static Player playerNamed(GameRules<?, ?> game, String name) {
    for (Player player : Player.values()) {
      if (game.playerName(player).toLowerCase(Locale.ROOT).equals(name)) {
        return player;
      }
    }
    // The names as typed: the options are named after them.
    throw new GameInputException(
        MESSAGES.text(
            "play.error.no-such-player",
            "--" + name,
            game.module().title(),
            game.playerName(Player.MAX),
            game.playerName(Player.MIN)));
  }

  private static String choose(String plain, String plainValue, String named, String value) {
    if (plainValue != null) {
      throw new GameInputException(MESSAGES.text("play.error.same-option", named, plain));
    }
    return value;
  }

  private <S, A> void play(PlayableGame<S, A> game, PlaySettings settings, List<String> saved) {
    List<A> resumed = SavedGames.replay(game, saved, String.valueOf(load));
    try (LineInput input = console.lineInput()) {
      Interruptible.Watch seen = console.watch();
      Interruptible.Watch watch =
          new Interruptible.Watch(seen.err(), seen.progress(), console.terminal(), seen.ticker());
      new PlaySession<>(game, settings, input, console.out(), watch, Ticker.system()).run(resumed);
    }
  }
}
