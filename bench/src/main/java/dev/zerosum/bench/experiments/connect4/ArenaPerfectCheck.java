package dev.zerosum.bench.experiments.connect4;

import dev.zerosum.core.arena.ArenaGame;
import dev.zerosum.core.arena.ArenaTextJournal;
import dev.zerosum.games.connect4.Connect4;
import dev.zerosum.games.connect4.Connect4Book;
import dev.zerosum.games.connect4.Connect4Move;
import dev.zerosum.games.connect4.Connect4Position;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Checks the games of a Connect Four arena journal ({@code zerosum arena --journal}) that the
 * perfect player did not win: each must start, after its random opening, from a position the book
 * shows as lost for it (a loss), or as drawn or lost (a draw). A game the book shows as better for
 * it than its result is a mistake of the perfect player, and is listed.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.connect4.ArenaPerfectCheck JOURNAL [PLAYER]
 * </pre>
 */
public final class ArenaPerfectCheck {
  private ArenaPerfectCheck() {}

  /** Checks the journal's games of {@code perfect} (or the player named second). */
  public static void main(String[] args) throws IOException {
    String player = args.length > 1 ? args[1] : "perfect";
    Connect4 game = new Connect4();
    // The journal's settings line is taken as it is: only the games are read here.
    String text = Files.readString(Path.of(args[0]), StandardCharsets.UTF_8);
    String settings = text.lines().skip(1).findFirst().orElse("").replaceFirst("^# settings: ", "");
    ArenaTextJournal<Connect4Position, Connect4Move> journal =
        new ArenaTextJournal<>(game, game.notation().orElseThrow(), settings, text, ignored -> {});
    Connect4Book book = Connect4Book.standard();
    int games = 0;
    int won = 0;
    int drawn = 0;
    int lost = 0;
    int mistakes = 0;
    for (ArenaGame<Connect4Move> one : journal.games()) {
      int number = one.number();
      if (!one.first().equals(player) && !one.second().equals(player)) {
        continue;
      }
      games++;
      double points = one.pointsOf(player);
      if (points == 1) {
        won++;
        continue;
      }
      if (points == 0.5) {
        drawn++;
      } else {
        lost++;
      }
      Connect4Position start = Connect4Position.empty();
      for (Connect4Move move : one.opening()) {
        start = start.play(move.column());
      }
      OptionalInt score = book.score(start);
      if (score.isEmpty()) {
        System.out.printf(Locale.ROOT, "game %d: the opening is not in the book%n", number);
        continue;
      }
      boolean firstToMove = start.moves() % 2 == 0;
      int forPlayer =
          one.first().equals(player) == firstToMove ? score.getAsInt() : -score.getAsInt();
      double deserved = forPlayer > 0 ? 1 : forPlayer == 0 ? 0.5 : 0;
      if (points < deserved) {
        mistakes++;
        System.out.printf(
            Locale.ROOT,
            "game %d (%s – %s, opening %s): %s scored %.1f where the book gives it %+d%n",
            number,
            one.first(),
            one.second(),
            moves(one.opening()),
            player,
            points,
            forPlayer);
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%s in %d games: %d won, %d drawn, %d lost; %d results worse than the book's value of the"
            + " position after the opening%n",
        player,
        games,
        won,
        drawn,
        lost,
        mistakes);
    System.exit(mistakes == 0 ? 0 : 1);
  }

  private static String moves(List<Connect4Move> moves) {
    StringBuilder text = new StringBuilder();
    for (Connect4Move move : moves) {
      text.append(move.column() + 1);
    }
    return text.toString();
  }
}
