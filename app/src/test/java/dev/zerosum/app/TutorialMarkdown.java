package dev.zerosum.app;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The commands of a tutorial and the output it shows for each, read from its Markdown.
 *
 * <p>The convention: a fenced block whose info string is {@code console}, its fence at the start of
 * the line, holds one or more commands. A command is a line {@code $ ./zerosum ARGS}; the lines
 * after it, up to the next line that starts with {@code $ } or the closing fence, are its output,
 * blank lines included. Every other fenced block ({@code java}, {@code text} …) is not run.
 *
 * @param examples the commands in the order they appear
 * @param problems what breaks the convention, each with its line: a console block without a
 *     command, output before the first command, a command other than {@code ./zerosum}, quoting a
 *     shell would read differently, an unclosed block
 */
record TutorialMarkdown(List<Example> examples, List<Problem> problems) {
  /** How a command starts in a console block. */
  static final String PROMPT = "$ ";

  /** The program every command runs, as a reader types it at the root of a clone. */
  static final String PROGRAM = "./zerosum";

  private static final String FENCE = "```";
  private static final String CONSOLE_FENCE = FENCE + "console";

  /**
   * A command and the output the tutorial shows for it.
   *
   * @param line the line of the command, counted from 1
   * @param command the command as written, without the prompt
   * @param args the arguments after {@code ./zerosum}, split as a shell splits them
   * @param shown the lines of output shown after it
   */
  record Example(int line, String command, List<String> args, List<String> shown) {
    /** Returns the output shown, as a command prints it: each line ended by a newline. */
    String shownText() {
      StringBuilder text = new StringBuilder();
      for (String outputLine : shown) {
        text.append(outputLine).append('\n');
      }
      return text.toString();
    }
  }

  /**
   * A place where the Markdown breaks the convention.
   *
   * @param line the line, counted from 1
   * @param message what is wrong there
   */
  record Problem(int line, String message) {}

  /** Reads the console blocks of {@code markdown}. */
  static TutorialMarkdown parse(String markdown) {
    return new Reader(lines(markdown)).read();
  }

  /**
   * Returns {@code markdown} with the output of each example replaced by what {@code output} gives
   * for it, and everything else as it was.
   */
  static String withOutputs(String markdown, Function<Example, String> output) {
    List<String> lines = lines(markdown);
    List<String> rewritten = new ArrayList<>(lines.size());
    int next = 0; // index of the first line not yet copied
    for (Example example : parse(markdown).examples()) {
      int commandIndex = example.line() - 1;
      rewritten.addAll(lines.subList(next, commandIndex + 1));
      rewritten.addAll(output.apply(example).lines().toList());
      next = commandIndex + 1 + example.shown().size();
    }
    rewritten.addAll(lines.subList(next, lines.size()));
    return String.join("\n", rewritten);
  }

  /** Returns the lines of {@code text}, {@code \r\n} read as {@code \n}, the last one kept. */
  private static List<String> lines(String text) {
    return List.of(text.replace("\r\n", "\n").split("\n", -1));
  }

  /** Reads line by line, inside or outside a fenced block. */
  private static final class Reader {
    private final List<String> lines;
    private final List<Example> examples = new ArrayList<>();
    private final List<Problem> problems = new ArrayList<>();

    Reader(List<String> lines) {
      this.lines = lines;
    }

    TutorialMarkdown read() {
      int i = 0;
      while (i < lines.size()) {
        String line = lines.get(i);
        if (line.equals(CONSOLE_FENCE)) {
          i = consoleBlock(i);
        } else if (line.startsWith(FENCE)) {
          i = closingFence(i + 1) + 1; // another kind of block: its lines are not commands
        } else {
          if (line.strip().startsWith(CONSOLE_FENCE)) {
            problems.add(
                new Problem(
                    i + 1, "a console block's fence must start the line, or it is not run"));
          }
          i++;
        }
      }
      return new TutorialMarkdown(List.copyOf(examples), List.copyOf(problems));
    }

    /** Reads the console block that opens at {@code open}; returns the index after it. */
    private int consoleBlock(int open) {
      int close = closingFence(open + 1);
      if (close == lines.size()) {
        problems.add(new Problem(open + 1, "a console block that is never closed"));
        return close;
      }
      int commands = 0;
      int i = open + 1;
      while (i < close) {
        if (!lines.get(i).startsWith(PROMPT)) {
          problems.add(new Problem(i + 1, "output before the first command of a console block"));
          return close + 1;
        }
        int end = i + 1;
        while (end < close && !lines.get(end).startsWith(PROMPT)) {
          end++;
        }
        command(i, lines.subList(i + 1, end));
        commands++;
        i = end;
      }
      if (commands == 0) {
        problems.add(new Problem(open + 1, "a console block without a command"));
      }
      return close + 1;
    }

    private void command(int index, List<String> shown) {
      String command = lines.get(index).substring(PROMPT.length());
      List<String> words;
      try {
        words = ShellWords.split(command);
      } catch (IllegalArgumentException unlikeAShell) {
        problems.add(new Problem(index + 1, unlikeAShell.getMessage()));
        return;
      }
      if (words.isEmpty() || !words.get(0).equals(PROGRAM)) {
        problems.add(
            new Problem(
                index + 1, "a command that is not " + PROGRAM + ", which the test cannot run"));
        return;
      }
      examples.add(
          new Example(
              index + 1, command, List.copyOf(words.subList(1, words.size())), List.copyOf(shown)));
    }

    /** Returns the index of the first closing fence from {@code from}, or the number of lines. */
    private int closingFence(int from) {
      int i = from;
      while (i < lines.size() && !lines.get(i).equals(FENCE)) {
        i++;
      }
      return i;
    }
  }
}
