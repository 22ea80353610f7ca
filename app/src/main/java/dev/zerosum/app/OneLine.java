package dev.zerosum.app;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/** Says what is wrong with a command line in one line, instead of the whole usage. */
final class OneLine {
  private OneLine() {}

  /** Returns the one line for {@code wrong}, raised by {@code where}. */
  static String of(ParameterException wrong, CommandLine where) {
    if (wrong instanceof UnmatchedArgumentException unmatched
        && where.getParent() == null
        && !unmatched.getUnmatched().isEmpty()) {
      String typed = unmatched.getUnmatched().get(0);
      if (!typed.startsWith("-")) {
        List<String> commands = List.copyOf(where.getSubcommands().keySet());
        return "unknown command '" + typed + "'; expected " + String.join(", ", commands);
      }
    }
    String message = wrong.getMessage();
    int end = message.indexOf('\n');
    return end < 0 ? message : message.substring(0, end);
  }
}
