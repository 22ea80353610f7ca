package dev.zerosum.core.arena;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Rates players in Elo from the results of their games: the maximum-likelihood fit of the
 * Bradley–Terry model, with a 95% confidence interval for each rating.
 *
 * <p>The model: a player of rating {@code R_i} scores, on average, {@code E_ij = 1 / (1 + 10^((R_j
 * - R_i) / 400))} against a player of rating {@code R_j}. A draw counts as half a win and half a
 * loss, as in Elo's own system, so the likelihood of the results is {@code prod E_ij^s_ij (1 -
 * E_ij)^(n_ij - s_ij)} over the pairings, with {@code n_ij} games and {@code s_ij} points of player
 * {@code i}. Only differences of ratings matter, so one player, the anchor, is held at a given
 * rating and the others are measured from it.
 *
 * <p>The fit: Newton's method on the log-likelihood, which is concave, from every rating equal; the
 * 95% confidence intervals are {@code R ± 1.96 σ}, with {@code σ²} from the inverse of the Fisher
 * information at the maximum (the Wald interval). They measure each rating's uncertainty relative
 * to the anchor, whose own interval is its rating alone.
 *
 * <p>A player who won (or lost) every game has no finite maximum-likelihood rating. Like BayesElo,
 * the fit adds a prior of virtual draws to each pairing that played, {@value #DEFAULT_PRIOR_DRAWS}
 * unless told: it pulls a one-sided pairing to a finite difference (100 wins in 100 games then rate
 * 921 above: 100.5 points of 101, odds of 201 to 1) and barely moves a pairing of many games that
 * both players scored in. With no prior the fit is the plain maximum likelihood, and refuses
 * results that have none.
 *
 * <pre>{@code
 * Ratings ratings = EloFit.fit(crossTable, "random", 0, EloFit.DEFAULT_PRIOR_DRAWS);
 * ratings.of("mcts").elo();
 * }</pre>
 */
public final class EloFit {
  /** The virtual draws added to each pairing unless told. */
  public static final double DEFAULT_PRIOR_DRAWS = 1.0;

  private static final double ELO_PER_UNIT = 400 / Math.log(10); // Elo points per natural log-odd
  private static final double Z_95 = 1.959963984540054; // the 97.5th percentile of the normal
  private static final int MAX_ITERATIONS = 200;
  private static final double NO_FINITE_RATING = 25; // log-odds beyond which the fit diverges

  private EloFit() {}

  /**
   * Returns the ratings of the players of {@code table}, {@code anchor} held at {@code anchorElo},
   * with {@code priorDraws} virtual draws added to each pairing that played.
   *
   * @throws IllegalArgumentException if the anchor is not a player, the prior is negative, a player
   *     played no game or none linking it to the anchor, or (without a prior) a player has no
   *     finite rating because it won or lost everything
   */
  public static Ratings fit(CrossTable table, String anchor, double anchorElo, double priorDraws) {
    List<String> players = table.players();
    int anchorIndex = players.indexOf(anchor);
    if (anchorIndex < 0) {
      throw new IllegalArgumentException(
          "the anchor " + anchor + " is not one of the players " + players);
    }
    if (!(priorDraws >= 0) || Double.isInfinite(priorDraws)) {
      throw new IllegalArgumentException(
          "prior draws " + priorDraws + " is out of range; expected 0 or more");
    }
    int n = players.size();
    double[][] games = new double[n][n];
    double[][] points = new double[n][n]; // points[i][j]: of player i against player j
    for (CrossTable.Entry entry : table.entries()) {
      int i = players.indexOf(entry.player());
      int j = players.indexOf(entry.opponent());
      Tally tally = entry.total();
      games[i][j] = tally.games() + priorDraws;
      points[i][j] = tally.points() + priorDraws / 2;
    }
    checkLinked(players, games, anchorIndex);
    double[] strength = maximumLikelihood(players, games, points, anchorIndex);
    double[][] covariance = invert(information(strength, games, anchorIndex));
    List<Rating> ratings = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      double elo = anchorElo + strength[i] * ELO_PER_UNIT;
      int free = freeIndex(i, anchorIndex);
      double margin = free < 0 ? 0 : Z_95 * Math.sqrt(covariance[free][free]) * ELO_PER_UNIT;
      Tally tally = table.total(players.get(i));
      ratings.add(
          new Rating(
              players.get(i), elo, elo - margin, elo + margin, tally.games(), tally.points()));
    }
    return new Ratings(anchor, anchorElo, priorDraws, ratings);
  }

  /**
   * Checks that games link every player to the anchor, directly or through others: without such a
   * chain, two ratings have nothing to be compared by.
   */
  private static void checkLinked(List<String> players, double[][] games, int anchor) {
    int n = players.size();
    boolean[] linked = new boolean[n];
    Deque<Integer> reached = new ArrayDeque<>(List.of(anchor));
    linked[anchor] = true;
    while (!reached.isEmpty()) {
      int i = reached.pop();
      for (int j = 0; j < n; j++) {
        if (!linked[j] && games[i][j] > 0) {
          linked[j] = true;
          reached.push(j);
        }
      }
    }
    for (int i = 0; i < n; i++) {
      if (!linked[i]) {
        throw new IllegalArgumentException(
            "player "
                + players.get(i)
                + " has no games linking it to the anchor "
                + players.get(anchor)
                + ", so the two cannot be rated on one scale");
      }
    }
  }

  /** Returns each player's strength in natural log-odds, the anchor's 0. */
  private static double[] maximumLikelihood(
      List<String> players, double[][] games, double[][] points, int anchor) {
    int n = players.size();
    double[] strength = new double[n];
    for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
      double[] step =
          solve(information(strength, games, anchor), gradient(strength, games, points, anchor));
      double before = logLikelihood(strength, games, points);
      double scale = 1;
      double[] next = advance(strength, step, scale, anchor);
      while (logLikelihood(next, games, points) < before - 1e-12 && scale > 1e-6) {
        scale /= 2; // a full Newton step overshot: halve it
        next = advance(strength, step, scale, anchor);
      }
      double largest = 0;
      for (int i = 0; i < n; i++) {
        largest = Math.max(largest, Math.abs(next[i] - strength[i]));
      }
      strength = next;
      for (int i = 0; i < n; i++) {
        if (Math.abs(strength[i]) > NO_FINITE_RATING) {
          throw new IllegalArgumentException(
              "player "
                  + players.get(i)
                  + " has no finite rating: it won or lost every game that links it to the"
                  + " others; add virtual draws (a prior) to rate it");
        }
      }
      if (largest < 1e-10) {
        return strength;
      }
    }
    return strength;
  }

  private static double[] advance(double[] strength, double[] step, double scale, int anchor) {
    double[] next = strength.clone();
    for (int i = 0; i < next.length; i++) {
      int free = freeIndex(i, anchor);
      if (free >= 0) {
        next[i] += scale * step[free];
      }
    }
    return next;
  }

  /** Returns the expected score of a player of strength {@code a} against one of {@code b}. */
  private static double expected(double a, double b) {
    return 1 / (1 + Math.exp(b - a));
  }

  private static double logLikelihood(double[] strength, double[][] games, double[][] points) {
    double sum = 0;
    for (int i = 0; i < strength.length; i++) {
      for (int j = i + 1; j < strength.length; j++) {
        if (games[i][j] > 0) {
          double p = expected(strength[i], strength[j]);
          sum += points[i][j] * Math.log(p) + (games[i][j] - points[i][j]) * Math.log(1 - p);
        }
      }
    }
    return sum;
  }

  /** Returns the derivative of the log-likelihood by each strength but the anchor's. */
  private static double[] gradient(
      double[] strength, double[][] games, double[][] points, int anchor) {
    int n = strength.length;
    double[] gradient = new double[n - 1];
    for (int i = 0; i < n; i++) {
      int free = freeIndex(i, anchor);
      if (free < 0) {
        continue;
      }
      for (int j = 0; j < n; j++) {
        if (j != i && games[i][j] > 0) {
          gradient[free] += points[i][j] - games[i][j] * expected(strength[i], strength[j]);
        }
      }
    }
    return gradient;
  }

  /** Returns the Fisher information (minus the Hessian) of the strengths but the anchor's. */
  private static double[][] information(double[] strength, double[][] games, int anchor) {
    int n = strength.length;
    double[][] information = new double[n - 1][n - 1];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (j == i || games[i][j] == 0) {
          continue;
        }
        double p = expected(strength[i], strength[j]);
        double weight = games[i][j] * p * (1 - p);
        int freeI = freeIndex(i, anchor);
        int freeJ = freeIndex(j, anchor);
        if (freeI >= 0) {
          information[freeI][freeI] += weight;
          if (freeJ >= 0) {
            information[freeI][freeJ] -= weight;
          }
        }
      }
    }
    return information;
  }

  /** Returns the index of player {@code i} among the players but the anchor; -1 for the anchor. */
  private static int freeIndex(int i, int anchor) {
    return i == anchor ? -1 : i < anchor ? i : i - 1;
  }

  /** Returns x with {@code matrix} x = {@code vector}, by Gaussian elimination. */
  private static double[] solve(double[][] matrix, double[] vector) {
    int n = vector.length;
    double[][] augmented = new double[n][n + 1];
    for (int i = 0; i < n; i++) {
      System.arraycopy(matrix[i], 0, augmented[i], 0, n);
      augmented[i][n] = vector[i];
    }
    eliminate(augmented, n);
    double[] solution = new double[n];
    for (int i = 0; i < n; i++) {
      solution[i] = augmented[i][n];
    }
    return solution;
  }

  /** Returns the inverse of {@code matrix}, by Gauss–Jordan elimination. */
  private static double[][] invert(double[][] matrix) {
    int n = matrix.length;
    double[][] augmented = new double[n][2 * n];
    for (int i = 0; i < n; i++) {
      System.arraycopy(matrix[i], 0, augmented[i], 0, n);
      augmented[i][n + i] = 1;
    }
    eliminate(augmented, n);
    double[][] inverse = new double[n][n];
    for (int i = 0; i < n; i++) {
      System.arraycopy(augmented[i], n, inverse[i], 0, n);
    }
    return inverse;
  }

  /**
   * Reduces the first {@code n} columns of {@code rows} to the identity, with partial pivoting. The
   * information of linked players is positive definite, so a pivot is never zero.
   */
  private static void eliminate(double[][] rows, int n) {
    for (int column = 0; column < n; column++) {
      int pivot = column;
      for (int row = column + 1; row < n; row++) {
        if (Math.abs(rows[row][column]) > Math.abs(rows[pivot][column])) {
          pivot = row;
        }
      }
      double[] swap = rows[pivot];
      rows[pivot] = rows[column];
      rows[column] = swap;
      double divisor = rows[column][column];
      for (int k = 0; k < rows[column].length; k++) {
        rows[column][k] /= divisor;
      }
      for (int row = 0; row < n; row++) {
        if (row != column && rows[row][column] != 0) {
          double factor = rows[row][column];
          for (int k = 0; k < rows[row].length; k++) {
            rows[row][k] -= factor * rows[column][k];
          }
        }
      }
    }
  }
}
