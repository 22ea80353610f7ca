package dev.zerosum.registry;

import dev.zerosum.registry.i18n.Messages;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * The game modules on the class path, as {@link ServiceLoader} finds them one by one: a services
 * line that names a class that cannot be loaded is said, with the jar whose line it is, and the
 * modules after it are still found.
 */
final class ModuleLoading {
  private static final Messages MESSAGES = Messages.of(ModuleLoading.class);
  private static final String SERVICES = "META-INF/services/" + GameModule.class.getName();

  private ModuleLoading() {}

  /** Returns every module that loads; adds to {@code refusals} a line for each that does not. */
  static List<GameModule> found(List<String> refusals) {
    List<GameModule> found = new ArrayList<>();
    Iterator<GameModule> modules = ServiceLoader.load(GameModule.class).iterator();
    // Past an error the iterator goes on to the next line, as far as it can: a line it cannot
    // pass twice ends the search rather than loop.
    String last = null;
    while (true) {
      try {
        if (!modules.hasNext()) {
          return found;
        }
        found.add(modules.next());
      } catch (ServiceConfigurationError | LinkageError unloadable) {
        String said = String.valueOf(unloadable.getMessage());
        if (said.equals(last)) {
          return found;
        }
        last = said;
        refusals.add(MESSAGES.text("registry.module.not-loaded", SERVICES + listedIn(said), said));
      }
    }
  }

  /**
   * Returns " in JAR" for the services file whose lines name a class that {@code said} names, or ""
   * when no file does: where a broken line is, for its author to mend.
   */
  private static String listedIn(String said) {
    try {
      ClassLoader loader = Thread.currentThread().getContextClassLoader();
      for (URL file :
          Collections.list(
              (loader != null ? loader : ClassLoader.getSystemClassLoader())
                  .getResources(SERVICES))) {
        for (String line : lines(file)) {
          if (!line.isEmpty() && said.contains(line)) {
            return MESSAGES.text("registry.module.listed-in", place(file));
          }
        }
      }
    } catch (IOException unreadable) {
      // the line is said without its jar
    }
    return "";
  }

  private static List<String> lines(URL file) throws IOException {
    List<String> lines = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(file.openStream(), StandardCharsets.UTF_8))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        int comment = line.indexOf('#');
        lines.add((comment >= 0 ? line.substring(0, comment) : line).strip());
      }
    }
    return lines;
  }

  /** Returns the jar (or folder) a services file is in, as a path where it can be. */
  private static String place(URL file) throws IOException {
    if (file.getProtocol().equals("jar")) {
      URL jar = ((JarURLConnection) file.openConnection()).getJarFileURL();
      return ModuleCheck.place(jar);
    }
    String path = ModuleCheck.place(file);
    return path.endsWith(SERVICES.replace('/', java.io.File.separatorChar))
        ? path.substring(0, path.length() - SERVICES.length() - 1)
        : path;
  }
}
