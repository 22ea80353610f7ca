package dev.zerosum.app.web;

import dev.zerosum.app.json.Json;
import dev.zerosum.core.Game;
import dev.zerosum.core.Player;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameDisplay;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the page draws of a position, as the API writes it: the position, whose turn, the end, the
 * board and its moves.
 *
 * <pre>{@code
 * {"position": "....X....", "toMove": "O", "status": "playing", "winner": null,
 *  "board": {"kind": "grid", ...}, "moves": [...]}
 * }</pre>
 */
final class ViewJson {
  private ViewJson() {}

  /**
   * Returns what the page draws of {@code state}: the board, its moves, whose turn, the end; and,
   * at the end of a game whose utilities are final values (the textbook's trees), its {@code
   * utility} for MAX, which the page holds against the value of best play rather than calling any
   * positive value a win.
   */
  static <S, A> Map<String, Object> of(GameDisplay<S, A> game, S state) {
    Game<S, A> rules = game.game();
    Map<String, Object> view = new LinkedHashMap<>();
    view.put("position", game.notation().formatPosition(state));
    view.put("toMove", game.playerName(rules.player(state)));
    String status = "playing";
    String winner = null;
    if (rules.isTerminal(state)) {
      int utility = rules.utility(state);
      status = utility == 0 ? "drawn" : "won";
      winner = utility == 0 ? null : game.playerName(utility > 0 ? Player.MAX : Player.MIN);
    }
    view.put("status", status);
    view.put("winner", winner);
    if (rules.isTerminal(state) && rules.utilitiesAreFinalValues()) {
      view.put("utility", rules.utility(state));
    }
    view.put("board", boardJson(game.board(state)));
    view.put("moves", game.boardMoves(state));
    return view;
  }

  /** Returns the board as JSON holds it: its {@code kind}, then its fields. */
  @SuppressWarnings("unchecked") // a record converts to a JSON object, whose keys are text
  private static Map<String, Object> boardJson(BoardView board) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("kind", board.kind());
    json.putAll(Json.mapper().convertValue(board, Map.class));
    return json;
  }
}
