package dev.zerosum.book;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.games.connect4.Connect4Bitboard;
import dev.zerosum.games.connect4.Connect4Position;
import org.junit.jupiter.api.Test;

class OpeningTreeTest {

  @Test
  void countsTheLegalPositionsOfTheLiteratureOnceEachWithTheirMirrorImages() {
    // Legal positions after 0 to 6 moves (OEIS A212693); no game can be won before the 7th.
    long[] published = {1, 7, 49, 238, 1_120, 4_263, 16_422};
    OpeningTree tree = OpeningTree.below(Connect4Position.empty(), 6);
    for (int ply = 0; ply <= 6; ply++) {
      long unfolded = 0;
      for (long key : tree.keysAt(ply)) {
        assertThat(Connect4Bitboard.canonicalKey(key)).as("kept by canonical key").isEqualTo(key);
        unfolded += Connect4Bitboard.mirror(key) == key ? 1 : 2; // a symmetric one is its own image
      }
      assertThat(unfolded).as("positions after %d moves", ply).isEqualTo(published[ply]);
    }
  }

  @Test
  void leavesOutTheGamesAlreadyWon() {
    // X has three in column 1; its move there ends the game, so that child is not in the tree.
    OpeningTree tree = OpeningTree.below(Connect4Position.of("121212"), 1);
    assertThat(tree.countAt(7)).as("seven moves, the winning one left out").isEqualTo(6);
  }

  @Test
  void listsEachPlyInTheSameOrderEveryTime() {
    OpeningTree once = OpeningTree.below(Connect4Position.empty(), 5);
    OpeningTree twice = OpeningTree.below(Connect4Position.empty(), 5);
    assertThat(twice.keysAt(5)).as("resumed builds cut the same chunks").isEqualTo(once.keysAt(5));
  }
}
