package dev.zerosum.app.tree;

import dev.zerosum.core.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The top of a picture: a title that says what was searched, a line with the result, the legend of
 * the shapes and lines, and a note on how to read the values. Laid out left to right, the legend
 * wrapping to a new row where the picture is narrow.
 *
 * @param lines the lines of text, each with its baseline
 * @param items the legend entries, each with the top left of its symbol
 * @param width the widest row
 * @param bottom the lowest point drawn
 */
record Legend(List<Line> lines, List<Item> items, double width, double bottom) {
  static final double SYMBOL_WIDTH = 30;
  static final double ITEM_GAP = 24;
  static final double ROW_HEIGHT = 26;

  /** What a legend entry shows. */
  enum Symbol {
    MAX,
    MIN,
    TERMINAL,
    BEST,
    OTHER,
    PRUNED
  }

  /**
   * A line of text.
   *
   * @param text the text
   * @param font its font
   * @param baseline its baseline
   */
  record Line(String text, Font font, double baseline) {}

  /**
   * A legend entry.
   *
   * @param symbol what it shows
   * @param text what it says
   * @param x the left of its symbol
   * @param y the middle of its row
   */
  record Item(Symbol symbol, String text, double x, double y) {}

  /** Returns the legend of {@code tree}, its rows at most {@code maxWidth} wide. */
  static Legend of(GameTree tree, double maxWidth) {
    boolean alphaBeta = tree.algorithm() == Algorithm.ALPHABETA;
    double x0 = TreePicture.MARGIN;
    List<Line> lines = new ArrayList<>();
    double y = TreePicture.MARGIN + Font.TITLE.size();
    lines.add(new Line(title(tree), Font.TITLE, y));
    y += 24;
    lines.add(new Line(result(tree), Font.RESULT, y));
    double width = 0;
    for (Line line : lines) {
      width = Math.max(width, line.font().width(line.text()));
    }

    List<Symbol> symbols = new ArrayList<>(List.of(Symbol.MAX, Symbol.MIN, Symbol.TERMINAL));
    symbols.addAll(List.of(Symbol.BEST, Symbol.OTHER));
    if (alphaBeta) {
      symbols.add(Symbol.PRUNED);
    }
    List<Item> items = new ArrayList<>();
    double rowY = y + 14 + ROW_HEIGHT / 2;
    double x = x0;
    for (Symbol symbol : symbols) {
      String text = text(symbol, tree);
      double itemWidth = SYMBOL_WIDTH + 8 + Font.TEXT.width(text);
      if (x > x0 && x - x0 + itemWidth > maxWidth) {
        x = x0;
        rowY += ROW_HEIGHT;
      }
      items.add(new Item(symbol, text, x, rowY));
      width = Math.max(width, x - x0 + itemWidth);
      x += itemWidth + ITEM_GAP;
    }
    y = rowY + ROW_HEIGHT / 2 + 16;
    String note =
        (tree.algorithm() == Algorithm.MCTS
                ? "Beside each node: its simulations \u00d7 their mean result for MAX (+1 MAX wins,"
                    + " \u22121 MIN wins), or its value where the MCTS-Solver proved it (@3: at ply 3)"
                : "Beside each node: its value for MAX (+1 MAX wins, \u22121 MIN wins, 0 draw; @3: that"
                    + " line ends at ply 3, and a quicker win is worth more)"
                    + (alphaBeta ? "; \u2265 or \u2264: only a bound, after a cut-off" : ""))
            + ". Small grey numbers: the order of the calls.";
    lines.add(new Line(note, Font.TEXT, y));
    width = Math.max(width, Font.TEXT.width(note));
    return new Legend(lines, items, width, y + 4);
  }

  private static String title(GameTree tree) {
    String algorithm = tree.algorithm().title();
    return Character.toUpperCase(algorithm.charAt(0))
        + algorithm.substring(1)
        + " on "
        + tree.title()
        + " "
        + tree.rootPosition()
        + ", "
        + TraceText.playerName(tree, tree.root().player())
        + " to move";
  }

  private static String result(GameTree tree) {
    int calls = tree.calls().size();
    StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%,d nodes searched", calls));
    if (tree.algorithm() == Algorithm.ALPHABETA) {
      int pruned = tree.prunedCount();
      text.append(
          String.format(Locale.ROOT, ", %,d %s pruned", pruned, pruned == 1 ? "move" : "moves"));
    }
    TreeNode root = tree.root();
    text.append(" \u00b7 value ").append(ScoreText.brief(root));
    int utility = ScoreText.utility(root.value());
    Integer end = ScoreText.endPly(root.value());
    if (end != null) {
      Player winner = utility > 0 ? Player.MAX : Player.MIN;
      text.append(": ")
          .append(TraceText.playerName(tree, winner))
          .append(" wins in ")
          .append(end)
          .append(end == 1 ? " ply" : " plies");
    } else if (utility == 0) {
      text.append(": a draw");
    }
    if (!tree.principalVariation().isEmpty()) {
      text.append(" \u00b7 best move ").append(tree.principalVariation().get(0));
    }
    return text.toString();
  }

  private static String text(Symbol symbol, GameTree tree) {
    return switch (symbol) {
      case MAX -> "MAX to move (" + tree.maxName() + ")";
      case MIN -> "MIN to move (" + tree.minName() + ")";
      case TERMINAL -> "game over: utility for MAX";
      case BEST -> "best play (principal variation)";
      case OTHER -> "other move, labelled";
      case PRUNED -> "pruned: never searched";
    };
  }
}
