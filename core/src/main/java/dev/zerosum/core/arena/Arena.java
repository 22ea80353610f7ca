package dev.zerosum.core.arena;

import dev.zerosum.core.Budget;
import dev.zerosum.core.Game;
import dev.zerosum.core.StopCondition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Plays agents against each other and rates them: the one way zerosum says a player is stronger.
 *
 * <p>Every pairing (a round robin, or a gauntlet of everyone against one player) plays the same
 * number of games, half with each player moving first. Each game starts from an opening of a few
 * random moves; opening {@code k} is the same for every pairing and is played once with each
 * colour, so deterministic players do not repeat one game and neither colour is favoured. Each game
 * gets fresh agents from the players' factories, seeded from the arena's seed and the game's
 * number, so results do not depend on the threads: with agents that do not read the clock, the same
 * seed gives the same games on any number of threads.
 *
 * <p>A player whose agent plays an illegal move, throws, or takes longer than the move limit loses
 * that game, with the reason recorded; the run goes on. The results are plain records (the games,
 * the {@link CrossTable} and the {@link Ratings} of {@link EloFit}) for a front end to print as it
 * likes.
 *
 * <pre>{@code
 * ArenaResults<A> results =
 *     Arena.on(game)
 *         .player("mcts", seed -> new MctsAgent<>(MctsSearch.on(game).seed(seed).build()))
 *         .player("random", seed -> new RandomAgent<>(game, seed))
 *         .gamesPerPairing(100)
 *         .threads(2)
 *         .anchor("random", 0)
 *         .build()
 *         .run();
 * results.ratings().of("mcts").elo();
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class Arena<S, A> {
  private final Game<S, A> game;
  private final List<ArenaPlayer<S, A>> players;
  private final int gamesPerPairing;
  private final int openingPlies;
  private final int threads;
  private final long seed;
  private final String gauntlet; // null: a round robin
  private final String anchor;
  private final double anchorElo;
  private final double priorDraws;
  private final ArenaMatch<S, A> match;
  private final ArenaProgress<A> progress;
  private final ArenaJournal<A> journal; // null: nothing kept
  private final StopCondition stop;

  private Arena(Builder<S, A> builder) {
    this.game = builder.game;
    this.players = List.copyOf(builder.players);
    this.gamesPerPairing = builder.gamesPerPairing;
    this.openingPlies = builder.openingPlies;
    this.threads = builder.threads;
    this.seed = builder.seed;
    this.gauntlet = builder.gauntlet;
    this.anchor = builder.anchor == null ? players.get(0).name() : builder.anchor;
    this.anchorElo = builder.anchorElo;
    this.priorDraws = builder.priorDraws;
    this.match = new ArenaMatch<>(game, builder.budget, builder.maxPlies);
    this.progress = builder.progress;
    this.journal = builder.journal;
    this.stop = builder.budget.interrupt();
  }

  /** Returns a builder of an arena for {@code game}. */
  public static <S, A> Builder<S, A> on(Game<S, A> game) {
    return new Builder<>(game);
  }

  /** Returns how many games {@link #run} plays. */
  public int scheduledGames() {
    return schedule().size();
  }

  private List<ArenaFixture<S, A>> schedule() {
    return ArenaFixture.schedule(players, gauntlet, gamesPerPairing);
  }

  /**
   * Plays every game of the schedule, on the arena's threads, and returns the games in the order of
   * the schedule with the cross table and the ratings.
   *
   * @throws IllegalStateException if the game's own rules fail (a bug of the game, not of a player)
   */
  public ArenaResults<A> run() {
    List<List<A>> openings = new ArrayList<>();
    for (int k = 0; k < gamesPerPairing / 2; k++) {
      openings.add(Openings.opening(game, openingPlies, seed, k));
    }
    List<ArenaFixture<S, A>> fixtures = schedule();
    ProgressCounter counter = new ProgressCounter(fixtures.size());
    List<ArenaGame<A>> games = new ArrayList<>(fixtures.size());
    if (threads == 1) {
      for (ArenaFixture<S, A> fixture : fixtures) {
        games.add(play(fixture, openings, counter));
      }
    } else {
      games.addAll(playInParallel(fixtures, openings, counter));
    }
    games.removeIf(Objects::isNull); // not played, or dropped: the run was stopped
    List<String> names = players.stream().map(ArenaPlayer::name).toList();
    CrossTable table = CrossTable.of(names, games);
    return new ArenaResults<>(
        names, games, table, EloFit.fit(table, anchor, anchorElo, priorDraws));
  }

  private List<ArenaGame<A>> playInParallel(
      List<ArenaFixture<S, A>> fixtures, List<List<A>> openings, ProgressCounter counter) {
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            task -> {
              Thread thread = new Thread(task, "arena");
              thread.setDaemon(true);
              return thread;
            });
    try {
      List<Future<ArenaGame<A>>> futures = new ArrayList<>(fixtures.size());
      for (ArenaFixture<S, A> fixture : fixtures) {
        futures.add(pool.submit(() -> play(fixture, openings, counter)));
      }
      List<ArenaGame<A>> games = new ArrayList<>(fixtures.size());
      for (Future<ArenaGame<A>> future : futures) {
        games.add(future.get());
      }
      return games;
    } catch (ExecutionException failed) {
      if (failed.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new IllegalStateException("a game of the arena failed", failed.getCause());
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("the arena was interrupted", interrupted);
    } finally {
      pool.shutdownNow();
    }
  }

  /** Returns the game of {@code fixture}, or null when the run was stopped before it ended. */
  private ArenaGame<A> play(
      ArenaFixture<S, A> fixture, List<List<A>> openings, ProgressCounter counter) {
    if (stop.shouldStop()) {
      return null;
    }
    if (journal != null) {
      ArenaGame<A> earlier = journal.played(fixture.number()).orElse(null);
      if (earlier != null) {
        fixture.checkSame(earlier, openings.get(fixture.opening()));
        counter.finished(earlier);
        return earlier;
      }
    }
    ArenaGame<A> played;
    try {
      played =
          match.play(
              fixture.number(),
              fixture.first(),
              fixture.second(),
              openings.get(fixture.opening()),
              Seeds.mix(seed, fixture.number(), 1),
              Seeds.mix(seed, fixture.number(), 2));
    } catch (RuntimeException gameFailed) {
      throw new IllegalStateException(
          "game "
              + fixture.number()
              + " ("
              + fixture.first().name()
              + " – "
              + fixture.second().name()
              + ") failed in the game's own rules: "
              + gameFailed.getMessage(),
          gameFailed);
    }
    if (stop.shouldStop()) {
      return null; // its engines were stopped mid-game: not a game to count
    }
    if (journal != null) {
      synchronized (journal) {
        journal.record(played);
      }
    }
    counter.finished(played);
    return played;
  }

  /** Counts the finished games and tells the progress listener, one call at a time. */
  private final class ProgressCounter {
    private final int total;
    private int finished;

    ProgressCounter(int total) {
      this.total = total;
    }

    synchronized void finished(ArenaGame<A> game) {
      finished++;
      if (progress != null) {
        progress.gameFinished(finished, total, game);
      }
    }
  }

  /**
   * Sets up an {@link Arena}: at least two players, the rest optional.
   *
   * @param <S> the type of a position
   * @param <A> the type of a move
   */
  public static final class Builder<S, A> {
    private final Game<S, A> game;
    private final List<ArenaPlayer<S, A>> players = new ArrayList<>();
    private int gamesPerPairing = 10;
    private int openingPlies = 2;
    private int threads = 1;
    private long seed;
    private String gauntlet;
    private String anchor;
    private double anchorElo;
    private double priorDraws = EloFit.DEFAULT_PRIOR_DRAWS;
    private Budget budget = Budget.unlimited();
    private int maxPlies = 10_000;
    private ArenaProgress<A> progress;
    private ArenaJournal<A> journal;

    private Builder(Game<S, A> game) {
      this.game = Objects.requireNonNull(game, "game");
    }

    /** Adds the player {@code name}, whose agents {@code factory} makes. */
    public Builder<S, A> player(String name, AgentFactory<S, A> factory) {
      return player(new ArenaPlayer<>(name, factory));
    }

    /** Adds {@code player}. */
    public Builder<S, A> player(ArenaPlayer<S, A> player) {
      players.add(Objects.requireNonNull(player, "player"));
      return this;
    }

    /** Plays {@code games} games per pairing, half with each colour (10 unless told). */
    public Builder<S, A> gamesPerPairing(int games) {
      if (games < 2 || games % 2 != 0) {
        throw new IllegalArgumentException(
            "games per pairing "
                + games
                + " is out of range; expected an even number, 2 or more, half with each colour");
      }
      this.gamesPerPairing = games;
      return this;
    }

    /** Starts each game with {@code plies} random moves (2 unless told; 0 for none). */
    public Builder<S, A> openingPlies(int plies) {
      if (plies < 0) {
        throw new IllegalArgumentException(
            "opening plies " + plies + " is out of range; expected 0 or more");
      }
      this.openingPlies = plies;
      return this;
    }

    /** Plays {@code count} games at once (1 unless told). */
    public Builder<S, A> threads(int count) {
      if (count < 1 || count > 1_024) {
        throw new IllegalArgumentException(
            "threads " + count + " is out of range; expected 1 to 1024");
      }
      this.threads = count;
      return this;
    }

    /** Seeds the openings and the agents (0 unless told). */
    public Builder<S, A> seed(long seed) {
      this.seed = seed;
      return this;
    }

    /** Plays only the pairings of {@code player} against each of the others. */
    public Builder<S, A> gauntlet(String player) {
      this.gauntlet = Objects.requireNonNull(player, "player");
      return this;
    }

    /** Holds {@code player} at rating {@code elo} (the first player at 0 unless told). */
    public Builder<S, A> anchor(String player, double elo) {
      this.anchor = Objects.requireNonNull(player, "player");
      this.anchorElo = elo;
      return this;
    }

    /** Adds {@code draws} virtual draws to each pairing in the fit ({@link EloFit}). */
    public Builder<S, A> priorDraws(double draws) {
      if (!(draws >= 0) || Double.isInfinite(draws)) {
        throw new IllegalArgumentException(
            "prior draws " + draws + " is out of range; expected 0 or more");
      }
      this.priorDraws = draws;
      return this;
    }

    /**
     * Plays under {@code budget} (none unless told): a move that takes longer than its time, as its
     * clock counts, loses the game; its interrupt (Ctrl-C) stops the run: games not begun are
     * skipped, a game under way is dropped, and the results are those of the games that ended,
     * which a journal keeps. The players' own engines have budgets of their own, within this one.
     */
    public Builder<S, A> budget(Budget budget) {
      this.budget = Objects.requireNonNull(budget, "budget");
      return this;
    }

    /** Counts a game as a draw once it reaches {@code plies} plies (10,000 unless told). */
    public Builder<S, A> maxPlies(int plies) {
      if (plies < 1) {
        throw new IllegalArgumentException(
            "max plies " + plies + " is out of range; expected 1 or more");
      }
      this.maxPlies = plies;
      return this;
    }

    /** Tells {@code progress} of each game as it finishes. */
    public Builder<S, A> progress(ArenaProgress<A> progress) {
      this.progress = Objects.requireNonNull(progress, "progress");
      return this;
    }

    /**
     * Keeps every game in {@code journal} as it ends, and takes from it the games an earlier run
     * played instead of playing them again: a run stopped halfway goes on where it stopped.
     */
    public Builder<S, A> journal(ArenaJournal<A> journal) {
      this.journal = Objects.requireNonNull(journal, "journal");
      return this;
    }

    /**
     * Returns the arena.
     *
     * @throws IllegalArgumentException if there are fewer than two players, two share a name, or
     *     the gauntlet's or the anchor's player is not one of them
     */
    public Arena<S, A> build() {
      if (players.size() < 2) {
        throw new IllegalArgumentException(
            "an arena needs at least two players; got " + players.size());
      }
      Set<String> names = new HashSet<>();
      for (ArenaPlayer<S, A> player : players) {
        if (!names.add(player.name())) {
          throw new IllegalArgumentException(
              "two players are called " + player.name() + "; give each a name of its own");
        }
      }
      for (String named : new String[] {gauntlet, anchor}) {
        if (named != null && !names.contains(named)) {
          throw new IllegalArgumentException(
              named + " is not one of the players " + names.stream().sorted().toList());
        }
      }
      return new Arena<>(this);
    }
  }
}
