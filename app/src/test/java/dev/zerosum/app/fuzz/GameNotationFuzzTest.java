package dev.zerosum.app.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.zerosum.core.Player;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.kit.FuzzProperty;
import java.util.Iterator;
import java.util.Map;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes every game's notation through the public parsers a user or a client reaches: the position
 * (with and without a player to move), and a move, read from the start and from the position the
 * text gave when it was one. The first byte picks who is to move; the rest is the text.
 */
@Timeout(10)
class GameNotationFuzzTest {
  private static final GameRegistry REGISTRY = GameRegistry.standard();

  /** How many of a position's moves are written and read back. */
  private static final int MOVES_WRITTEN = 100;

  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void tictactoe(byte[] input) {
    read("tictactoe", input);
  }

  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void nim(byte[] input) {
    read("nim", input);
  }

  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void dernier(byte[] input) {
    read("dernier", input);
  }

  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void connect4(byte[] input) {
    read("connect4", input);
  }

  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void mnk(byte[] input) {
    read("mnk", input);
  }

  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void gomoku(byte[] input) {
    read("gomoku", input);
  }

  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void tree(byte[] input) {
    read("tree", input);
  }

  private static void read(String name, byte[] input) {
    if (input.length == 0) {
      return;
    }
    PlayableGame<?, ?> game =
        REGISTRY.find(name).create(GameOptions.of(REGISTRY.find(name).options(), Map.of()));
    Player toMove =
        switch (input[0] & 3) {
          case 0 -> Player.MAX;
          case 1 -> Player.MIN;
          default -> null;
        };
    String text = FuzzProperty.text(java.util.Arrays.copyOfRange(input, 1, input.length));
    readAll(game, text, toMove);
  }

  private static <S, A> void readAll(PlayableGame<S, A> game, String text, Player toMove) {
    FuzzProperty.answers(() -> game.parsePosition(text, toMove));
    FuzzProperty.answers(() -> formatsBack(game, game.game().initialState(), text));
    FuzzProperty.answers(
        () -> {
          S position = game.parsePosition(text, toMove);
          game.notation().formatPosition(position);
          // The first moves only: a Nim pile of 400 million has as many, each a legal move to
          // write, and writing them all is the harness's time, not the parser's.
          Iterator<A> moves = game.game().actions(position).iterator();
          for (int i = 0; i < MOVES_WRITTEN && moves.hasNext(); i++) {
            formatsBack(game, position, game.notation().formatMove(position, moves.next()));
          }
        });
  }

  /** Reads a move in {@code position} and writes it back: a move read is one the game can say. */
  private static <S, A> void formatsBack(PlayableGame<S, A> game, S position, String text) {
    A move = game.notation().parseMove(position, text);
    game.notation().formatMove(position, move);
  }
}
