package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.GameCommand;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every game option of the registry, on every command that takes a game (the built-in ones and the
 * games' own, such as {@code solve connect4}) and every game: it is used (the run differs from the
 * same run without it) or refused in one line that names it (an option of another game; one that
 * only sets where a game starts, given to a command that reads its own position; any game option
 * given to a game's own command, which has options of its own). None is silently ignored.
 */
class OptionsWalkTest {
  private static final GameRegistry REGISTRY = GameRegistry.standard();

  private int runs; // numbers the journals

  /**
   * A position of each game that every command reads quickly. Connect Four's fills 7 × 5 but for
   * two cells: a short search with {@code --rows 5}, too long for the searches' limit of nodes on
   * the default 7 × 6, and refused on 6 columns (it plays in the seventh).
   */
  private static final Map<String, String> POSITIONS =
      Map.of(
          "tictactoe", "XO.X.....",
          "nim", "1,2",
          "dernier", "5",
          "connect4", "223415527174467546455776116133332",
          "mnk", "XOXO/OXOX/XOX./OXO.",
          "gomoku", ".".repeat(225),
          "tree", "[[3,12,8],[2,4,6],[14,5,2]]",
          "takeaway", "10");

  /**
   * A command that takes a game: the arguments that make a run of it short, whether it reads a
   * position of its own (then an option that only sets where a game starts is refused), what it
   * reads on standard input, the games it is walked on (all, or its owner's for a game's own
   * command), and whether its run is compared by the games it keeps in a journal (the arena, whose
   * report of two games is often the same score on another board).
   */
  private record Walked(
      String name,
      List<String> args,
      boolean readsPosition,
      String input,
      String onlyGame,
      boolean journal) {
    Walked(String name, List<String> args, boolean readsPosition, String input, String onlyGame) {
      this(name, args, readsPosition, input, onlyGame, false);
    }

    boolean walks(GameModule game) {
      return onlyGame == null || onlyGame.equals(game.name());
    }
  }

  /** The built-in commands that take a game. */
  private static final List<Walked> BUILT_IN =
      List.of(
          new Walked("analyze", List.of("--time", "300ms"), true, "", null),
          new Walked("trace", List.of("--max-nodes", "60"), true, "", null),
          new Walked("tree", List.of("--max-nodes", "60", "--format", "json"), true, "", null),
          new Walked("compare", List.of("--max-nodes", "60", "--depth", "1"), true, "", null),
          new Walked(
              "play",
              List.of("--first", "random", "--second", "random", "--seed", "1", "--plain"),
              false,
              "",
              null),
          new Walked(
              "arena",
              List.of("--players", "random,heuristic", "--games", "2", "--seed", "1"),
              false,
              "",
              null,
              true));

  /**
   * The games' own commands ({@link GameModule#commands()}), by name: their arguments and input.
   * Every one of the registry must be here, so that a new one is walked too.
   */
  private static final Map<String, Walked> GAME_COMMANDS =
      Map.of(
          "solve",
          new Walked(
              "solve", List.of(), false, "2252576253462244111563365343671351441\n", "connect4"));

  @Test
  void everyGamesOwnCommandIsWalked() {
    for (GameModule module : REGISTRY.modules()) {
      for (GameCommand command : module.commands()) {
        assertThat(GAME_COMMANDS).as("the walk of %s", command.name()).containsKey(command.name());
        assertThat(GAME_COMMANDS.get(command.name()).onlyGame()).isEqualTo(module.name());
      }
    }
  }

  /**
   * What a run did: its exit, output and errors, and the games of its journal when it keeps one.
   */
  private record Outcome(CommandRun run, List<String> games) {
    int exitCode() {
      return run.exitCode();
    }

    String err() {
      return run.err();
    }
  }

  @TempDir Path journals;

  @Test
  void everyGameOptionIsUsedOrRefusedByNameOnEveryCommandAndGame() {
    List<Walked> commands = new ArrayList<>(BUILT_IN);
    commands.addAll(GAME_COMMANDS.values());
    List<String> ignored = new ArrayList<>();
    for (Walked command : commands) {
      for (GameModule game : REGISTRY.modules()) {
        if (!command.walks(game)) {
          continue;
        }
        Outcome without = null;
        for (OptionSpec any : everyOption()) {
          // The game's own spec of the name when it has one (its default, its range), else the
          // other game's.
          OptionSpec option =
              game.options().stream()
                  .filter(o -> o.name().equals(any.name()))
                  .findFirst()
                  .orElse(any);
          boolean own = option != any || game.options().contains(any);
          boolean start = own && game.startOptions().contains(option.name());
          Outcome with = run(command, game, option);
          String what = command.name() + " " + game.name() + " " + option.flagName();
          if (!own || (start && command.readsPosition())) {
            if (with.exitCode() != Main.BAD_INPUT
                || !with.err().contains(option.flagName())
                || with.err().lines().count() > 2) {
              ignored.add(what + ": expected a refusal naming it, got " + with);
            }
          } else {
            without = without != null ? without : run(command, game, null);
            if (with.equals(without)) {
              ignored.add(what + ": the run is the same as without it");
            }
          }
        }
      }
    }
    assertThat(ignored).isEmpty();
  }

  /** Returns every option of every game, once by name (two games may share one: --rows). */
  private static List<OptionSpec> everyOption() {
    Map<String, OptionSpec> byName = new java.util.LinkedHashMap<>();
    for (GameModule module : REGISTRY.modules()) {
      for (OptionSpec option : module.options()) {
        byName.putIfAbsent(option.name(), option);
      }
    }
    return List.copyOf(byName.values());
  }

  /** Runs {@code command} on {@code game}'s position, with {@code option} when not null. */
  private Outcome run(Walked command, GameModule game, OptionSpec option) {
    List<String> args = new ArrayList<>(List.of(command.name(), game.name()));
    if (command.readsPosition()) {
      args.add(POSITIONS.get(game.name()));
    }
    args.addAll(command.args());
    if (option != null) {
      args.add(option.flagName());
      if (option.type() != OptionSpec.Type.FLAG) {
        args.add(otherValue(option));
      }
    }
    Path journal = journals.resolve("journal-" + runs++ + ".txt");
    if (command.journal()) {
      args.addAll(List.of("--journal", journal.toString()));
    }
    CommandRun run = CommandRun.of(command.input(), args.toArray(String[]::new));
    try {
      // The games, without the two first lines: the format, and the settings as typed.
      List<String> games =
          Files.exists(journal) ? Files.readAllLines(journal).stream().skip(2).toList() : List.of();
      return new Outcome(run, games);
    } catch (IOException unreadable) {
      throw new UncheckedIOException(unreadable);
    }
  }

  /**
   * Returns a value of {@code option} that is not its default, as typed: its least when that is not
   * the default, which changes the game the most (an arena on a Connect Four board one row lower
   * played the same short games), else the default plus one.
   */
  private static String otherValue(OptionSpec option) {
    if (option.type() == OptionSpec.Type.INTEGERS) {
      return "2,2";
    }
    long value = (Long) option.defaultValue();
    return String.valueOf(option.min() < value ? option.min() : value + 1);
  }
}
