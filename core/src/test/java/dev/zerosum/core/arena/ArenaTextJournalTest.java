package dev.zerosum.core.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.RandomAgent;
import dev.zerosum.core.SearchAgent;
import dev.zerosum.core.TakeAwayGame;
import dev.zerosum.core.TakeAwayGame.Pile;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A journal lets an arena stopped halfway go on, and refuses what is not its own. */
class ArenaTextJournalTest {
  private static final TakeAwayGame GAME = new TakeAwayGame(21);
  private static final String SETTINGS = "take-away 21; minimax, random, takes one; 6 games";

  /** Moves written as the number taken. */
  private static final Notation<Pile, Integer> TAKES =
      new Notation<>() {
        @Override
        public Integer parseMove(Pile state, String text) {
          try {
            return Integer.valueOf(text);
          } catch (NumberFormatException notNumber) {
            throw new NotationException("not a number of objects: " + text);
          }
        }

        @Override
        public String formatMove(Pile state, Integer take) {
          return take.toString();
        }

        @Override
        public Pile parsePosition(String text) {
          throw new UnsupportedOperationException();
        }

        @Override
        public String formatPosition(Pile state) {
          return state.toString();
        }
      };

  /** Returns the arena of three players, counting the agents it makes in {@code made}. */
  private static Arena.Builder<Pile, Integer> arena(AtomicInteger made, int threads) {
    return Arena.on(GAME)
        .player(
            "minimax",
            seed -> {
              made.incrementAndGet();
              return new SearchAgent<>(MinimaxSearch.on(GAME).build());
            })
        .player(
            "random",
            seed -> {
              made.incrementAndGet();
              return new RandomAgent<>(GAME, seed);
            })
        .player(
            "takes one",
            seed -> {
              made.incrementAndGet();
              return state -> 1;
            })
        .gamesPerPairing(6)
        .openingPlies(2)
        .threads(threads)
        .seed(11);
  }

  private static ArenaTextJournal<Pile, Integer> journal(String earlier, List<String> saved) {
    return new ArenaTextJournal<>(GAME, TAKES, SETTINGS, earlier, saved::add);
  }

  @Test
  void aRunStoppedHalfwayPlaysOnlyTheGamesItHadNotPlayedAndEndsAsAWholeRunEnds() {
    List<String> saved = new ArrayList<>();
    AtomicInteger made = new AtomicInteger();
    ArenaResults<Integer> whole = arena(made, 1).journal(journal("", saved)).build().run();
    assertThat(saved).as("the journal saved after each game").hasSize(18);
    assertThat(made.get()).as("two agents a game").isEqualTo(36);

    String halfway = saved.get(8); // as the file stood after 9 games
    assertThat(halfway.lines().count()).as("two header lines and 9 games").isEqualTo(11);
    made.set(0);
    List<String> savedAgain = new ArrayList<>();
    ArenaResults<Integer> resumed =
        arena(made, 2).journal(journal(halfway, savedAgain)).build().run();
    assertThat(made.get()).as("agents made only for the 9 games left").isEqualTo(18);
    assertThat(resumed.games()).as("the same games, in the same order").isEqualTo(whole.games());
    assertThat(resumed.ratings()).isEqualTo(whole.ratings());
    assertThat(savedAgain.get(savedAgain.size() - 1)).isEqualTo(saved.get(saved.size() - 1));
  }

  @Test
  void namesReasonsAndMovesWithTabsCommasAndLineEndsComeBackAsTheyWere() {
    ArenaGame<Integer> odd =
        new ArenaGame<>(
            3,
            "a, b\tc",
            "back\\slash",
            List.of(1, 2),
            List.of(3, 1),
            GameScore.SECOND_WINS,
            GameEnd.EXCEPTION,
            "a, b\tc",
            "failed:\n\tat line 2, \\n here");
    AtomicReference<String> text = new AtomicReference<>();
    ArenaTextJournal<Pile, Integer> writer =
        new ArenaTextJournal<>(GAME, TAKES, SETTINGS, "", text::set);
    writer.record(odd);
    assertThat(text.get().lines().count()).as("one line for the game").isEqualTo(3);
    ArenaTextJournal<Pile, Integer> reader = journal(text.get(), new ArrayList<>());
    assertThat(reader.played(3)).contains(odd);
    assertThat(reader.played(4)).isEmpty();
  }

  @Test
  void aJournalOfOtherSettingsOrNoJournalAtAllIsRefusedWithWhatItIs() {
    String other =
        ArenaTextJournal.FORMAT_LINE + "\n# settings: take-away 21; minimax, random; 6 games\n";
    assertThatThrownBy(() -> journal(other, new ArrayList<>()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "it is the journal of another run: its settings are \"take-away 21; minimax, random;"
                + " 6 games\", this run's are \""
                + SETTINGS
                + "\"");
    assertThatThrownBy(() -> journal("player,opponent,wins\n", new ArrayList<>()))
        .hasMessage(
            "line 1 is \"player,opponent,wins\"; expected \""
                + ArenaTextJournal.FORMAT_LINE
                + "\": not a journal");
  }

  @Test
  void anUnreadableLineIsNamedWithWhatWasExpected() {
    String header = ArenaTextJournal.FORMAT_LINE + "\n# settings: " + SETTINGS + "\n";
    String good = "1\tminimax\trandom\tFIRST_WINS\tRULES\t-\t\t1,2\t2,3\n";
    assertThatThrownBy(() -> journal(header + good + "2\tminimax\trandom\n", new ArrayList<>()))
        .hasMessage("line 4: 3 fields; expected 9, separated by tabs");
    assertThatThrownBy(() -> journal(header + good.replace("FIRST_WINS", "WON"), new ArrayList<>()))
        .hasMessage("line 3: \"WON\" is not one of FIRST_WINS, DRAW, SECOND_WINS");
    assertThatThrownBy(() -> journal(header + good + good, new ArrayList<>()))
        .hasMessage("line 4: game 1 is there twice");
    assertThatThrownBy(() -> journal(header + good.replace("2,3", "2,x"), new ArrayList<>()))
        .hasMessage("line 3: not a number of objects: x");
  }

  @Test
  void aKeptGameThatIsNotTheScheduledOneStopsTheRun() {
    String header = ArenaTextJournal.FORMAT_LINE + "\n# settings: " + SETTINGS + "\n";
    String swapped = "1\trandom\tminimax\tFIRST_WINS\tRULES\t-\t\t1,2\t2,3\n";
    ArenaTextJournal<Pile, Integer> journal = journal(header + swapped, new ArrayList<>());
    Arena<Pile, Integer> arena = arena(new AtomicInteger(), 1).journal(journal).build();
    assertThatThrownBy(arena::run)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("game 1 of the journal (random – minimax, opening [1, 2])")
        .hasMessageEndingWith("the journal belongs to another run");
  }
}
