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
    List<Point> timed = points.stream().filter(p -> p.time() != null).toList();
    double low = points.stream().mapToDouble(p -> p.rating().lower()).min().orElse(-100) - 50;
    double high = points.stream().mapToDouble(p -> p.rating().upper()).max().orElse(100) + 50;
    double fastest = timed.stream().mapToDouble(p -> p.time().toMillis()).min().orElse(100) / 1.6;
    double slowest = timed.stream().mapToDouble(p -> p.time().toMillis()).max().orElse(1000) * 1.6;
    double plotWidth = WIDTH - LEFT - RIGHT;
    double plotHeight = HEIGHT - TOP - BOTTOM;
    Axis y = new Axis(low, high, TOP + plotHeight, TOP);
    StringBuilder svg = new StringBuilder();
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
            plotWidth,
            plotHeight));
    for (double elo : ticks(low, high)) {
      double at = y.of(elo);
      svg.append(line(LEFT, at, LEFT + plotWidth, at, "#e5e7eb", ""));
      String label = String.format(Locale.ROOT, "%.0f", elo + 0.0); // never "-0"
      svg.append(text(LEFT - 6, at + 4, label.equals("-0") ? "0" : label, "end", 11, ""));
    }
    svg.append(text(18, TOP + plotHeight / 2, MESSAGES.text("plot.elo"), "middle", 12, "bold"));
    double logLow = Math.log10(fastest);
    double logHigh = Math.log10(slowest);
    Axis x = new Axis(logLow, logHigh, LEFT, LEFT + plotWidth);
    for (double millis : timeTicks(fastest, slowest)) {
      double at = x.of(Math.log10(millis));
      svg.append(line(at, TOP, at, TOP + plotHeight, "#f3f4f6", ""));
      svg.append(
          text(
              at,
              TOP + plotHeight + 16,
              Durations.format(Duration.ofMillis((long) millis)),
              "middle",
              11,
              ""));
    }
    svg.append(
        text(LEFT + plotWidth / 2, HEIGHT - 18, MESSAGES.text("plot.time"), "middle", 12, "bold"));

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
      List<Point> series =
          kind.getValue().stream().sorted((a, b) -> compare(a.time(), b.time())).toList();
      StringBuilder path = new StringBuilder();
      for (Point point : series) {
        if (point.time() == null) {
          double at = y.of(point.rating().elo());
          svg.append(line(LEFT, at, LEFT + plotWidth, at, stroke, " stroke-dasharray=\"6 4\""));
          svg.append(text(LEFT + plotWidth + 6, at + 4, point.rating().player(), "start", 11, ""));
          continue;
        }
        double shift = (timedKinds.indexOf(kind.getKey()) - (timedKinds.size() - 1) / 2.0) * 10;
        double px = x.of(Math.log10(point.time().toMillis())) + shift;
        double py = y.of(point.rating().elo());
        path.append(path.length() == 0 ? "M" : " L")
            .append(String.format(Locale.ROOT, "%.1f %.1f", px, py));
        svg.append(
            line(px, y.of(point.rating().lower()), px, y.of(point.rating().upper()), stroke, ""));
        svg.append(
            String.format(
                Locale.ROOT,
                "  <circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>%s: %.0f ± %.0f</title>"
                    + "</circle>%n",
                px,
                py,
                stroke,
                point.rating().player(),
                point.rating().elo(),
                point.rating().margin()));
      }
      if (path.length() > 0) {
        svg.append(
            String.format(
                Locale.ROOT,
                "  <path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>%n",
                path,
                stroke));
        svg.append(line(LEFT + plotWidth + 8, legendY, LEFT + plotWidth + 28, legendY, stroke, ""));
        svg.append(text(LEFT + plotWidth + 32, legendY + 4, kind.getKey(), "start", 11, ""));
        legendY += 16;
      }
    }
    svg.append("</svg>\n");
    return svg.toString();
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
