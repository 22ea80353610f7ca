package dev.zerosum.app;

import dev.zerosum.core.InputText;
import dev.zerosum.registry.i18n.Messages;
import dev.zerosum.registry.i18n.Quotes;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Says what is wrong with a command line in one line, instead of the whole usage, in the current
 * language. Picocli says it in English; the mistakes people make most are recognised in its words
 * and said again from the bundle in plain words ("--seed: '1e9' is not a whole number", not "is not
 * a long"), the rest as picocli says them. What was typed is quoted cut and escaped, as every
 * message quotes it: a line of a hundred thousand characters does not come back whole.
 */
final class OneLine {
  private static final Messages MESSAGES = Messages.of(OneLine.class);

  /**
   * A mistake as picocli words it, and the key that says it: each group of the pattern is a value
   * of the text, in order; a group that holds an English plural "s" is given as a count, 1 or 2.
   */
  private record Wording(Pattern pattern, String key) {
    Wording(String regex, String key) {
      this(Pattern.compile(regex), key);
    }
  }

  private static final List<Wording> WORDINGS =
      List.of(
          new Wording("Unknown option(s?): (.*)", "usage.unknown-option"),
          new Wording("Unmatched argument(s?) (?:at|from) index (\\d+): (.*)", "usage.unmatched"),
          new Wording("Missing required parameter for option (.*)", "usage.missing-value"),
          new Wording("Expected parameter for option (.*) but found (.*)", "usage.expected-value"),
          new Wording("Missing required parameter(s?): (.*)", "usage.missing-parameter"),
          new Wording("Missing required option(s?): (.*)", "usage.missing-option"),
          new Wording("Missing required subcommand", "usage.missing-command"),
          new Wording("option (.*) should be specified only once", "usage.once"),
          // A whole number past the type's range is one, only too large: say so, with the limit.
          new Wording("Invalid value for option (.*?): '(\\d+)' is not an int", "usage.int-above"),
          new Wording("Invalid value for option (.*?): '-(\\d+)' is not an int", "usage.int-below"),
          new Wording("Invalid value for option (.*?): '(\\d+)' is not a long", "usage.long-above"),
          new Wording(
              "Invalid value for option (.*?): '-(\\d+)' is not a long", "usage.long-below"),
          new Wording("Invalid value for option (.*?): (.*) is not an int", "usage.not-int"),
          new Wording("Invalid value for option (.*?): (.*) is not a long", "usage.not-long"),
          new Wording(
              "Invalid value for option (.*?): expected one of \\[(.*)\\] \\(case-insensitive\\)"
                  + " but was (.*)",
              "usage.not-one-of"));

  private OneLine() {}

  /** Returns the one line for {@code wrong}, raised by {@code where}. */
  static String of(ParameterException wrong, CommandLine where) {
    if (wrong instanceof UnmatchedArgumentException unmatched
        && where.getParent() == null
        && !unmatched.getUnmatched().isEmpty()) {
      String typed = unmatched.getUnmatched().get(0);
      if (!typed.startsWith("-")) {
        List<String> commands = List.copyOf(where.getSubcommands().keySet());
        return MESSAGES.text("usage.unknown-command", typed, String.join(", ", commands));
      }
    }
    String message = wrong.getMessage();
    int end = message.indexOf('\n');
    return said(end < 0 ? message : message.substring(0, end));
  }

  /** Returns picocli's {@code line} in the current language. */
  static String said(String line) {
    for (Wording wording : WORDINGS) {
      Matcher matcher = wording.pattern().matcher(line);
      if (matcher.matches()) {
        List<Object> values = new ArrayList<>();
        for (int group = 1; group <= matcher.groupCount(); group++) {
          String value = matcher.group(group);
          values.add(value.equals("s") ? 2 : value.isEmpty() ? 1 : typed(value));
        }
        return MESSAGES.text(wording.key(), values.toArray());
      }
    }
    return line.length() > LONGEST ? Quotes.quote(line) : line;
  }

  /** The longest line of picocli's said as it is; a longer one holds what was typed, and is cut. */
  private static final int LONGEST = 200;

  /**
   * Returns a value picocli quoted: an option's name bare ({@code --seed}), anything else typed
   * quoted cut and escaped; a list of several ({@code 'x', 'y'}) when short, else cut.
   */
  private static String typed(String value) {
    Matcher option = OPTION.matcher(value);
    if (option.matches()) {
      return option.group(1);
    }
    if (OPTIONS.matcher(value).matches()) {
      return value.replace("'", "");
    }
    Matcher quoted = QUOTED.matcher(value);
    if (quoted.matches()) {
      return Quotes.quote(quoted.group(1));
    }
    return value.length() > InputText.SHOWN ? Quotes.quote(value) : value;
  }

  private static final Pattern OPTION =
      Pattern.compile("'(--?[A-Za-z][-A-Za-z0-9]*)'(?: \\([^)]*\\))?");

  private static final Pattern OPTIONS =
      Pattern.compile("'--?[-A-Za-z0-9]+'(?:, '--?[-A-Za-z0-9]+')+");

  private static final Pattern QUOTED = Pattern.compile("'([^']*)'", Pattern.DOTALL);
}
