package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PerftCounter;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.kit.takeaway.TakeAway;
import dev.zerosum.registry.kit.takeaway.TakeAwayModule;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A game's own {@link PerftCounter} is what {@code zerosum perft} counts with, and {@code
 * --generic} the reference beside it: the take-away fixture, given a counter that counts its
 * sequences from the pile's size alone and records its calls, with nothing else changed.
 */
class PerftGameCounterTest {
  private final AtomicInteger calls = new AtomicInteger();

  /** Counts the take-away game's sequences from the pile's size, by dynamic programming. */
  private long byPile(TakeAway.Pile pile, int depth) {
    calls.incrementAndGet();
    long[] ways = new long[pile.left() + 1]; // ways[n]: the sequences of the length so far from n
    Arrays.fill(ways, 1);
    for (int length = 1; length <= depth; length++) {
      long[] longer = new long[ways.length];
      for (int left = 1; left < ways.length; left++) {
        for (int take = 1; take <= Math.min(3, left); take++) {
          longer[left] += ways[left - take];
        }
      }
      ways = longer;
    }
    return ways[pile.left()];
  }

  /** Returns take-away whose games offer {@link #byPile} as their counter. */
  private GameModule counted() {
    GameModule real = new TakeAwayModule();
    PerftCounter<TakeAway.Pile> counter = this::byPile;
    InvocationHandler module =
        (proxy, method, args) -> {
          Object answer = delegate(real, method, args);
          if (!method.getName().equals("create")) {
            return answer;
          }
          return Proxy.newProxyInstance(
              getClass().getClassLoader(),
              new Class<?>[] {PlayableGame.class},
              (game, asked, given) ->
                  asked.getName().equals("perftCounter")
                      ? Optional.of(counter)
                      : delegate(answer, asked, given));
        };
    return (GameModule)
        Proxy.newProxyInstance(
            getClass().getClassLoader(), new Class<?>[] {GameModule.class}, module);
  }

  private static Object delegate(Object real, java.lang.reflect.Method method, Object[] args)
      throws Throwable {
    try {
      return method.invoke(real, args);
    } catch (InvocationTargetException thrown) {
      throw thrown.getCause();
    }
  }

  @ParameterizedTest(name = "--pile {0} --depth {1}: {2}")
  @CsvSource({
    "4, 2, 6", // 1-1 1-2 1-3 2-1 2-2 3-1
    "4, 4, 1", // 1-1-1-1
    "10, 6, 168", // as PerftTest enumerates the takes
    "10, 0, 1"
  })
  void countsWithTheGamesCounterAndAgreesWithTheGeneric(int pile, int depth, long leaves) {
    List<String> args = List.of("perft", "takeaway", "--pile", "" + pile, "--depth", "" + depth);

    String[] own = run(args);
    int ownCalls = calls.getAndSet(0);
    List<String> generic = new ArrayList<>(args);
    generic.add("--generic");
    String[] reference = run(generic);

    assertThat(own[0]).isEqualTo(leaves + "\n");
    assertThat(own[1]).contains("(the game's own counter)");
    assertThat(ownCalls)
        .as("once for each move of the first ply, none at depth 0")
        .isEqualTo(depth == 0 ? 0 : Math.min(3, pile));
    assertThat(reference[0]).as("the reference agrees").isEqualTo(own[0]);
    assertThat(reference[1]).contains("(the generic count)");
    assertThat(calls).as("--generic leaves the game's counter alone").hasValue(0);
  }

  private String[] run(List<String> args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Console console =
        new Console(
            new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            false);
    int code =
        Main.commandLine(console, new GameRegistry(List.of(counted())))
            .execute(args.toArray(String[]::new));
    String said = err.toString(StandardCharsets.UTF_8);
    assertThat(code).as(said).isZero();
    return new String[] {out.toString(StandardCharsets.UTF_8), said};
  }
}
