package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.results.Rule;
import com.deque.html.axecore.selenium.AxeBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * axe-core's rules (WCAG 2.1 A and AA and its best practices) run on the page in the middle of a
 * game of every game, in the light and the dark colour scheme: no serious or critical violation.
 */
class PageAccessibilityTest extends PageBrowserTest {
  private static final Set<String> GRAVE = Set.of("serious", "critical");

  @Test
  void everyGameMidGameHasNoSeriousViolation() {
    open(1280, 800);
    load("/");
    List<String> violations = new ArrayList<>();
    for (String game : games()) {
      chooseGame(game);
      playFirstMove();
      for (boolean dark : new boolean[] {false, true}) {
        scheme(dark);
        violations.addAll(scan(game + (dark ? " (dark)" : " (light)")));
      }
      scheme(false);
    }
    assertThat(violations).as("serious or critical violations").isEmpty();
  }

  private List<String> scan(String where) {
    Results results = new AxeBuilder().analyze(page);
    List<String> grave = new ArrayList<>();
    for (Rule rule : results.getViolations()) {
      if (GRAVE.contains(rule.getImpact())) {
        rule.getNodes()
            .forEach(
                node ->
                    grave.add(
                        where
                            + ": "
                            + rule.getId()
                            + " ("
                            + rule.getImpact()
                            + ") at "
                            + node.getTarget()
                            + ": "
                            + node.getFailureSummary()));
      }
    }
    return grave;
  }
}
