package dev.zerosum.app.help;

import dev.zerosum.app.i18n.Language;
import dev.zerosum.app.i18n.Messages;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The help of the commands in one language, as picocli reads it: a {@link java.util.ResourceBundle}
 * whose texts are those of this package's {@link Messages} bundle, formatted as every text of ours
 * is (so a translator writes {@code ''} for a quote here too). Picocli finds a command's
 * description, headings and option descriptions in it by their keys ({@code
 * zerosum.analyze.usage.description.0}, {@code zerosum.analyze.format}, {@code time}); see the
 * bundle's header.
 *
 * <pre>{@code
 * CommandHelp.addTo(commandLine, Language.current());   // before the help is shown
 * }</pre>
 */
public final class CommandHelp extends java.util.ResourceBundle {
  private static final Messages MESSAGES = Messages.of(CommandHelp.class);

  /** What picocli replaces with an option's default value: {0} in a text of ours. */
  private static final String DEFAULT_VALUE = "${DEFAULT-VALUE}";

  private final Map<String, String> texts = new LinkedHashMap<>();

  private CommandHelp(Language language) {
    for (String key : MESSAGES.patterns(language).keySet()) {
      String text = MESSAGES.text(language, key, DEFAULT_VALUE);
      if (text.indexOf('\n') < 0) {
        texts.put(key, text);
      } else {
        // Picocli takes a text of several lines as key.0, key.1 …, and shows the first line of a
        // command's description in the list of commands.
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
          texts.put(key + "." + i, lines[i]);
        }
      }
    }
  }

  /** Returns the texts of the help, for the parts the command line writes itself. */
  public static Messages messages() {
    return MESSAGES;
  }

  /**
   * Gives every command of {@code commandLine} that has no help texts of its own these, in {@code
   * language}: the built-in commands, picocli's {@code generate-completion}, and the help and
   * {@code --lang} options of a game's own command. A command with texts of its own finds what it
   * lacks in these too, through its parent, as picocli looks keys up.
   */
  public static void addTo(CommandLine commandLine, Language language) {
    addTo(commandLine, new CommandHelp(language));
  }

  private static void addTo(CommandLine commandLine, CommandHelp help) {
    CommandSpec spec = commandLine.getCommandSpec();
    if (spec.resourceBundle() == null) {
      spec.resourceBundle(help);
    }
    for (CommandLine subcommand : commandLine.getSubcommands().values()) {
      addTo(subcommand, help);
    }
  }

  @Override
  protected Object handleGetObject(String key) {
    return texts.get(key);
  }

  @Override
  protected Set<String> handleKeySet() {
    return texts.keySet();
  }

  @Override
  public Enumeration<String> getKeys() {
    return Collections.enumeration(texts.keySet());
  }

  // Picocli tells bundles apart by this name: a game's command with a bundle of its own looks up
  // in this one what its own lacks.
  @Override
  public String getBaseBundleName() {
    return MESSAGES.baseName();
  }
}
