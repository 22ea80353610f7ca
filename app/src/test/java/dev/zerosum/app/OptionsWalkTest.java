package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every game option of the registry, on every command that takes a game and every game: it is used
 * (the run differs from the same run without it) or refused in one line that names it (an option of
 * another game; one that only sets where a game starts, given to a command that reads its own
 * position). None is silently ignored.
 */
class OptionsWalkTest {
  private static final GameRegistry REGISTRY = GameRegistry.standard();

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

  /** The commands that take a game, each with the arguments that make a run of it short. */
  private static final Map<String, List<String>> COMMANDS =
      Map.of(
          "analyze", List.of("--time", "300ms"),
          "trace", List.of("--max-nodes", "60"),
          "tree", List.of("--max-nodes", "60", "--format", "json"),
          "compare", List.of("--max-nodes", "60", "--depth", "1"),
          "play", List.of("--first", "random", "--second", "random", "--seed", "1", "--plain"));

  @Test
  void everyGameOptionIsUsedOrRefusedByNameOnEveryCommandAndGame() {
    List<String> ignored = new ArrayList<>();
    for (String command : COMMANDS.keySet()) {
      for (GameModule game : REGISTRY.modules()) {
        CommandRun without = null;
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
          CommandRun with = run(command, game, option);
          String what = command + " " + game.name() + " " + option.flagName();
          if (!own || (start && !command.equals("play"))) {
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
  private static CommandRun run(String command, GameModule game, OptionSpec option) {
    List<String> args = new ArrayList<>(List.of(command, game.name()));
    if (!command.equals("play")) {
      args.add(POSITIONS.get(game.name()));
    }
    args.addAll(COMMANDS.get(command));
    if (option != null) {
      args.add(option.flagName());
      if (option.type() != OptionSpec.Type.FLAG) {
        args.add(otherValue(option));
      }
    }
    return CommandRun.of("", args.toArray(String[]::new));
  }

  /** Returns a value of {@code option} that is not its default, as typed. */
  private static String otherValue(OptionSpec option) {
    if (option.type() == OptionSpec.Type.INTEGERS) {
      return "2,2";
    }
    long value = (Long) option.defaultValue();
    return String.valueOf(value - 1 >= option.min() ? value - 1 : value + 1);
  }
}
