package dev.zerosum.app.web;

import java.util.ArrayList;
import java.util.List;

/**
 * Starts servers of a test's own settings on free ports of the loopback, and closes them all when
 * the test (or the class, for a {@code @BeforeAll} method) ends: given by {@link WebFixture}.
 */
public final class Servers implements AutoCloseable {
  private final List<WebServer> started = new ArrayList<>();
  private final WebFixture.Origins origins;

  Servers(WebFixture.Origins origins) {
    this.origins = origins;
  }

  /** Starts a server with {@code settings} that only its own page may use. */
  public WebServer start(ServerSettings settings) {
    return start(settings, ServerAccess.ownPageOnly());
  }

  /** Starts a server with {@code settings}, opened to what {@code access} names. */
  public WebServer start(ServerSettings settings, ServerAccess access) {
    WebServer server = origins.add(WebServer.start("127.0.0.1", 0, settings, access));
    started.add(server);
    return server;
  }

  @Override
  public void close() {
    started.forEach(WebServer::close); // closing a server twice is harmless
    started.clear();
  }
}
