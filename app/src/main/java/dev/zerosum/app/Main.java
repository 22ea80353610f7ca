package dev.zerosum.app;

import dev.zerosum.core.Agent;
import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.SearchAgent;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.games.tictactoe.TicTacToe;
import dev.zerosum.games.tictactoe.TicTacToeBoardText;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToeNotation;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** The zerosum command: {@code zerosum play tictactoe} plays a game against the perfect engine. */
public final class Main {
  private Main() {}

  /** Runs the command line. */
  public static void main(String[] args) throws IOException {
    System.exit(
        run(
            args,
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
            System.out));
  }

  static int run(String[] args, BufferedReader in, PrintStream out) throws IOException {
    if (args.length != 2 || !args[0].equals("play") || !args[1].equals("tictactoe")) {
      out.println("usage: zerosum play tictactoe");
      return 2;
    }
    TicTacToe game = new TicTacToe();
    TicTacToeNotation notation = new TicTacToeNotation();
    Agent<TicTacToePosition, TicTacToeMove> engine =
        new SearchAgent<>(
            AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 12)).build());
    TicTacToePosition position = game.initialState();
    out.println("You are X; type a cell 1 to 9 or 'x y' (column, row), 'quit' to stop.");
    while (!position.isOver()) {
      out.print(TicTacToeBoardText.render(position, true));
      out.print("your move> ");
      out.flush();
      String line = in.readLine();
      if (line == null || line.strip().equals("quit")) {
        out.println();
        return 0;
      }
      try {
        position = game.result(position, notation.parseMove(position, line));
      } catch (GameInputException mistake) {
        out.println(mistake.getMessage());
        continue;
      }
      if (!position.isOver()) {
        TicTacToeMove reply = engine.chooseAction(position);
        out.println("O plays " + notation.formatMove(position, reply));
        position = game.result(position, reply);
      }
    }
    out.print(TicTacToeBoardText.render(position, false));
    out.println(position.winner().map(p -> p.sign() > 0 ? "You win." : "O wins.").orElse("Draw."));
    return 0;
  }
}
