package dev.zerosum.registry;

import dev.zerosum.registry.i18n.Messages;
import java.io.IOException;
import java.util.List;

/**
 * A command a game adds to {@code zerosum} beside the ones every game has, described in the
 * registry's terms so that a game needs no command-line library: the application turns it into a
 * command of its own ({@code zerosum NAME GAME [OPERAND…] [--OPTION…]}), with help in the current
 * language, and runs it. Connect Four's {@code solve} is one.
 *
 * <pre>{@code
 * public List<GameCommand> commands() {
 *   return List.of(new SolveCommand(this));   // zerosum solve connect4 FILE… --threads 2
 * }
 * }</pre>
 */
public interface GameCommand {

  /** Returns the command's name, typed after {@code zerosum}: lower case, one word. */
  String name();

  /** Returns what the command does, in the current language: lines separated by newlines. */
  String description();

  /** Returns what the help shows after the options (exit codes, say); nothing unless told. */
  default String footer() {
    return "";
  }

  /** Returns the options, typed {@code --NAME}; the values reach {@link #run} checked. */
  List<OptionSpec> options();

  /** Returns what the operands after the game's name are called in help: {@code FILE}. */
  String operandsLabel();

  /** Returns one line of help on the operands. */
  String operandsDescription();

  /**
   * Returns the mistake of asking this command of a game that does not have it, in the current
   * language.
   */
  default String notForGame(GameModule other, GameModule owner) {
    return Messages.of(GameCommand.class)
        .text("registry.command.not-for-game", name(), other.name(), owner.name());
  }

  /**
   * Runs the command and returns its exit code: 0 when all went well, 1 when its work failed in a
   * way that is not the user's mistake (a check that found differences, say).
   *
   * @param context where it reads and writes
   * @param options every option of {@link #options()}, given or default
   * @param operands the operands typed after the game's name, in order
   * @throws dev.zerosum.core.GameInputException for a mistake in the input, said to the person
   * @throws IOException when a file cannot be read
   */
  int run(CommandContext context, GameOptions options, List<String> operands) throws IOException;
}
