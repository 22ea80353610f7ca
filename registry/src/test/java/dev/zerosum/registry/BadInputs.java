package dev.zerosum.registry;

import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Problem;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Bad input for a game, made from a seed, and what a game's tests check of the mistakes it causes.
 * The input is what people and files give: a written move or position with a piece changed, added
 * or taken away, a text typed at random, a move of one position typed or played in another (a taken
 * cell, a game already over).
 *
 * <p>Each mistake must be a {@link GameInputException} with a code (never another exception), and
 * its code must have a text {@code problem.}<i>code</i> in the module's English and Spanish
 * bundles: the English the game's own message, the Spanish another text, every value in it.
 *
 * <pre>{@code
 * PlayableGame<?, ?> nim = new NimModule().createDefault();
 * BadInputs.assertSaidInBothLanguages(nim, BadInputs.mistakes(nim, 7, 3000));
 * }</pre>
 */
public final class BadInputs {
  /** Pieces of text a bad input is made of: what the games read, and what they should refuse. */
  private static final List<String> PIECES =
      List.of(
          "0",
          "1",
          "3",
          "7",
          "9",
          "-1",
          "+2",
          "99999999999999999999",
          "A",
          "b",
          "z",
          "X",
          "O",
          "x",
          "o",
          ".",
          "-",
          "_",
          "/",
          ",",
          " ",
          "?",
          "é",
          "7 7",
          "1 2 3",
          "");

  /** A game is played at random at most this many plies before it is read or played in. */
  private static final int MAX_PLIES = 80;

  /** How many positions the inputs are read in, played at random once for all the samples. */
  private static final int POSITIONS = 200;

  private BadInputs() {}

  /**
   * Returns the mistakes {@code samples} bad inputs to {@code game} cause, made from {@code seed}:
   * one of each code found (with the codes of the problems among its values, when it has some).
   *
   * @throws AssertionError naming the seed and the input when an input causes another exception
   *     than a {@link GameInputException}, or a mistake without a code
   */
  public static Collection<GameInputException> mistakes(
      PlayableGame<?, ?> game, long seed, int samples) {
    return collect(game, seed, samples).values();
  }

  private static <S, A> Map<String, GameInputException> collect(
      PlayableGame<S, A> game, long seed, int samples) {
    SplittableRandom random = new SplittableRandom(seed);
    List<S> positions = new ArrayList<>();
    for (int i = 0; i < POSITIONS; i++) {
      positions.add(randomState(game.game(), random));
    }
    Map<String, GameInputException> found = new TreeMap<>();
    for (int sample = 0; sample < samples; sample++) {
      Attempt attempt = attempt(game, positions, random);
      try {
        attempt.run().run();
      } catch (GameInputException mistake) {
        if (mistake.code().isEmpty()) {
          throw failure(seed, sample, attempt, "a mistake without a code", mistake);
        }
        found.putIfAbsent(String.join(" ", codesIn(mistake)), mistake);
      } catch (RuntimeException other) {
        throw failure(seed, sample, attempt, "not a GameInputException", other);
      }
    }
    return found;
  }

  /** One input to try, and what it is for a failure's message. */
  private record Attempt(String what, Runnable run) {}

  private static <S, A> Attempt attempt(
      PlayableGame<S, A> game, List<S> positions, SplittableRandom random) {
    S state = positions.get(random.nextInt(positions.size()));
    S other = positions.get(random.nextInt(positions.size()));
    switch (random.nextInt(4)) {
      case 0 -> {
        String text = mutated(moveText(game, other, random), random);
        return new Attempt(
            "move '" + text + "' in " + position(game, state),
            () -> game.notation().parseMove(state, text));
      }
      case 1 -> {
        String text = game.notation().formatPosition(state);
        for (int times = 1 + random.nextInt(3); times > 0; times--) {
          text = mutated(text, random);
        }
        String typed = text;
        return new Attempt("position '" + typed + "'", () -> game.parsePosition(typed, null));
      }
      case 2 -> {
        String text = moveText(game, other, random);
        return new Attempt(
            "move '" + text + "' in " + position(game, state),
            () -> game.notation().parseMove(state, text));
      }
      default -> {
        A action = someAction(game.game(), other, random);
        return new Attempt(
            "playing " + action + " in " + position(game, state),
            () -> game.game().result(state, action));
      }
    }
  }

  /**
   * Returns a position after random moves from the start: one in four the end of the game, else one
   * still in play.
   */
  private static <S, A> S randomState(Game<S, A> game, SplittableRandom random) {
    S state = game.initialState();
    boolean toTheEnd = random.nextInt(4) == 0;
    int plies = toTheEnd ? Integer.MAX_VALUE : random.nextInt(MAX_PLIES);
    for (int ply = 0; ply < plies && !game.isTerminal(state); ply++) {
      List<A> actions = game.actions(state);
      S next = game.result(state, actions.get(random.nextInt(actions.size())));
      if (game.isTerminal(next) && !toTheEnd) {
        break;
      }
      state = next;
    }
    return state;
  }

  /** Returns a move of {@code state}, or of the start when the game is over there. */
  private static <S, A> A someAction(Game<S, A> game, S state, SplittableRandom random) {
    S from = game.isTerminal(state) ? game.initialState() : state;
    List<A> actions = game.actions(from);
    return actions.get(random.nextInt(actions.size()));
  }

  private static <S, A> String moveText(PlayableGame<S, A> game, S state, SplittableRandom random) {
    if (game.game().isTerminal(state)) {
      return randomText(random);
    }
    List<A> actions = game.game().actions(state);
    return game.notation().formatMove(state, actions.get(random.nextInt(actions.size())));
  }

  /** Returns {@code text} with a piece changed, added or taken away, or another text. */
  private static String mutated(String text, SplittableRandom random) {
    int at = text.isEmpty() ? 0 : random.nextInt(text.length());
    // Half the time a character of the text itself: a mark where another was, a digit moved.
    String piece =
        random.nextBoolean() || text.isEmpty()
            ? PIECES.get(random.nextInt(PIECES.size()))
            : String.valueOf(text.charAt(random.nextInt(text.length())));
    return switch (random.nextInt(8)) {
      case 0 -> text.isEmpty() ? piece : text.substring(0, at) + piece + text.substring(at + 1);
      case 7 -> replaceWord(text, at, piece);
      case 1 -> text.isEmpty() ? text : text.substring(0, at) + text.substring(at + 1);
      case 2 -> text.substring(0, at) + piece + text.substring(at);
      case 3 -> text.substring(0, at);
      case 4 -> text + piece + text;
      case 5 -> text.repeat(1 + random.nextInt(30)); // long: quoted cut, with its length
      default -> randomText(random);
    };
  }

  /**
   * Returns {@code text} with the run of digits or letters at {@code at} replaced by {@code piece}.
   */
  private static String replaceWord(String text, int at, String piece) {
    int start = at;
    int end = Math.min(at + 1, text.length());
    while (start > 0 && sameKind(text.charAt(start - 1), text.charAt(at))) {
      start--;
    }
    while (end < text.length() && sameKind(text.charAt(end), text.charAt(at))) {
      end++;
    }
    return text.substring(0, start) + piece + text.substring(end);
  }

  private static boolean sameKind(char a, char b) {
    return Character.isDigit(a) == Character.isDigit(b)
        && Character.isLetter(a) == Character.isLetter(b);
  }

  private static String randomText(SplittableRandom random) {
    StringBuilder text = new StringBuilder();
    int pieces = random.nextInt(5);
    for (int i = 0; i < pieces; i++) {
      text.append(PIECES.get(random.nextInt(PIECES.size())));
    }
    return text.toString();
  }

  private static <S> String position(PlayableGame<S, ?> game, S state) {
    return "'" + game.notation().formatPosition(state) + "'";
  }

  private static AssertionError failure(
      long seed, int sample, Attempt attempt, String what, RuntimeException cause) {
    return new AssertionError(
        String.format("seed %d, sample %d, %s: %s: %s", seed, sample, attempt.what(), what, cause),
        cause);
  }

  /**
   * Checks that each of {@code mistakes} is said from its module's bundles: its code and the code
   * of every problem among its values has a text in English and in Spanish; said in English, it
   * reads as its own message; said in Spanish, in other words, with every value filled in.
   *
   * @throws AssertionError listing every mistake that is not
   */
  public static void assertSaidInBothLanguages(
      PlayableGame<?, ?> game, Collection<GameInputException> mistakes) {
    Messages messages = game.module().messages();
    Map<String, String> english = messages.patterns(Language.ENGLISH);
    Map<String, String> spanish = messages.patterns(Language.SPANISH);
    List<String> wrong = new ArrayList<>();
    for (GameInputException mistake : mistakes) {
      List<String> codes = codesIn(mistake);
      if (codes.isEmpty()) {
        wrong.add("'" + mistake.getMessage() + "' has no code");
        continue;
      }
      boolean written = true;
      for (String code : codes) {
        String key = "problem." + code;
        if (!english.containsKey(key) || !spanish.containsKey(key)) {
          wrong.add(code + ": no " + key + " in both bundles of " + messages.baseName());
          written = false;
        }
      }
      if (written) {
        String inEnglish = say(mistake, messages, Language.ENGLISH);
        String inSpanish = say(mistake, messages, Language.SPANISH);
        if (!inEnglish.equals(mistake.getMessage())) {
          wrong.add(
              codes + ": English '" + inEnglish + "', message '" + mistake.getMessage() + "'");
        }
        if (inSpanish.equals(inEnglish) || inSpanish.contains("{")) {
          wrong.add(codes + ": Spanish '" + inSpanish + "'");
        }
      }
    }
    if (!wrong.isEmpty()) {
      throw new AssertionError("mistakes not said in both languages:\n" + String.join("\n", wrong));
    }
  }

  /**
   * Returns the code of {@code mistake} and of the problems among its values, and theirs, in order:
   * {@code [connect4.line, connect4.line-score]}; empty without a code.
   */
  public static List<String> codesIn(GameInputException mistake) {
    List<String> codes = new ArrayList<>();
    mistake.problem().ifPresent(problem -> addCodes(problem, codes));
    return codes;
  }

  private static void addCodes(Problem problem, List<String> codes) {
    codes.add(problem.code());
    for (Object value : problem.values()) {
      if (value instanceof Problem part) {
        addCodes(part, codes);
      }
    }
  }

  /**
   * Returns the mistake {@code call} makes: a program's call to the rules, for the mistakes no text
   * a person types can make.
   *
   * @throws AssertionError if the call makes none
   */
  public static GameInputException mistakeOf(Runnable call) {
    try {
      call.run();
    } catch (GameInputException mistake) {
      return mistake;
    }
    throw new AssertionError("expected a mistake, and the call made none");
  }

  /** Returns the codes of every mistake {@code module}'s English bundle has a text for. */
  public static Set<String> codesOf(GameModule module) {
    Set<String> codes = new TreeSet<>();
    for (String key : module.messages().patterns(Language.ENGLISH).keySet()) {
      if (key.startsWith("problem.")) {
        codes.add(key.substring("problem.".length()));
      }
    }
    return codes;
  }

  private static String say(GameInputException mistake, Messages messages, Language language) {
    try (Language.Scope scope = Language.use(language)) {
      return Messages.describe(mistake, List.of(messages));
    }
  }
}
