package dev.zerosum.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A services line that names a class nowhere is said with the folder or jar it is in, and the
 * modules of the other lines are still found: a broken game never stops the others.
 */
class ModuleLoadingTest {

  @Test
  void aBrokenLineIsSaidWithItsPlaceAndTheOthersLoad(@TempDir Path folder) throws IOException {
    Path services =
        Files.createDirectories(folder.resolve("META-INF/services"))
            .resolve(GameModule.class.getName());
    Files.writeString(services, "# a game that was never compiled\ncom.example.MissingModule\n");
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    List<String> refusals = new ArrayList<>();
    List<GameModule> found;
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {folder.toUri().toURL()}, getClass().getClassLoader())) {
      thread.setContextClassLoader(loader);
      found = ModuleLoading.found(refusals);
    } finally {
      thread.setContextClassLoader(before);
    }
    assertThat(found)
        .as("the test-jar's take-away fixture, listed on another line")
        .extracting(GameModule::name)
        .contains("takeaway");
    assertThat(refusals).hasSize(1);
    assertThat(refusals.get(0))
        .startsWith(
            "a game module listed in META-INF/services/dev.zerosum.registry.GameModule in "
                + folder
                + " cannot be loaded: ")
        .contains("com.example.MissingModule");
  }
}
