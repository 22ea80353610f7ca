package dev.zerosum.app.help;

import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.ColorScheme;
import picocli.CommandLine.IHelpFactory;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The help of the commands in one language, as picocli reads it: a {@link java.util.ResourceBundle}
 * whose texts are those of this package's {@link Messages} bundle, formatted as every text of ours
 * is (so a translator writes {@code ''} for a quote here too). Picocli finds a command's
 * description, headings and option descriptions in it by their keys ({@code
 * zerosum.analyze.usage.description.0}, {@code zerosum.analyze.format}, {@code time}); see the
 * bundle's header.
 *
 * <p>A game's module that adds a command of its own ({@code solve}) writes the help of it in its
 * own bundle under the same keys ({@code zerosum.solve.usage.description}, {@code
 * zerosum.solve.weak}), and gives its command no bundle: the help and {@code --lang} options it
 * shares with every command are then said from here.
 *
 * <p>The texts are read only when a help is shown ({@link #onDemand}): a command that is run reads
 * no bundle for them, and starts sooner.
 *
 * <pre>{@code
 * CommandHelp.onDemand(commandLine, Map.of(), List.of());   // when the tree is built
 * }</pre>
 */
public final class CommandHelp extends java.util.ResourceBundle {
  private static final Messages MESSAGES = Messages.of(CommandHelp.class);

  /** What picocli replaces with an option's default value: {0} in a text of ours. */
  private static final String DEFAULT_VALUE = "${DEFAULT-VALUE}";

  private final Map<String, String> texts = new LinkedHashMap<>();

  private CommandHelp(Language language, Map<String, Supplier<String>> made, List<Messages> games) {
    Map<String, String> all = new LinkedHashMap<>();
    for (String key : MESSAGES.patterns(language).keySet()) {
      all.put(key, MESSAGES.text(language, key, DEFAULT_VALUE));
    }
    made.forEach((key, text) -> all.put(key, text.get()));
    for (Messages game : games) {
      for (String key : keysOfCommands(game, language)) {
        all.putIfAbsent(key, game.text(language, key, DEFAULT_VALUE));
      }
    }
    for (Map.Entry<String, String> entry : all.entrySet()) {
      String key = entry.getKey();
      String text = entry.getValue();
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

  /** Returns the keys of {@code game}'s bundle that are the help of commands; none without one. */
  private static List<String> keysOfCommands(Messages game, Language language) {
    try {
      return game.patterns(language).keySet().stream()
          .filter(key -> key.startsWith("zerosum."))
          .toList();
    } catch (IllegalStateException noBundle) {
      return List.of(); // a game that speaks English only
    }
  }

  /** Returns the texts of the help, for the parts the command line writes itself. */
  public static Messages messages() {
    return MESSAGES;
  }

  /**
   * Makes the help of {@code root} and its commands, when one is first shown, find its texts here,
   * in the language then current, together with the texts the command line {@code made} itself (the
   * games, their options), by key, and the help of the commands in the bundles of the {@code
   * games}. Call it when the tree is complete.
   */
  public static void onDemand(
      CommandLine root, Map<String, Supplier<String>> made, List<Messages> games) {
    root.setHelpFactory(new OnDemand(root, Map.copyOf(made), List.copyOf(games)));
  }

  /** Adds the texts to the tree the first time a help is made. */
  private static final class OnDemand implements IHelpFactory {
    private final CommandLine root;
    private final Map<String, Supplier<String>> made;
    private final List<Messages> games;
    private boolean added;

    OnDemand(CommandLine root, Map<String, Supplier<String>> made, List<Messages> games) {
      this.root = root;
      this.made = made;
      this.games = games;
    }

    @Override
    public Help create(CommandSpec commandSpec, ColorScheme colorScheme) {
      if (!added) {
        added = true;
        addTo(root, new CommandHelp(Language.current(), made, games));
      }
      return new Help(commandSpec, colorScheme);
    }
  }

  /**
   * Gives every command of {@code commandLine} that has no help texts of its own these: the
   * built-in commands, picocli's {@code generate-completion}, and the games' own commands.
   */
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

  // Picocli names a bundle by this, and tells it from a command's own by the name.
  @Override
  public String getBaseBundleName() {
    return MESSAGES.baseName();
  }
}
