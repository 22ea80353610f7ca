package dev.zerosum.app.tree;

import dev.zerosum.core.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the trace of a search as a table a learner reads top to bottom, one row per call: call
 * number, depth, MAX or MIN (indented by depth, so the recursion shows), position, the move that
 * led there, alpha and beta on entry (alpha-beta), the value returned and, for alpha-beta, the
 * moves a cut-off left unsearched. Every value is MAX's, as the textbook writes it.
 */
public final class TraceText {
  private static final String NONE = "-";

  private TraceText() {}

  /** Returns the trace of {@code tree}, with a header that says how to read it and a summary. */
  public static String format(GameTree tree) {
    String position = tree.root().position();
    boolean alphaBeta = tree.algorithm() == Algorithm.ALPHABETA;
    List<TreeNode> calls = tree.calls();
    Map<Integer, List<TreeNode>> children = tree.children();
    StringBuilder text = new StringBuilder();
    text.append(headline(tree, position, calls.size())).append('\n');
    text.append("Values are MAX's: +1 MAX wins, -1 MIN wins, 0 a draw; +1@3: that line ends at")
        .append(" ply 3,\nand a quicker win (a slower loss) is worth more.")
        .append(alphaBeta ? " >= and <=: a bound left by a cut-off.\n" : "\n")
        .append(
            tree.algorithm() == Algorithm.MCTS
                ? "57x +0.31: 57 simulations passed there, with a mean result of +0.31 for MAX;"
                    + " a value\nwith @ was proven by the MCTS-Solver.\n"
                : "")
        .append('\n');

    List<String> header = new ArrayList<>(List.of("call", "depth", "player", "position", "move"));
    if (alphaBeta) {
      header.addAll(List.of("alpha", "beta"));
    }
    header.add("value");
    if (alphaBeta) {
      header.add("pruned");
    }
    List<List<String>> rows = new ArrayList<>();
    rows.add(header);
    for (TreeNode call : calls) {
      List<String> row = new ArrayList<>();
      row.add(Integer.toString(call.id()));
      row.add(Integer.toString(call.depth()));
      row.add("  ".repeat(call.depth()) + call.player());
      row.add(call.position() + (call.terminal() ? " (end)" : ""));
      row.add(call.move() == null ? NONE : call.move());
      if (alphaBeta) {
        row.add(ScoreText.full(call.alpha()));
        row.add(ScoreText.full(call.beta()));
      }
      row.add(ScoreText.full(call));
      if (alphaBeta) {
        row.add(String.join(" ", tree.prunedMoves(call, children)));
      }
      rows.add(row);
    }
    appendTable(text, rows);
    text.append('\n').append(summary(tree)).append('\n');
    return text.toString();
  }

  private static String headline(GameTree tree, String position, int calls) {
    TreeNode root = tree.root();
    String line =
        String.format(
            Locale.ROOT,
            "%s on %s %s, %s to move: %,d %s",
            capitalised(tree.algorithm().title()),
            tree.game(),
            position,
            playerName(tree, root.player()),
            calls,
            calls == 1 ? "call" : "calls");
    if (tree.algorithm() == Algorithm.ALPHABETA) {
      line += String.format(Locale.ROOT, ", %,d moves pruned", tree.prunedCount());
    }
    return line;
  }

  /** Returns the root's value in words, the best move and the principal variation. */
  static String summary(GameTree tree) {
    TreeNode root = tree.root();
    int utility = ScoreText.utility(root.value());
    Integer end = ScoreText.endPly(root.value());
    String outcome;
    if (utility == 0 && end == null) {
      outcome = "a draw with best play";
    } else if (end != null && end == 0) {
      outcome =
          "the game is over, and "
              + playerName(tree, utility > 0 ? Player.MAX : Player.MIN)
              + " has won";
    } else {
      Player winner = utility > 0 ? Player.MAX : Player.MIN;
      outcome =
          playerName(tree, winner)
              + " wins"
              + (end == null ? "" : " in " + end + (end == 1 ? " ply" : " plies"))
              + " with best play";
    }
    StringBuilder text = new StringBuilder();
    text.append("value ").append(ScoreText.full(root.value())).append(": ").append(outcome);
    if (!tree.principalVariation().isEmpty()) {
      text.append("; best move ")
          .append(tree.principalVariation().get(0))
          .append(" (line ")
          .append(String.join(" ", tree.principalVariation()))
          .append(')');
    }
    return text.toString();
  }

  /** Returns "X (MAX)", "first (MAX)": what the game calls the player, and the textbook's name. */
  static String playerName(GameTree tree, Player player) {
    return (player == Player.MAX ? tree.maxName() : tree.minName()) + " (" + player + ")";
  }

  private static String capitalised(String word) {
    return Character.toUpperCase(word.charAt(0)) + word.substring(1);
  }

  /** Writes {@code rows} in columns; the first two (call and depth) are numbers, right-aligned. */
  private static void appendTable(StringBuilder text, List<List<String>> rows) {
    int columns = rows.get(0).size();
    int[] widths = new int[columns];
    for (List<String> row : rows) {
      for (int c = 0; c < columns; c++) {
        widths[c] = Math.max(widths[c], row.get(c).length());
      }
    }
    for (List<String> row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < columns; c++) {
        String cell = row.get(c);
        String padding = " ".repeat(widths[c] - cell.length());
        line.append(c < 2 ? padding + cell : cell + padding);
        if (c + 1 < columns) {
          line.append("  ");
        }
      }
      text.append(line.toString().stripTrailing()).append('\n');
    }
  }
}
