package dev.zerosum.app;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code ./zerosum} commands of a page's fenced blocks other than {@code console} blocks (those
 * show their output, and {@link TutorialTest} compares it): the lines a reader copies into a shell,
 * as they would run.
 *
 * <p>A command is a line of a fenced block that starts with {@code ./zerosum}, after an optional
 * prompt {@code $ } and optional variables for its environment ({@code LANG=es_ES.UTF-8}). A {@code
 * #} after a blank starts a comment, as in a shell; a line that ends with {@code \} goes on on the
 * next. Any other line of a block is output, input or another program, and is not read, unless it
 * names {@code ./zerosum} somewhere else: that is a command the test cannot read, a problem.
 *
 * @param commands the commands in the order they appear
 * @param problems what could not be read, each with its line
 */
record FencedCommands(List<Command> commands, List<TutorialMarkdown.Problem> problems) {
  private static final String FENCE = "```";
  private static final String CONSOLE_FENCE = FENCE + "console";
  private static final String PROMPT = "$ ";
  private static final Pattern VARIABLE = Pattern.compile("([A-Z_][A-Z0-9_]*)=(\\S*)\\s+");

  /**
   * A command of a fenced block.
   *
   * @param line the line it starts on, counted from 1
   * @param command the command as written, without the prompt, its comment and line breaks
   * @param environment the variables set before it
   * @param args the arguments after {@code ./zerosum}, split as a shell splits them
   */
  record Command(int line, String command, Map<String, String> environment, List<String> args) {}

  /** Reads the commands of the fenced blocks of {@code markdown} that are not console blocks. */
  static FencedCommands parse(String markdown) {
    List<String> lines = List.of(markdown.replace("\r\n", "\n").split("\n", -1));
    List<Command> commands = new ArrayList<>();
    List<TutorialMarkdown.Problem> problems = new ArrayList<>();
    boolean inBlock = false;
    boolean console = false;
    int i = 0;
    while (i < lines.size()) {
      String line = lines.get(i);
      if (inBlock ? line.strip().equals(FENCE) : line.startsWith(FENCE)) {
        console = !inBlock && line.strip().equals(CONSOLE_FENCE);
        inBlock = !inBlock;
        i++;
        continue;
      }
      if (!inBlock || console) {
        i++;
        continue;
      }
      int first = i;
      StringBuilder joined = new StringBuilder(line);
      while (endsWithBackslash(joined) && i + 1 < lines.size()) {
        joined.setLength(joined.length() - 1);
        joined.append(' ').append(lines.get(++i).strip());
      }
      i++;
      read(first + 1, joined.toString(), commands, problems);
    }
    return new FencedCommands(List.copyOf(commands), List.copyOf(problems));
  }

  private static boolean endsWithBackslash(CharSequence line) {
    return line.length() > 0 && line.charAt(line.length() - 1) == '\\';
  }

  private static void read(
      int number, String line, List<Command> commands, List<TutorialMarkdown.Problem> problems) {
    String rest = line.startsWith(PROMPT) ? line.substring(PROMPT.length()) : line;
    Map<String, String> environment = new LinkedHashMap<>();
    Matcher variable = VARIABLE.matcher(rest);
    while (variable.lookingAt()) {
      environment.put(variable.group(1), variable.group(2));
      rest = rest.substring(variable.end());
      variable = VARIABLE.matcher(rest);
    }
    String program = TutorialMarkdown.PROGRAM;
    if (!(rest.equals(program) || rest.startsWith(program + " "))) {
      if (line.contains(program + " ")) {
        problems.add(
            new TutorialMarkdown.Problem(
                number, "a " + program + " command the test cannot read: " + line.strip()));
      }
      return;
    }
    String command = withoutComment(rest).strip();
    try {
      List<String> words = ShellWords.split(command);
      commands.add(
          new Command(
              number,
              command,
              Map.copyOf(environment),
              List.copyOf(words.subList(1, words.size()))));
    } catch (IllegalArgumentException unlikeAShell) {
      problems.add(new TutorialMarkdown.Problem(number, unlikeAShell.getMessage()));
    }
  }

  /** Returns {@code line} without a shell comment: a {@code #} after a blank, outside quotes. */
  static String withoutComment(String line) {
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '#' && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) {
        return line.substring(0, i);
      }
    }
    return line;
  }
}
