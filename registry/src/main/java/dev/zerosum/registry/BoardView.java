package dev.zerosum.registry;

import java.util.List;

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
   * A grid of cells, row by row from the top.
   *
   * @param rows the number of rows
   * @param columns the number of columns
   * @param gravity true when a move names a column and the mark falls to its lowest empty cell
   * @param cells one string per row, one character per cell: a player's mark or {@code .}
   * @param line the cells of the winner's line (a run of k marks or more) when a side has won by
   *     one; empty otherwise
   */
  record Grid(int rows, int columns, boolean gravity, List<String> cells, List<Cell> line)
      implements BoardView {
    /** Copies the rows and the line. */
    public Grid {
      cells = List.copyOf(cells);
      line = List.copyOf(line);
    }

    /** Returns a grid with no winning line on it (a game going on, drawn, or won otherwise). */
    public Grid(int rows, int columns, boolean gravity, List<String> cells) {
      this(rows, columns, gravity, cells, List.of());
    }

    @Override
    public String kind() {
      return "grid";
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
