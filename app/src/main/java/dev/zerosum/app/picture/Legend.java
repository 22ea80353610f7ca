package dev.zerosum.app.picture;

import dev.zerosum.core.Player;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.List;

/**
 * The top of a picture: a title that says what was searched, a line with the result, the legend of
 * the shapes and lines, and a note on how to read the values. Laid out left to right, the legend
 * wrapping to a new row where the picture is narrow. In the current language: the layout measures
 * the words it is given.
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
  private static final Messages MESSAGES = TraceText.MESSAGES;

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
    boolean alphaBeta = AlgorithmChoice.prunes(tree.algorithm());
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
        (tree.algorithm() == Kind.MCTS
                ? MESSAGES.text("legend.note.mcts")
                : MESSAGES.text(tree.finalValues() ? "legend.note.final" : "legend.note")
                    + (alphaBeta ? MESSAGES.text("legend.note.bounds") : "")
                    + (tree.algorithm() == Kind.DEPTH
                        ? MESSAGES.text("legend.note.estimate", tree.depthLimit())
                        : ""))
            + MESSAGES.text("legend.note.calls");
    lines.add(new Line(note, Font.TEXT, y));
    width = Math.max(width, Font.TEXT.width(note));
    return new Legend(lines, items, width, y + 4);
  }

  private static String title(GameTree tree) {
    return MESSAGES.text(
        "legend.title",
        TraceText.title(tree),
        tree.title(),
        tree.rootPosition(),
        TraceText.playerName(tree, tree.root().player()));
  }

  private static String result(GameTree tree) {
    StringBuilder text = new StringBuilder(MESSAGES.text("legend.nodes", tree.calls().size()));
    if (AlgorithmChoice.prunes(tree.algorithm())) {
      text.append(MESSAGES.text("legend.pruned", tree.prunedCount()));
    }
    TreeNode root = tree.root();
    text.append(MESSAGES.text("legend.value", ScoreText.brief(root)));
    int utility = ScoreText.utility(root.value());
    Integer end = ScoreText.endPly(root.value());
    if (!root.proven()) {
      text.append(MESSAGES.text("legend.unproven"));
    } else if (tree.algorithm() == Kind.DEPTH && !tree.exact() && end == null) {
      text.append(MESSAGES.text("legend.estimate"));
    } else if (end != null) {
      Player winner = utility > 0 ? Player.MAX : Player.MIN;
      text.append(MESSAGES.text("legend.wins-in", TraceText.playerName(tree, winner), end));
    } else if (utility == 0 && !tree.finalValues()) {
      text.append(MESSAGES.text("legend.draw"));
    }
    if (!tree.principalVariation().isEmpty()) {
      text.append(MESSAGES.text("legend.best", tree.principalVariation().get(0)));
    }
    return text.toString();
  }

  private static String text(Symbol symbol, GameTree tree) {
    return switch (symbol) {
      case MAX -> MESSAGES.text("legend.max", tree.maxShown());
      case MIN -> MESSAGES.text("legend.min", tree.minShown());
      case TERMINAL -> MESSAGES.text("legend.terminal");
      case BEST -> MESSAGES.text("legend.best-play");
      case OTHER -> MESSAGES.text("legend.other");
      case PRUNED -> MESSAGES.text("legend.pruned-move");
    };
  }
}
