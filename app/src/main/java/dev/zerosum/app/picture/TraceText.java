package dev.zerosum.app.picture;

import dev.zerosum.core.Player;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes the trace of a search as a table a learner reads top to bottom, one row per call: call
 * number, depth, MAX or MIN (indented by depth, so the recursion shows), position, the move that
 * led there, alpha and beta on entry (alpha-beta), the value returned and, for alpha-beta, the
 * moves a cut-off left unsearched. With a table or a depth limit, a last column says which values
 * came from the table and which are the evaluator's estimates. Every value is MAX's, as the
 * textbook writes it. The words are in the current language; the values and positions are written
 * the same in every language.
 */
public final class TraceText {
  static final Messages MESSAGES = Messages.of(TraceText.class);
  private static final String NONE = "-";

  private TraceText() {}

  /** Returns the trace of {@code tree}, with a header that says how to read it and a summary. */
  public static String format(GameTree tree) {
    String position = tree.root().position();
    boolean alphaBeta = AlgorithmChoice.prunes(tree.algorithm());
    boolean notes = hasNotes(tree.algorithm());
    List<TreeNode> calls = tree.calls();
    Map<Integer, List<TreeNode>> children = tree.children();
    StringBuilder text = new StringBuilder();
    text.append(headline(tree, position, calls.size())).append('\n');
    text.append(MESSAGES.text(tree.finalValues() ? "trace.values.final" : "trace.values"))
        .append(alphaBeta ? MESSAGES.text("trace.values.bounds") : "")
        .append('\n')
        .append(tree.algorithm() == Kind.MCTS ? MESSAGES.text("trace.values.mcts") + "\n" : "")
        .append(
            tree.algorithm() == Kind.ALPHABETA_ORDERED
                ? MESSAGES.text("trace.values.table") + "\n"
                : "")
        .append(
            tree.algorithm() == Kind.DEPTH
                ? MESSAGES.text("trace.values.estimate", tree.depthLimit()) + "\n"
                : "")
        .append('\n');

    List<String> header = new ArrayList<>();
    for (String column : List.of("call", "depth", "player", "position", "move")) {
      header.add(MESSAGES.text("trace.column." + column));
    }
    if (alphaBeta) {
      header.add(MESSAGES.text("trace.column.alpha"));
      header.add(MESSAGES.text("trace.column.beta"));
    }
    header.add(MESSAGES.text("trace.column.value"));
    if (alphaBeta) {
      header.add(MESSAGES.text("trace.column.pruned"));
    }
    if (notes) {
      header.add(MESSAGES.text("trace.column.note"));
    }
    Set<Integer> onEstimates = restingOnEstimates(tree, children);
    List<List<String>> rows = new ArrayList<>();
    rows.add(header);
    for (TreeNode call : calls) {
      List<String> row = new ArrayList<>();
      row.add(Integer.toString(call.id()));
      row.add(Integer.toString(call.depth()));
      row.add("  ".repeat(call.depth()) + call.player());
      row.add(call.terminal() ? MESSAGES.text("trace.end", call.name()) : call.name());
      row.add(call.move() == null ? NONE : call.move());
      if (alphaBeta) {
        row.add(ScoreText.full(call.alpha()));
        row.add(ScoreText.full(call.beta()));
      }
      String value = ScoreText.full(call);
      // A 0 that rests on estimates is no draw: marked as the estimates themselves are.
      row.add(onEstimates.contains(call.id()) ? value.replaceFirst("(^|[<>]=)0$", "$1~0") : value);
      if (alphaBeta) {
        // The textbook's trees name what was never visited, a leaf by its utility, as its figures
        // do; other games name the moves.
        row.add(
            String.join(
                " ",
                tree.finalValues()
                    ? tree.prunedNames(call, children)
                    : tree.prunedMoves(call, children)));
      }
      if (notes) {
        row.add(
            call.tableHit()
                ? MESSAGES.text("trace.note.table")
                : call.estimate() ? MESSAGES.text("trace.note.estimate") : "");
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
        MESSAGES.text(
            "trace.headline",
            title(tree),
            tree.game(),
            position,
            playerName(tree, root.player()),
            calls);
    if (AlgorithmChoice.prunes(tree.algorithm())) {
      line += MESSAGES.text("trace.headline.pruned", tree.prunedCount());
    }
    if (tree.algorithm() == Kind.ALPHABETA_ORDERED) {
      line += MESSAGES.text("trace.headline.table", tree.tableHits());
    }
    if (tree.algorithm() == Kind.DEPTH) {
      line += MESSAGES.text("trace.headline.estimates", tree.estimates(), tree.depthLimit());
    }
    return line;
  }

  /**
   * Returns the ids of the nodes whose value an estimate went into: those with an estimate at or
   * below them, in a search without a table (with one, an entry can carry an estimate unseen).
   */
  private static Set<Integer> restingOnEstimates(
      GameTree tree, Map<Integer, List<TreeNode>> children) {
    Set<Integer> resting = new HashSet<>();
    if (tree.algorithm() == Kind.DEPTH) {
      markEstimates(tree.root(), children, resting);
    }
    return resting;
  }

  private static boolean markEstimates(
      TreeNode node, Map<Integer, List<TreeNode>> children, Set<Integer> resting) {
    boolean below = node.estimate();
    for (TreeNode child : children.getOrDefault(node.id(), List.of())) {
      below |= markEstimates(child, children, resting);
    }
    if (below) {
      resting.add(node.id());
    }
    return below;
  }

  /** Returns true for the searches whose rows may come from a table or an evaluator. */
  private static boolean hasNotes(Kind algorithm) {
    return algorithm == Kind.ALPHABETA_ORDERED || algorithm == Kind.DEPTH;
  }

  /**
   * Returns the search's name as a title, in the current language, as the engines' menus name it
   * with a capital: "Alpha-beta", "Alpha-beta to depth 3".
   */
  static String title(GameTree tree) {
    Language language = Language.current();
    String name = new AlgorithmChoice(tree.algorithm(), tree.depthLimit()).title(language);
    return name.substring(0, 1).toUpperCase(language.locale()) + name.substring(1);
  }

  /** Returns the root's value in words, the best move and the principal variation. */
  static String summary(GameTree tree) {
    return summary(tree, Language.current(), true);
  }

  /**
   * Returns {@link #summary(GameTree)} as a comment in a file for programs (DOT) has it: in
   * English, with the players' names as typed, whatever the language of the run.
   */
  static String summaryForPrograms(GameTree tree) {
    return summary(tree, Language.ENGLISH, false);
  }

  private static String summary(GameTree tree, Language language, boolean shown) {
    TreeNode root = tree.root();
    if (!root.proven()) { // a Monte Carlo root the solver did not prove: its mean, no verdict
      String text =
          MESSAGES.text(
              language,
              "summary.unproven",
              root.visits(),
              String.format(Locale.ROOT, "%+.2f", root.mean()));
      if (!tree.principalVariation().isEmpty()) {
        text +=
            MESSAGES.text(
                language,
                "summary.most-visited",
                tree.principalVariation().get(0),
                String.join(" ", tree.principalVariation()));
      }
      return text;
    }
    // A depth-limited search that stopped short of the end; a win or loss it found is proven.
    if (tree.algorithm() == Kind.DEPTH && !tree.exact() && ScoreText.endPly(root.value()) == null) {
      String text =
          MESSAGES.text(
              language, "summary.estimate", ScoreText.estimate(root.value()), tree.depthLimit());
      if (!tree.principalVariation().isEmpty()) {
        text +=
            MESSAGES.text(
                language,
                "summary.best",
                tree.principalVariation().get(0),
                String.join(" ", tree.principalVariation()));
      }
      return text;
    }
    int utility = ScoreText.utility(root.value());
    Integer end = ScoreText.endPly(root.value());
    Player winner = utility > 0 ? Player.MAX : Player.MIN;
    String outcome;
    if (tree.finalValues()) {
      outcome = MESSAGES.text(language, "summary.final", playerName(tree, Player.MAX, shown));
    } else if (utility == 0 && end == null) {
      outcome = MESSAGES.text(language, "summary.draw");
    } else if (end != null && end == 0) {
      outcome = MESSAGES.text(language, "summary.over", playerName(tree, winner, shown));
    } else if (end == null) {
      outcome = MESSAGES.text(language, "summary.wins", playerName(tree, winner, shown));
    } else {
      outcome = MESSAGES.text(language, "summary.wins-in", playerName(tree, winner, shown), end);
    }
    String text = MESSAGES.text(language, "summary.value", ScoreText.full(root.value()), outcome);
    if (!tree.principalVariation().isEmpty()) {
      text +=
          MESSAGES.text(
              language,
              "summary.best",
              tree.principalVariation().get(0),
              String.join(" ", tree.principalVariation()));
    }
    return text;
  }

  /**
   * Returns "X (MAX)", "first (MAX)": what the game calls the player, as a person reads it in the
   * run's language, and the textbook's name.
   */
  static String playerName(GameTree tree, Player player) {
    return playerName(tree, player, true);
  }

  /** Returns the player as {@link #playerName(GameTree, Player)}, or with its typed name. */
  private static String playerName(GameTree tree, Player player, boolean shown) {
    String name =
        player == Player.MAX
            ? (shown ? tree.maxShown() : tree.maxName())
            : (shown ? tree.minShown() : tree.minName());
    return name + " (" + player + ")";
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
