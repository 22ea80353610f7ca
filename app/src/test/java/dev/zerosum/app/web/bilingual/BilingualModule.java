package dev.zerosum.app.web.bilingual;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.GameInputException;
import dev.zerosum.games.tictactoe.TicTacToeModule;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;

/**
 * Tic-tac-toe under another name, whose texts for people come from its own bundle in two languages:
 * it shows that the server answers each request in the language the request asks for, whatever the
 * standard modules speak. Its one option, {@code refuse}, makes no game, with a coded mistake that
 * its bundle says in both languages.
 */
public final class BilingualModule implements GameModule {
  private static final Messages MESSAGES = Messages.of(BilingualModule.class);
  private final GameModule rules = new TicTacToeModule();

  @Override
  public String name() {
    return "bilingual";
  }

  @Override
  public String title() {
    return MESSAGES.text("bilingual.title");
  }

  @Override
  public String summary() {
    return MESSAGES.text("bilingual.summary");
  }

  @Override
  public String positionHelp() {
    return MESSAGES.text("bilingual.position");
  }

  @Override
  public List<String> players() {
    return rules.players();
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(OptionSpec.flag("refuse", MESSAGES.text("bilingual.refuse")));
  }

  @Override
  public Messages messages() {
    return MESSAGES;
  }

  @Override
  public PlayableGame<?, ?> create(GameOptions options) {
    if (options.flag("refuse")) {
      throw new GameInputException(
          EnglishTexts.of(BilingualModule.class).problem("bilingual.refused", "9"));
    }
    return rules.create(GameOptions.of(rules.options(), java.util.Map.of()));
  }
}
