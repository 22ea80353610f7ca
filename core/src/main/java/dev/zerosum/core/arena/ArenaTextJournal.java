package dev.zerosum.core.arena;

import dev.zerosum.core.Game;
import dev.zerosum.core.Notation;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * An {@link ArenaJournal} kept as text, one game a line, for a file that lets a long arena run stop
 * and go on: the caller reads the file and hands over its text, and saves the whole text again
 * after each game (a file written anew each time, never half-written, is what the callers do).
 *
 * <p>The text starts with two lines: the format's name and version, and the settings of the run
 * (the game, the players, the games a pairing…) as the caller writes them; a journal whose settings
 * differ belongs to another run and is refused. Each game is a line of tab-separated fields: its
 * number, the first and the second player, the score, how it ended, the offender ({@code -} for
 * none), the reason, the opening and the players' moves in the game's notation (separated by
 * commas). Tabs, commas, line ends and backslashes in a field are written {@code \t}, {@code \,},
 * {@code \n} and {@code \\}.
 *
 * <pre>{@code
 * ArenaTextJournal<S, A> journal =
 *     new ArenaTextJournal<>(game, notation, "players a,b; 10 games", earlierText, this::save);
 * Arena.on(game).player(...).player(...).journal(journal).build().run();
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class ArenaTextJournal<S, A> implements ArenaJournal<A> {
  /** The first line of every journal: the format and its version. */
  public static final String FORMAT_LINE = "# zerosum arena journal 1";

  private static final String SETTINGS_PREFIX = "# settings: ";
  private static final int FIELDS = 9;

  private final Game<S, A> game;
  private final Notation<S, A> notation;
  private final String settings;
  private final Consumer<String> save;
  private final Map<Integer, ArenaGame<A>> games = new TreeMap<>();

  /**
   * Returns the journal of the run described by {@code settings}, holding the games of {@code
   * earlier} (the text of an earlier run's journal; empty for a new one), that hands its whole text
   * to {@code save} after each game it records.
   *
   * @throws IllegalArgumentException if {@code earlier} is not a journal, is one of another run's
   *     settings, or has a line that cannot be read; the message names the line and what was
   *     expected
   */
  public ArenaTextJournal(
      Game<S, A> game,
      Notation<S, A> notation,
      String settings,
      String earlier,
      Consumer<String> save) {
    this.game = Objects.requireNonNull(game, "game");
    this.notation = Objects.requireNonNull(notation, "notation");
    if (settings.contains("\n")) {
      throw new IllegalArgumentException("the settings must be one line: " + settings);
    }
    this.settings = settings;
    this.save = Objects.requireNonNull(save, "save");
    if (!earlier.isEmpty()) {
      read(earlier);
    }
  }

  /** Returns how many games the journal holds. */
  public int size() {
    return games.size();
  }

  /** Returns the games the journal holds, by number. */
  public Collection<ArenaGame<A>> games() {
    return Collections.unmodifiableCollection(games.values());
  }

  @Override
  public Optional<ArenaGame<A>> played(int number) {
    return Optional.ofNullable(games.get(number));
  }

  @Override
  public void record(ArenaGame<A> played) {
    games.put(played.number(), played);
    save.accept(text());
  }

  /** Returns the whole journal as text: the two header lines, then a line a game, by number. */
  public String text() {
    StringBuilder text = new StringBuilder();
    text.append(FORMAT_LINE).append('\n').append(SETTINGS_PREFIX).append(settings).append('\n');
    for (ArenaGame<A> played : games.values()) {
      text.append(line(played)).append('\n');
    }
    return text.toString();
  }

  private String line(ArenaGame<A> played) {
    List<String> moves = new ArrayList<>();
    S state = game.initialState();
    for (A move : played.opening()) {
      moves.add(escape(notation.formatMove(state, move)));
      state = game.result(state, move);
    }
    String opening = String.join(",", moves);
    moves.clear();
    for (A move : played.moves()) {
      moves.add(escape(notation.formatMove(state, move)));
      state = game.result(state, move);
    }
    return String.join(
        "\t",
        String.valueOf(played.number()),
        escape(played.first()),
        escape(played.second()),
        played.score().name(),
        played.end().name(),
        played.offender() == null ? "-" : escape(played.offender()),
        escape(played.reason()),
        opening,
        String.join(",", moves));
  }

  private void read(String text) {
    String[] lines = text.split("\n", -1);
    if (!lines[0].equals(FORMAT_LINE)) {
      throw new IllegalArgumentException(
          "line 1 is \"" + clip(lines[0]) + "\"; expected \"" + FORMAT_LINE + "\": not a journal");
    }
    String theirs = lines.length > 1 ? lines[1] : "";
    if (!theirs.equals(SETTINGS_PREFIX + settings)) {
      throw new IllegalArgumentException(
          "it is the journal of another run: its settings are \""
              + (theirs.startsWith(SETTINGS_PREFIX)
                  ? theirs.substring(SETTINGS_PREFIX.length())
                  : clip(theirs))
              + "\", this run's are \""
              + settings
              + "\"");
    }
    for (int at = 2; at < lines.length; at++) {
      if (lines[at].isEmpty()) {
        continue;
      }
      try {
        ArenaGame<A> played = game(lines[at]);
        if (games.put(played.number(), played) != null) {
          throw new IllegalArgumentException("game " + played.number() + " is there twice");
        }
      } catch (RuntimeException unreadable) {
        throw new IllegalArgumentException(
            "line " + (at + 1) + ": " + unreadable.getMessage(), unreadable);
      }
    }
  }

  private ArenaGame<A> game(String line) {
    String[] fields = line.split("\t", -1);
    if (fields.length != FIELDS) {
      throw new IllegalArgumentException(
          fields.length + " fields; expected " + FIELDS + ", separated by tabs");
    }
    int number;
    try {
      number = Integer.parseInt(fields[0]);
    } catch (NumberFormatException notNumber) {
      throw new IllegalArgumentException(
          "the game's number \"" + clip(fields[0]) + "\" is not a whole number", notNumber);
    }
    S state = game.initialState();
    List<A> opening = new ArrayList<>();
    for (String text : moves(fields[7])) {
      A move = notation.parseMove(state, text);
      opening.add(move);
      state = game.result(state, move);
    }
    List<A> moves = new ArrayList<>();
    for (String text : moves(fields[8])) {
      A move = notation.parseMove(state, text);
      moves.add(move);
      state = game.result(state, move);
    }
    return new ArenaGame<>(
        number,
        unescape(fields[1]),
        unescape(fields[2]),
        opening,
        moves,
        named(GameScore.class, fields[3]),
        named(GameEnd.class, fields[4]),
        fields[5].equals("-") ? null : unescape(fields[5]),
        unescape(fields[6]));
  }

  private static <E extends Enum<E>> E named(Class<E> type, String name) {
    for (E constant : type.getEnumConstants()) {
      if (constant.name().equals(name)) {
        return constant;
      }
    }
    List<String> names = new ArrayList<>();
    for (E constant : type.getEnumConstants()) {
      names.add(constant.name());
    }
    throw new IllegalArgumentException(
        "\"" + clip(name) + "\" is not one of " + String.join(", ", names));
  }

  /** Splits a field of moves at its unescaped commas; an empty field has none. */
  private static List<String> moves(String field) {
    List<String> moves = new ArrayList<>();
    if (field.isEmpty()) {
      return moves;
    }
    int start = 0;
    for (int at = 0; at < field.length(); at++) {
      char c = field.charAt(at);
      if (c == '\\') {
        at++;
      } else if (c == ',') {
        moves.add(unescape(field.substring(start, at)));
        start = at + 1;
      }
    }
    moves.add(unescape(field.substring(start)));
    return moves;
  }

  static String escape(String text) {
    StringBuilder escaped = new StringBuilder(text.length());
    for (int at = 0; at < text.length(); at++) {
      char c = text.charAt(at);
      switch (c) {
        case '\\' -> escaped.append("\\\\");
        case '\t' -> escaped.append("\\t");
        case '\n' -> escaped.append("\\n");
        case '\r' -> escaped.append("\\r");
        case ',' -> escaped.append("\\,");
        default -> escaped.append(c);
      }
    }
    return escaped.toString();
  }

  static String unescape(String text) {
    StringBuilder plain = new StringBuilder(text.length());
    for (int at = 0; at < text.length(); at++) {
      char c = text.charAt(at);
      if (c != '\\') {
        plain.append(c);
        continue;
      }
      if (++at == text.length()) {
        throw new IllegalArgumentException("a field ends with a lone backslash");
      }
      char next = text.charAt(at);
      plain.append(
          switch (next) {
            case 't' -> '\t';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case '\\', ',' -> next;
            default ->
                throw new IllegalArgumentException(
                    "\\" + next + " is not an escape; expected \\t, \\n, \\r, \\, or \\\\");
          });
    }
    return plain.toString();
  }

  private static String clip(String text) {
    return text.length() <= 60 ? text : text.substring(0, 59) + "…";
  }
}
