package dev.zerosum.core.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Budget;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.RandomAgent;
import dev.zerosum.core.SearchAgent;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.StopFlag;
import dev.zerosum.core.TakeAwayGame;
import dev.zerosum.core.Ticker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The arena: its schedule, its records of broken rules, its determinism and its ratings. */
class ArenaTest {
  private static final DuelGame DUEL = new DuelGame();

  /** Returns an arena of duellists of the given ratings, named after them. */
  private static Arena.Builder<DuelGame.Duel, Integer> duellists(double... ratings) {
    Arena.Builder<DuelGame.Duel, Integer> arena = Arena.on(DUEL).openingPlies(0);
    for (double rating : ratings) {
      arena.player("R" + (int) rating, seed -> new DuelGame.DuelAgent(rating, seed));
    }
    return arena;
  }

  @Test
  void theFitRecoversTheStrengthsOfSimulatedPlayersWithinItsIntervals() {
    double[] truth = {0, 150, 300, -200};
    long seed = 20_261_201;
    ArenaResults<Integer> results =
        duellists(truth).gamesPerPairing(400).seed(seed).anchor("R0", 0).build().run();
    for (double rating : truth) {
      Rating fitted = results.ratings().of("R" + (int) rating);
      assertThat(rating)
          .as("the true rating of %s inside its interval (seed %d)", fitted, seed)
          .isBetween(fitted.lower(), fitted.upper());
      assertThat(fitted.margin())
          .as("400 games a pairing pin a rating down to a few dozen points")
          .isLessThan(60);
    }
    assertThat(results.ratings().strongestFirst())
        .extracting(Rating::player)
        .as("in the order of their strengths")
        .containsExactly("R300", "R150", "R0", "R-200");
  }

  @Test
  void everyPairingPlaysItsGamesHalfWithEachColourAndTheSameOpenings() {
    TakeAwayGame game = new TakeAwayGame(21);
    ArenaResults<Integer> results =
        Arena.on(game)
            .player("minimax", seed -> new SearchAgent<>(MinimaxSearch.on(game).build()))
            .player("takes one", seed -> state -> 1)
            .player("random", seed -> new RandomAgent<>(game, seed))
            .gamesPerPairing(6)
            .openingPlies(3)
            .seed(5)
            .build()
            .run();
    assertThat(results.games()).as("3 pairings of 6").hasSize(18);
    CrossTable table = results.crossTable();
    for (CrossTable.Entry entry : table.entries()) {
      assertThat(entry.asFirst().games()).as("%s", entry).isEqualTo(3);
      assertThat(entry.asSecond().games()).as("%s", entry).isEqualTo(3);
    }
    Set<List<Integer>> openings =
        results.games().stream().map(ArenaGame::opening).collect(Collectors.toSet());
    assertThat(openings).as("three openings, shared by the pairings").hasSize(3);
    assertThat(openings).allSatisfy(opening -> assertThat(opening).hasSize(3));
    List<List<Integer>> deterministicGames =
        results.games().stream()
            .filter(g -> !g.first().equals("random") && !g.second().equals("random"))
            .map(ArenaGame::moves)
            .toList();
    assertThat(Set.copyOf(deterministicGames))
        .as("two deterministic players, six different games thanks to the openings")
        .hasSize(6);
    assertThat(table.tally("minimax", "takes one").losses())
        .as("from any opening, a lost position is only lost against perfect play")
        .isLessThanOrEqualTo(3);
    assertThat(results.games()).allSatisfy(g -> assertThat(g.end()).isEqualTo(GameEnd.RULES));
  }

  @Test
  void theSameSeedPlaysTheSameGamesOnOneThreadOrFour() {
    Arena.Builder<DuelGame.Duel, Integer> arena =
        duellists(0, 100, 200).gamesPerPairing(20).seed(9);
    List<ArenaGame<Integer>> once = arena.build().run().games();
    assertThat(arena.build().run().games()).as("again").isEqualTo(once);
    assertThat(arena.threads(4).build().run().games()).as("on four threads").isEqualTo(once);
    assertThat(duellists(0, 100, 200).gamesPerPairing(20).seed(10).build().run().games())
        .as("another seed")
        .isNotEqualTo(once);
  }

  @Test
  void illegalMovesExceptionsAndTimeoutsLoseTheGameWithTheReasonAndTheRunGoesOn() {
    TakeAwayGame game = new TakeAwayGame(10);
    AtomicLong clock = new AtomicLong();
    Ticker ticker = clock::get;
    Agent<TakeAwayGame.Pile, Integer> slow =
        state -> {
          clock.addAndGet(Duration.ofSeconds(2).toNanos());
          return 1;
        };
    ArenaResults<Integer> results =
        Arena.on(game)
            .player("fair", seed -> state -> 1)
            .player("cheat", seed -> state -> 4)
            .player(
                "crash",
                seed ->
                    state -> {
                      throw new IllegalStateException("out of ideas");
                    })
            .player("slow", seed -> slow)
            .player(
                "unmade",
                seed -> {
                  throw new IllegalArgumentException("no such setting");
                })
            .gamesPerPairing(2)
            .openingPlies(0)
            .budget(Budget.of(Duration.ofSeconds(1), ticker, StopCondition.never()))
            .build()
            .run();
    assertThat(results.games()).as("10 pairings of 2, all played").hasSize(20);
    List<ArenaGame<Integer>> fairGames =
        results.games().stream().filter(g -> g.first().equals("fair")).toList();
    assertThat(fairGames)
        .extracting(ArenaGame::second, ArenaGame::end, ArenaGame::offender)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("cheat", GameEnd.ILLEGAL_MOVE, "cheat"),
            org.assertj.core.groups.Tuple.tuple("crash", GameEnd.EXCEPTION, "crash"),
            org.assertj.core.groups.Tuple.tuple("slow", GameEnd.TIMEOUT, "slow"),
            org.assertj.core.groups.Tuple.tuple("unmade", GameEnd.EXCEPTION, "unmade"));
    assertThat(fairGames).allSatisfy(g -> assertThat(g.score()).isEqualTo(GameScore.FIRST_WINS));
    assertThat(fairGames.get(0).reason()).isEqualTo("cheat played 4, which is not a legal move");
    assertThat(fairGames.get(1).reason())
        .isEqualTo("crash threw IllegalStateException: out of ideas");
    assertThat(fairGames.get(2).reason())
        .isEqualTo("slow took 2.000 s for a move; the limit is 1.000 s");
    assertThat(fairGames.get(3).reason())
        .isEqualTo("unmade's agent could not be made: IllegalArgumentException: no such setting");
    assertThat(results.crossTable().total("fair"))
        .as("fair wins all 8 of its games")
        .isEqualTo(new Tally(8, 0, 0));
  }

  @Test
  void aGameThatGoesOnTooLongIsADraw() {
    TakeAwayGame game = new TakeAwayGame(30);
    ArenaResults<Integer> results =
        Arena.on(game)
            .player("a", seed -> state -> 1)
            .player("b", seed -> state -> 1)
            .gamesPerPairing(2)
            .openingPlies(0)
            .maxPlies(10)
            .build()
            .run();
    assertThat(results.games())
        .allSatisfy(
            g -> {
              assertThat(g.end()).isEqualTo(GameEnd.MOVE_LIMIT);
              assertThat(g.score()).isEqualTo(GameScore.DRAW);
              assertThat(g.moves()).hasSize(10);
            });
  }

  @Test
  void aGauntletPlaysOnlyAgainstItsPlayerAndProgressHearsEveryGame() {
    List<Integer> heard = new ArrayList<>();
    Arena<DuelGame.Duel, Integer> arena =
        duellists(0, 100, 200, 300)
            .gauntlet("R100")
            .gamesPerPairing(4)
            .threads(2)
            .progress(
                (finished, total, game) -> {
                  assertThat(total).isEqualTo(12);
                  heard.add(finished);
                })
            .build();
    ArenaResults<Integer> results = arena.run();
    assertThat(arena.scheduledGames()).as("3 opponents, 4 games each").isEqualTo(12);
    assertThat(results.games())
        .allSatisfy(g -> assertThat(List.of(g.first(), g.second())).contains("R100"));
    assertThat(heard)
        .as("one call per game, counting up")
        .containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
  }

  @Test
  void badSetUpsAreRefusedWithTheReason() {
    TakeAwayGame game = new TakeAwayGame(5);
    assertThatThrownBy(() -> Arena.on(game).player("a", seed -> state -> 1).build())
        .hasMessageContaining("at least two players");
    assertThatThrownBy(
            () ->
                Arena.on(game)
                    .player("a", seed -> state -> 1)
                    .player("a", seed -> state -> 1)
                    .build())
        .hasMessageContaining("two players are called a");
    assertThatThrownBy(
            () ->
                Arena.on(game)
                    .player("a", seed -> state -> 1)
                    .player("b", seed -> state -> 1)
                    .anchor("c", 0)
                    .build())
        .hasMessageContaining("c is not one of the players [a, b]");
    assertThatThrownBy(() -> Arena.on(game).gamesPerPairing(3))
        .hasMessageContaining("an even number");
  }

  @Test
  void aStoppedRunKeepsTheGamesThatEndedAndPlaysNoMore() {
    StopFlag ctrlC = new StopFlag();
    ArenaResults<Integer> results =
        duellists(0, 100, 200)
            .gamesPerPairing(4)
            .progress(
                (finished, all, game) -> {
                  if (finished == 5) {
                    ctrlC.raise(); // Ctrl-C after the fifth game
                  }
                })
            .budget(Budget.exact(ctrlC))
            .build()
            .run();
    assertThat(results.games()).hasSize(5);
  }
}
