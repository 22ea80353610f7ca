package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.Player;
import java.util.List;
import org.junit.jupiter.api.Test;

class NimPositionTest {

  @Test
  void copiesThePilesOnTheWayInAndOnTheWayOut() {
    long[] source = {3, 4, 5};
    NimPosition position = NimPosition.of(Player.MAX, source);
    source[0] = 99;
    position.piles()[1] = 99;

    assertThat(position.piles())
        .as("changing the caller's array or the returned copy must not change the position")
        .containsExactly(3, 4, 5);
  }

  @Test
  void isEqualByPilesAndPlayerToMove() {
    NimPosition position = NimPosition.of(Player.MAX, 3, 4, 5);

    assertThat(position)
        .as("a position built from equal piles, from an array or a list, is equal")
        .isEqualTo(NimPosition.of(Player.MAX, 3, 4, 5))
        .isEqualTo(NimPosition.of(Player.MAX, List.of(3L, 4L, 5L)))
        .hasSameHashCodeAs(NimPosition.of(Player.MAX, 3, 4, 5));
    assertThat(position)
        .as("the player to move and the order of the piles are part of a position")
        .isNotEqualTo(NimPosition.of(Player.MIN, 3, 4, 5))
        .isNotEqualTo(NimPosition.of(Player.MAX, 5, 4, 3))
        .isNotEqualTo(NimPosition.of(Player.MAX, 3, 4, 5, 0));
  }

  @Test
  void answersItsAccessors() {
    NimPosition position = NimPosition.of(Player.MIN, 3, 0, 5);

    assertThat(position.toMove()).isEqualTo(Player.MIN);
    assertThat(position.pileCount()).as("empty piles count as piles").isEqualTo(3);
    assertThat(position.pile(2)).isEqualTo(5);
    assertThat(position.isOver()).as("piles A and C still hold objects").isFalse();
    assertThat(NimPosition.of(Player.MAX, 0, 0).isOver()).as("every pile is empty").isTrue();
    assertThat(position).hasToString("3,0,5 (MIN to move)");
    assertThatThrownBy(() -> position.pile(3)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void acceptsPilesUpToTwoToThe62() {
    assertThat(NimPosition.of(Player.MAX, NimPosition.MAX_PILE, 0).pile(0))
        .as("2^62 is the largest pile allowed")
        .isEqualTo(1L << 62);
  }

  @Test
  void refusesNoPilesNegativePilesAndPilesAboveTwoToThe62() {
    assertThatThrownBy(() -> NimPosition.of(Player.MAX))
        .as("a game needs something to play with")
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a Nim position needs at least one pile; none was given");
    assertThatThrownBy(() -> NimPosition.of(Player.MAX, List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least one pile");
    assertThatThrownBy(() -> NimPosition.of(Player.MAX, 3, -4, 5))
        .as("the message names the pile and the sizes allowed")
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("pile B holds -4 objects; expected 0 to 4611686018427387904 (2^62)");
    assertThatThrownBy(() -> NimPosition.of(Player.MAX, 1, NimPosition.MAX_PILE + 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("pile B holds 4611686018427387905 objects");
    long[] thirtyPiles = new long[30];
    thirtyPiles[29] = -1;
    assertThatThrownBy(() -> NimPosition.of(Player.MAX, thirtyPiles))
        .as("past 26 piles, piles are named by number")
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("pile 30 holds -1 objects");
  }
}
