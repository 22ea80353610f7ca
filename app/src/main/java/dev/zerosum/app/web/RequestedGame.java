package dev.zerosum.app.web;

import dev.zerosum.core.Player;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.GameRules;
import dev.zerosum.registry.PlayableGame;

/**
 * The game and the position a request names: each request gets a game of its own, made with its
 * {@code options}, and its {@code position} read with the side to move it gives ({@code toMove}).
 */
final class RequestedGame {
  private RequestedGame() {}

  /** Returns a new game {@code gameName} of {@code registry} with the request's options. */
  static PlayableGame<?, ?> of(GameRegistry registry, String gameName, ApiRequest request) {
    GameModule module = registry.find(gameName);
    return OptionWords.create(module, request.options("options"));
  }

  /** Returns the request's position in {@code game}, with its side to move when it names one. */
  static <S, A> S position(GameRules<S, A> game, ApiRequest request) {
    Player toMove = request.has("toMove") ? game.playerNamed(request.text("toMove")) : null;
    return game.parsePosition(request.text("position"), toMove);
  }
}
