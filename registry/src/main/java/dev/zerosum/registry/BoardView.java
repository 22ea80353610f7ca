package dev.zerosum.registry;

import dev.zerosum.core.Player;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A position as the page draws it, the same for every game of a kind: a grid of cells (with or
 * without gravity), piles of objects, a row of matches, or a node of a game tree. A game's module
 * says which, and the page needs no other knowledge of the game. Written to JSON with its {@code
 * kind}.
 */
public sealed interface BoardView
    permits BoardView.Grid, BoardView.Piles, BoardView.Row, BoardView.Tree {

  /**
   * Returns what kind of board this is: {@code grid}, {@code piles}, {@code row} or {@code tree}.
   */
  String kind();

  /**
   * A grid of cells, row by row from the top, and the marks that can stand in a cell.
   *
   * <p>A game that says no more than its grid gets the rest from it: the moves' places on the page
   * ({@link GameDisplay#boardMoves}), the text board of the terminal ({@link GameDisplay#render})
   * and the small board of a tree picture ({@link GameDisplay#glyph}).
   *
   * @param rows the number of rows
   * @param columns the number of columns
   * @param gravity true when a move names a column and the mark falls to its lowest empty cell
   * @param cells one string per row, one character per cell: a mark's glyph or {@code .}
   * @param line the cells of the winner's line (a run of k marks or more) when a side has won by
   *     one; empty otherwise
   * @param marks every mark that may stand in a cell, with its player and how it is drawn; X and O
   *     unless the game says otherwise ({@link Mark#X_AND_O}, or {@link Mark#X_AND_O_DISCS} with
   *     gravity)
   * @param axes the names of the columns and rows, drawn around the grid, when the game's moves
   *     name a cell by them ({@code h8}); {@link Axes#NONE} otherwise
   */
  record Grid(
      int rows,
      int columns,
      boolean gravity,
      List<String> cells,
      List<Cell> line,
      List<Mark> marks,
      Axes axes)
      implements BoardView {
    /**
     * Copies the rows, the line and the marks, and checks the marks' glyphs are distinct and the
     * axes name every column and row.
     */
    public Grid {
      cells = List.copyOf(cells);
      line = List.copyOf(line);
      marks = List.copyOf(marks);
      if (marks.stream().map(Mark::glyph).distinct().count() != marks.size()) {
        throw new IllegalArgumentException("two marks share a glyph: " + marks);
      }
      if (axes.isNamed() && (axes.columns().size() != columns || axes.rows().size() != rows)) {
        throw new IllegalArgumentException(
            String.format(
                Locale.ROOT,
                "axes that name %d columns and %d rows on a grid of %d columns and %d rows",
                axes.columns().size(),
                axes.rows().size(),
                columns,
                rows));
      }
    }

    /** Returns a grid of the marks given, with no axes. */
    public Grid(
        int rows,
        int columns,
        boolean gravity,
        List<String> cells,
        List<Cell> line,
        List<Mark> marks) {
      this(rows, columns, gravity, cells, line, marks, Axes.NONE);
    }

    /** Returns a grid of X and O with its winning line. */
    public Grid(int rows, int columns, boolean gravity, List<String> cells, List<Cell> line) {
      this(rows, columns, gravity, cells, line, gravity ? Mark.X_AND_O_DISCS : Mark.X_AND_O);
    }

    /**
     * Returns a grid of X and O with no winning line (a game going on, drawn, or won otherwise).
     */
    public Grid(int rows, int columns, boolean gravity, List<String> cells) {
      this(rows, columns, gravity, cells, List.of());
    }

    /**
     * Returns the mark whose glyph is {@code glyph}; empty for an empty cell or a glyph unknown.
     */
    public Optional<Mark> mark(char glyph) {
      return marks.stream().filter(mark -> mark.glyph() == glyph).findFirst();
    }

    @Override
    public String kind() {
      return "grid";
    }
  }

  /**
   * The names of a grid's columns and rows, as its moves write a cell: the column's name, then the
   * row's ({@code h8} is column {@code h}, row {@code 8}). The page draws them beside the grid, the
   * terminal around it.
   *
   * @param columns the name of each column, from the left ({@code a} …)
   * @param rows the name of each row, from the top (a board counted from the bottom lists {@code
   *     15} first)
   */
  record Axes(List<String> columns, List<String> rows) {
    /** A grid whose cells have no names of this kind (they are numbered, or named otherwise). */
    public static final Axes NONE = new Axes(List.of(), List.of());

    /** Copies the names. */
    public Axes {
      columns = List.copyOf(columns);
      rows = List.copyOf(rows);
    }

    /** Returns true when the columns and rows have names. */
    public boolean isNamed() {
      return !columns.isEmpty();
    }

    /** Returns the name of the cell in {@code row} and {@code column}: {@code h8}. */
    public String name(int row, int column) {
      return columns.get(column) + rows.get(row);
    }
  }

  /**
   * A mark that stands in a cell of a {@link Grid}: its character in the grid's rows, the player it
   * belongs to, and how the page draws it.
   *
   * <pre>{@code
   * List<Mark> stones = List.of(
   *     Mark.disc('B', Player.MAX, "#1b1b1b", MESSAGES.text("othello.black")),
   *     Mark.disc('W', Player.MIN, "#f4f4f4", MESSAGES.text("othello.white")));
   * }</pre>
   *
   * @param glyph the character that stands for it in {@link Grid#cells()}; never {@code .}
   * @param owner the player it belongs to (whose move the page previews with it); null for a mark
   *     of neither player
   * @param shape how the page draws it: {@link #LETTER} (the glyph itself) or {@link #DISC} (a
   *     round stone)
   * @param colour its colour as {@code #rrggbb}; null for the page's own colour of its owner (the
   *     one X and O are drawn in, in the light and the dark scheme)
   * @param name what it is called, for people, in the current language ({@code black}); null to say
   *     its glyph
   */
  record Mark(char glyph, Player owner, String shape, String colour, String name) {
    /** A mark drawn as its glyph, a letter. */
    public static final String LETTER = "letter";

    /** A mark drawn as a round stone of its colour. */
    public static final String DISC = "disc";

    /** The first player's X and the second's O, drawn as letters in the page's colours. */
    public static final List<Mark> X_AND_O =
        List.of(letter('X', Player.MAX, null, null), letter('O', Player.MIN, null, null));

    /** The first player's X and the second's O, drawn as discs in the page's colours. */
    public static final List<Mark> X_AND_O_DISCS =
        List.of(disc('X', Player.MAX, null, null), disc('O', Player.MIN, null, null));

    private static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{6}");

    /** Checks the glyph, the shape and the colour. */
    public Mark {
      if (glyph == '.' || Character.isWhitespace(glyph)) {
        throw new IllegalArgumentException("a mark cannot be written '" + glyph + "'");
      }
      if (!LETTER.equals(shape) && !DISC.equals(shape)) {
        throw new IllegalArgumentException(
            "unknown shape " + shape + "; expected " + LETTER + " or " + DISC);
      }
      if (colour != null && !COLOUR.matcher(colour).matches()) {
        throw new IllegalArgumentException("colour " + colour + ": expected #rrggbb");
      }
    }

    /** Returns a mark drawn as its glyph, in {@code colour} (null: its owner's). */
    public static Mark letter(char glyph, Player owner, String colour, String name) {
      return new Mark(glyph, owner, LETTER, colour, name);
    }

    /** Returns a mark drawn as a disc of {@code colour} (null: its owner's). */
    public static Mark disc(char glyph, Player owner, String colour, String name) {
      return new Mark(glyph, owner, DISC, colour, name);
    }
  }

  /**
   * A cell of a grid.
   *
   * @param row its row, from 0 at the top
   * @param column its column, from 0 at the left
   */
  record Cell(int row, int column) {}

  /**
   * Piles of objects; a move takes some from one pile.
   *
   * @param names each pile's name, as moves write it ({@code A} …)
   * @param sizes each pile's size, as text (piles go beyond what a page's numbers hold)
   */
  record Piles(List<String> names, List<String> sizes) implements BoardView {
    /** Copies the lists. */
    public Piles {
      names = List.copyOf(names);
      sizes = List.copyOf(sizes);
    }

    @Override
    public String kind() {
      return "piles";
    }
  }

  /**
   * A row of objects (matches) taken from one end.
   *
   * @param count how many are left
   * @param maxTake the most one move may take
   */
  record Row(long count, int maxTake) implements BoardView {
    @Override
    public String kind() {
      return "row";
    }
  }

  /**
   * A node of an explicit game tree, where play stands, and its children: each child is a move,
   * named as the move is written. Where play stands at a leaf, the game is over.
   *
   * @param node the node's name ({@code A}, or the path of moves to it)
   * @param utility the node's utility for MAX when it is a leaf; null otherwise
   * @param children the children in the order written; none at a leaf
   */
  record Tree(String node, Integer utility, List<Child> children) implements BoardView {
    /** Copies the children. */
    public Tree {
      children = List.copyOf(children);
    }

    @Override
    public String kind() {
      return "tree";
    }

    /**
     * A child of the node.
     *
     * @param move the move that goes there, as the game writes it ({@code B}, or {@code 2})
     * @param utility its utility for MAX when it is a leaf; null for an inner node
     * @param children how many children it has; 0 for a leaf
     */
    public record Child(String move, Integer utility, int children) {}
  }
}
