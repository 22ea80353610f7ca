package dev.zerosum.app.picture;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

/** The promises of the tidy layout, on trees of every shape. */
class TidyLayoutTest {
  private static final double SIBLING_GAP = 10;
  private static final double COUSIN_GAP = 25;
  private static final double EPSILON = 1e-9;

  @Test
  void aParentIsCentredOverItsTwoChildren() {
    List<List<Integer>> children = List.of(List.of(1, 2), List.of(), List.of());
    double[] reach = {5, 5, 5};
    double[] centre = TidyLayout.centres(children, reach, reach, SIBLING_GAP, COUSIN_GAP);
    assertThat(centre[0]).isZero();
    assertThat(centre[2] - centre[1]).as("two boxes of 10 and the gap").isEqualTo(20);
    assertThat(centre[1]).isEqualTo(-10);
  }

  @Test
  void aSmallSubtreeBetweenTwoWideOnesIsNotPushedToOneSide() {
    // 0 has children 1 (wide: three children), 2 (a leaf) and 3 (wide again).
    List<List<Integer>> children =
        List.of(
            List.of(1, 2, 3),
            List.of(4, 5, 6),
            List.of(),
            List.of(7, 8, 9),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of());
    double[] reach = new double[10];
    java.util.Arrays.fill(reach, 5);
    double[] centre = TidyLayout.centres(children, reach, reach, SIBLING_GAP, COUSIN_GAP);
    assertThat(centre[2] - centre[1])
        .as("the leaf sits halfway between its wide neighbours")
        .isEqualTo(centre[3] - centre[2]);
    assertNoOverlapAndCentred(children, reach, reach, centre);
  }

  @RepeatedTest(200)
  void randomTreesNeverOverlapAndKeepParentsCentred(RepetitionInfo repetition) {
    Random random = new Random(repetition.getCurrentRepetition());
    int size = 1 + random.nextInt(120);
    List<List<Integer>> children = new ArrayList<>();
    children.add(new ArrayList<>());
    for (int node = 1; node < size; node++) {
      // Attach to a recent node most of the time, so that trees get deep as well as wide.
      int parent =
          random.nextInt(4) == 0 ? random.nextInt(node) : Math.max(0, node - 1 - random.nextInt(3));
      children.add(new ArrayList<>());
      children.get(parent).add(node);
    }
    double[] left = new double[size];
    double[] right = new double[size];
    for (int node = 0; node < size; node++) {
      left[node] = 1 + random.nextInt(40);
      right[node] = 1 + random.nextInt(80); // lopsided, like a node with its value beside it
    }
    double[] centre = TidyLayout.centres(children, left, right, SIBLING_GAP, COUSIN_GAP);
    assertNoOverlapAndCentred(children, left, right, centre);
  }

  /** Checks each level left to right, and each parent against its first and last child. */
  private static void assertNoOverlapAndCentred(
      List<List<Integer>> children, double[] left, double[] right, double[] centre) {
    List<Integer> level = List.of(0);
    int[] parent = new int[centre.length];
    while (!level.isEmpty()) {
      for (int i = 1; i < level.size(); i++) {
        int a = level.get(i - 1);
        int b = level.get(i);
        double gap = parent[a] == parent[b] ? SIBLING_GAP : COUSIN_GAP;
        assertThat(centre[b] - left[b])
            .as("node %d clears node %d on its left", b, a)
            .isGreaterThanOrEqualTo(centre[a] + right[a] + gap - EPSILON);
      }
      List<Integer> next = new ArrayList<>();
      for (int node : level) {
        List<Integer> kids = children.get(node);
        for (int kid : kids) {
          parent[kid] = node;
          next.add(kid);
        }
        if (!kids.isEmpty()) {
          double middle = (centre[kids.get(0)] + centre[kids.get(kids.size() - 1)]) / 2;
          assertThat(centre[node])
              .as("node %d over its children", node)
              .isCloseTo(middle, org.assertj.core.data.Offset.offset(EPSILON));
        }
      }
      level = next;
    }
  }
}
