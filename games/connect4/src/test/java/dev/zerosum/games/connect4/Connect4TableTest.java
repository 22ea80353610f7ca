package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class Connect4TableTest {

  @Test
  void neverTakesOnePositionForAnotherEvenWhenTheyShareABucket() {
    Connect4Table table = new Connect4Table(Connect4Table.MIN_ENTRIES);
    SplittableRandom random = new SplittableRandom(1);
    Map<Long, Integer> stored = new HashMap<>();
    for (int i = 0; i < 50_000; i++) {
      long key = random.nextLong(1L << 49);
      int value = 1 + random.nextInt(255);
      table.put(key, value, 1 + random.nextInt(1000));
      stored.put(key, value);
    }
    // 50,000 keys in 1,024 entries: most were pushed out; every hit must be the key's own value.
    int hits = 0;
    for (Map.Entry<Long, Integer> entry : stored.entrySet()) {
      int found = table.get(entry.getKey());
      if (found != 0) {
        hits++;
        assertThat(found).isEqualTo(entry.getValue());
      }
    }
    assertThat(hits).as("what the table still holds").isBetween(1, Connect4Table.MIN_ENTRIES);
    for (int i = 0; i < 50_000; i++) {
      long other = random.nextLong(1L << 49);
      if (!stored.containsKey(other)) {
        assertThat(table.get(other)).as("never stored").isZero();
      }
    }
  }

  @Test
  void theCostlierEntryOfABucketSurvivesTheFloodOfCheapOnes() {
    Connect4Table table = new Connect4Table(Connect4Table.MIN_ENTRIES);
    table.put(12345, 77, 1_000_000);
    SplittableRandom random = new SplittableRandom(2);
    for (int i = 0; i < 100_000; i++) {
      table.put(random.nextLong(1L << 49), 5, 1);
    }
    assertThat(table.get(12345)).isEqualTo(77);
  }

  @Test
  void clearingEmptiesTheTableWhetherFewOrManyEntriesWereFilled() {
    Connect4Table table = new Connect4Table(1 << 20);
    table.put(42, 9, 1);
    table.clear();
    assertThat(table.get(42)).isZero();
    SplittableRandom random = new SplittableRandom(3);
    long[] keys = new long[200_000]; // more than the log of filled buckets holds
    for (int i = 0; i < keys.length; i++) {
      keys[i] = random.nextLong(1L << 49);
      table.put(keys[i], 9, 1);
    }
    table.clear();
    for (long key : keys) {
      assertThat(table.get(key)).isZero();
    }
  }

  @Test
  void aSizeOutOfRangeIsRefusedWithTheRange() {
    assertThatThrownBy(() -> new Connect4Table(100))
        .hasMessage("a table of 100 entries is out of range; expected 1024 to 1073741824");
    assertThat(Connect4Table.ofMegabytes(8).capacity()).isEqualTo(1 << 20);
  }

  @Test
  void aSharedTableNeverGivesOneThreadAnotherPositionsValue() throws InterruptedException {
    Connect4Table table = Connect4Table.shared(Connect4Table.MIN_ENTRIES);
    int[] wrong = new int[2];
    Thread[] threads = new Thread[2];
    for (int t = 0; t < threads.length; t++) {
      int index = t;
      threads[t] =
          new Thread(
              () -> {
                SplittableRandom random = new SplittableRandom(10 + index);
                for (int i = 0; i < 2_000_000; i++) {
                  long key = random.nextLong(1L << 12); // few keys: the threads meet in buckets
                  int value = 1 + (int) (key % 255); // every thread stores the same for a key
                  if (random.nextBoolean()) {
                    table.put(key, value, 1 + random.nextInt(1000));
                  } else {
                    int found = table.get(key);
                    if (found != 0 && found != value) {
                      wrong[index]++;
                    }
                  }
                }
              });
      threads[t].start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    assertThat(wrong).as("reads of a value another position stored").containsOnly(0);
    assertThat(table.isShared()).isTrue();
  }
}
