package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {

  @Test
  void capacityIsAPowerOfTwo() {
    assertThat(new TranspositionTable<String>(1).capacity()).isEqualTo(2);
    assertThat(new TranspositionTable<String>(1000).capacity()).isEqualTo(1024);
    assertThat(new TranspositionTable<String>(1024).capacity()).isEqualTo(1024);
    assertThatThrownBy(() -> new TranspositionTable<String>(0)).hasMessageContaining("capacity 0");
  }

  @Test
  void findsWhatWasStored() {
    TranspositionTable<String> table = new TranspositionTable<>(64);
    table.store(42L, -7, Bound.LOWER, 3, "B-1");
    int slot = table.find(42L);
    assertThat(slot).isNotNegative();
    assertThat(table.score(slot)).isEqualTo(-7);
    assertThat(table.bound(slot)).isEqualTo(Bound.LOWER);
    assertThat(table.depth(slot)).isEqualTo(3);
    assertThat(table.move(slot)).isEqualTo("B-1");
    assertThat(table.size()).isEqualTo(1);
    assertThat(table.find(43L)).as("a key never stored is not found").isEqualTo(-1);
  }

  @Test
  void aKeyInTheSameSlotReplacesTheOldEntryAndIsNeverMistakenForIt() {
    TranspositionTable<String> table = new TranspositionTable<>(2);
    long first = 1;
    long second = 2;
    while (slotOf(table, second) != slotOf(table, first)) {
      second++;
    }
    table.store(first, 1, Bound.EXACT, 1, null);
    table.store(second, 2, Bound.EXACT, 1, null);
    assertThat(table.find(first)).as("replaced").isEqualTo(-1);
    assertThat(table.score(table.find(second))).isEqualTo(2);
    assertThat(table.size()).isEqualTo(1);
  }

  @Test
  void clearEmptiesIt() {
    TranspositionTable<String> table = new TranspositionTable<>(8);
    table.store(0L, 0, Bound.UPPER, 1, "x");
    assertThat(table.find(0L)).as("key 0 is a key like any other").isNotNegative();
    table.clear();
    assertThat(table.find(0L)).isEqualTo(-1);
    assertThat(table.size()).isZero();
  }

  /** Finds the slot of a key by storing it in a scratch table of the same size. */
  private static int slotOf(TranspositionTable<String> like, long key) {
    TranspositionTable<String> scratch = new TranspositionTable<>(like.capacity());
    scratch.store(key, 0, Bound.EXACT, 0, null);
    return scratch.find(key);
  }
}
