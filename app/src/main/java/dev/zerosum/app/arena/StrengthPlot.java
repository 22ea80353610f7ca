package dev.zerosum.app.arena;

import dev.zerosum.core.arena.Rating;
import dev.zerosum.registry.Durations;
import dev.zerosum.registry.i18n.Messages;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws strength against thinking time as SVG: each player given a time a move is a point at that
 * time (on a logarithmic axis) and its Elo, with its 95% interval as a bar; the points of one kind
 * of player ({@code mcts} at 100 ms, 300 ms, 1 s …) are joined by a line. A player that thinks for
 * no time (the rule of thumb, a random player, a fixed depth or number of simulations) is a dashed
 * level across the plot, to read the others against. Its labels are in the current language.
 */
public final class StrengthPlot {
  private static final Messages MESSAGES = Messages.of(StrengthPlot.class);
  private static final double WIDTH = 720;
  private static final double HEIGHT = 440;
  private static final double LEFT = 70;
  private static final double RIGHT = 170;
  private static final double TOP = 50;
  private static final double BOTTOM = 60;
  private static final double PLOT_WIDTH = WIDTH - LEFT - RIGHT;
  private static final double PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
  private static final String[] COLOURS = {
    "#1d4ed8", "#c0392b", "#1b8a3a", "#b45309", "#7c3aed", "#0e7490", "#6b7280"
  };

  /**
   * A player on the plot.
   *
   * @param rating its rating
   * @param kind its kind ({@code mcts}, {@code perfect} …): points of one kind are joined
   * @param time its time a move; null when it does not think for a time
   */
  public record Point(Rating rating, String kind, Duration time) {}

  private StrengthPlot() {}

  /** Returns the SVG of {@code points}, under {@code title}. */
  public static String svg(String title, List<Point> points) {
    Scales scales = Scales.of(points);
    StringBuilder svg = new StringBuilder();
    frame(svg, title);
    eloAxis(svg, scales);
    timeAxis(svg, scales);
    series(svg, scales, points);
    svg.append("</svg>\n");
    return svg.toString();
  }

  /**
   * Where a value falls on the plot: Elo upwards, a time a move rightwards on a log scale, each
   * range widened so that no point sits on the frame.
   */
  private record Scales(double low, double high, double fastest, double slowest, Axis y, Axis x) {
    static Scales of(List<Point> points) {
      List<Point> timed = points.stream().filter(p -> p.time() != null).toList();
      double low = points.stream().mapToDouble(p -> p.rating().lower()).min().orElse(-100) - 50;
      double high = points.stream().mapToDouble(p -> p.rating().upper()).max().orElse(100) + 50;
      double fastest = timed.stream().mapToDouble(p -> p.time().toMillis()).min().orElse(100) / 1.6;
      double slowest =
          timed.stream().mapToDouble(p -> p.time().toMillis()).max().orElse(1000) * 1.6;
      Axis y = new Axis(low, high, TOP + PLOT_HEIGHT, TOP);
      Axis x = new Axis(Math.log10(fastest), Math.log10(slowest), LEFT, LEFT + PLOT_WIDTH);
      return new Scales(low, high, fastest, slowest, y, x);
    }

    double timeAt(Duration time) {
      return x.of(Math.log10(time.toMillis()));
    }
  }

  /** Writes the SVG's opening, its white ground, the title and the plot's frame. */
  private static void frame(StringBuilder svg, String title) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>%n<svg xmlns=\"http://www.w3.org/2000/svg\""
                + " width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\""
                + " font-family=\"sans-serif\" font-size=\"12\">%n",
            WIDTH,
            HEIGHT,
            WIDTH,
            HEIGHT));
    svg.append("  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    svg.append(text(LEFT, 24, title, "start", 15, "bold"));
    svg.append(
        String.format(
            Locale.ROOT,
            "  <rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\""
                + " stroke=\"#9ca3af\"/>%n",
            LEFT,
            TOP,
            PLOT_WIDTH,
            PLOT_HEIGHT));
  }

  /** Writes the Elo axis: a grid line and a label at each tick, and the axis's name. */
  private static void eloAxis(StringBuilder svg, Scales scales) {
    for (double elo : ticks(scales.low(), scales.high())) {
      double at = scales.y().of(elo);
      svg.append(line(LEFT, at, LEFT + PLOT_WIDTH, at, "#e5e7eb", ""));
      String label = String.format(Locale.ROOT, "%.0f", elo + 0.0); // never "-0"
      svg.append(text(LEFT - 6, at + 4, label.equals("-0") ? "0" : label, "end", 11, ""));
    }
    svg.append(text(18, TOP + PLOT_HEIGHT / 2, MESSAGES.text("plot.elo"), "middle", 12, "bold"));
  }

  /** Writes the time axis: a grid line and a duration at 1, 2 and 5 of each decade, its name. */
  private static void timeAxis(StringBuilder svg, Scales scales) {
    for (double millis : timeTicks(scales.fastest(), scales.slowest())) {
      double at = scales.x().of(Math.log10(millis));
      svg.append(line(at, TOP, at, TOP + PLOT_HEIGHT, "#f3f4f6", ""));
      svg.append(
          text(
              at,
              TOP + PLOT_HEIGHT + 16,
              Durations.format(Duration.ofMillis((long) millis)),
              "middle",
              11,
              ""));
    }
    svg.append(
        text(LEFT + PLOT_WIDTH / 2, HEIGHT - 18, MESSAGES.text("plot.time"), "middle", 12, "bold"));
  }

  /**
   * Writes each kind of player in a colour of its own: its untimed players as dashed levels, its
   * timed ones as points with their bars joined by a line, named in the legend.
   */
  private static void series(StringBuilder svg, Scales scales, List<Point> points) {
    Map<String, List<Point>> byKind = new LinkedHashMap<>();
    for (Point point : points) {
      byKind.computeIfAbsent(point.kind(), kind -> new ArrayList<>()).add(point);
    }
    // Kinds of player given the same time would hide each other's bars: each is shifted a little.
    List<String> timedKinds =
        byKind.entrySet().stream()
            .filter(kind -> kind.getValue().stream().anyMatch(p -> p.time() != null))
            .map(Map.Entry::getKey)
            .toList();
    int colour = 0;
    double legendY = TOP + 8;
    for (Map.Entry<String, List<Point>> kind : byKind.entrySet()) {
      String stroke = COLOURS[colour++ % COLOURS.length];
      double shift = (timedKinds.indexOf(kind.getKey()) - (timedKinds.size() - 1) / 2.0) * 10;
      List<Point> series =
          kind.getValue().stream().sorted((a, b) -> compare(a.time(), b.time())).toList();
      StringBuilder path = new StringBuilder();
      for (Point point : series) {
        if (point.time() == null) {
          level(svg, scales, point, stroke);
        } else {
          double px = scales.timeAt(point.time()) + shift;
          double py = scales.y().of(point.rating().elo());
          path.append(path.length() == 0 ? "M" : " L")
              .append(String.format(Locale.ROOT, "%.1f %.1f", px, py));
          dot(svg, scales, point, px, stroke);
        }
      }
      if (path.length() > 0) {
        joined(svg, path, stroke);
        svg.append(
            line(LEFT + PLOT_WIDTH + 8, legendY, LEFT + PLOT_WIDTH + 28, legendY, stroke, ""));
        svg.append(text(LEFT + PLOT_WIDTH + 32, legendY + 4, kind.getKey(), "start", 11, ""));
        legendY += 16;
      }
    }
  }

  /** Writes a player that thinks for no time: a dashed level across the plot, named at its end. */
  private static void level(StringBuilder svg, Scales scales, Point point, String stroke) {
    double at = scales.y().of(point.rating().elo());
    svg.append(line(LEFT, at, LEFT + PLOT_WIDTH, at, stroke, " stroke-dasharray=\"6 4\""));
    svg.append(text(LEFT + PLOT_WIDTH + 6, at + 4, point.rating().player(), "start", 11, ""));
  }

  /** Writes a timed player at {@code px}: its 95% interval as a bar, its Elo as a titled dot. */
  private static void dot(StringBuilder svg, Scales scales, Point point, double px, String stroke) {
    Rating rating = point.rating();
    svg.append(
        line(px, scales.y().of(rating.lower()), px, scales.y().of(rating.upper()), stroke, ""));
    svg.append(
        String.format(
            Locale.ROOT,
            "  <circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>%s: %.0f ± %.0f</title>"
                + "</circle>%n",
            px,
            scales.y().of(rating.elo()),
            stroke,
            rating.player(),
            rating.elo(),
            rating.margin()));
  }

  /** Writes the line that joins the points of one kind, left to right. */
  private static void joined(StringBuilder svg, StringBuilder path, String stroke) {
    svg.append(
        String.format(
            Locale.ROOT,
            "  <path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>%n",
            path,
            stroke));
  }

  private static int compare(Duration a, Duration b) {
    if (a == null || b == null) {
      return a == null ? (b == null ? 0 : -1) : 1;
    }
    return a.compareTo(b);
  }

  private static List<Double> ticks(double low, double high) {
    double step = Math.pow(10, Math.floor(Math.log10((high - low) / 4)));
    if ((high - low) / step > 10) {
      step *= (high - low) / step > 20 ? 5 : 2;
    }
    List<Double> ticks = new ArrayList<>();
    for (double tick = Math.ceil(low / step) * step; tick <= high; tick += step) {
      ticks.add(tick);
    }
    return ticks;
  }

  private static List<Double> timeTicks(double fastest, double slowest) {
    List<Double> ticks = new ArrayList<>();
    for (double decade = Math.pow(10, Math.floor(Math.log10(fastest)));
        decade <= slowest;
        decade *= 10) {
      for (double step : new double[] {1, 2, 5}) {
        double millis = decade * step;
        if (millis >= fastest && millis <= slowest && millis >= 1) {
          ticks.add(millis);
        }
      }
    }
    return ticks;
  }

  private static String line(
      double x1, double y1, double x2, double y2, String stroke, String extra) {
    return String.format(
        Locale.ROOT,
        "  <line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"%s/>%n",
        x1,
        y1,
        x2,
        y2,
        stroke,
        extra);
  }

  private static String text(
      double x, double y, String words, String anchor, int size, String weight) {
    return String.format(
        Locale.ROOT,
        "  <text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"%d\"%s>%s</text>%n",
        x,
        y,
        anchor,
        size,
        weight.isEmpty() ? "" : " font-weight=\"" + weight + "\"",
        words.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"));
  }

  /** Maps values from {@code low}–{@code high} onto {@code from}–{@code to}. */
  private record Axis(double low, double high, double from, double to) {
    double of(double value) {
      double span = high - low == 0 ? 1 : high - low;
      return from + (value - low) / span * (to - from);
    }
  }
}
