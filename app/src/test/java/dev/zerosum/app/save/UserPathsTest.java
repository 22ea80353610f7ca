package dev.zerosum.app.save;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code ~} is read as the shell reads it: {@code $HOME} first (issue 31: it was ignored). */
class UserPathsTest {
  @ParameterizedTest(name = "{0} with HOME={1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "~/x.json|/tmp/someone|/tmp/someone/x.json",
        "~|/tmp/someone|/tmp/someone",
        "~/games/x.json|/srv/home/|/srv/home//games/x.json",
        "x.json|/tmp/someone|x.json",
        "~x/y.json|/tmp/someone|~x/y.json",
        "/abs/~/x.json|/tmp/someone|/abs/~/x.json"
      })
  void aTildeIsTheHomeTheEnvironmentNames(String typed, String home, String expanded) {
    assertThat(UserPaths.expand(Path.of(typed), home)).isEqualTo(Path.of(expanded));
  }

  @Test
  void withoutHomeTheAccountsFolderIsUsed() {
    Path account = Path.of(System.getProperty("user.home"), "x.json");

    assertThat(UserPaths.expand(Path.of("~/x.json"), null)).isEqualTo(account);
    assertThat(UserPaths.expand(Path.of("~/x.json"), "")).isEqualTo(account);
  }
}
