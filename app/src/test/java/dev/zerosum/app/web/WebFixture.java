package dev.zerosum.app.web;

import dev.zerosum.core.Ticker;
import dev.zerosum.registry.GameRegistry;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * The one fixture of the web tests: the servers and the browsers they need, as parameters of their
 * test and lifecycle methods. A class registers it ({@code @ExtendWith(WebFixture.class)}) and asks
 * for:
 *
 * <ul>
 *   <li>a {@link WebServer}, of the settings {@link Shared} names ({@link SharedServer#STANDARD}
 *       unless told): started once for the whole run and shared by every class that asks for those
 *       settings, on a free port of the loopback; closed when the run ends. Test classes run one
 *       after another in this build, so a shared server serves one class at a time;
 *   <li>an {@link ApiClient} of that server;
 *   <li>{@link Servers}, to start a server of one's own settings (one that a test stops, holds or
 *       counts the searches of): closed with the test, or with the class when a {@code @BeforeAll}
 *       method takes it;
 *   <li>{@link Browsers}, to open headless Chromium windows, taken back when the test ends: the run
 *       shares its browsers, cleared between tests as a fresh profile would be; where Chromium is
 *       missing, the test that opens one is skipped.
 * </ul>
 *
 * <pre>{@code
 * @ExtendWith(WebFixture.class)
 * class PageTest {
 *   @Test
 *   void theBoardIsDrawn(@Shared(SharedServer.PAGE) WebServer server, Browsers browsers) {
 *     ChromeDriver page = browsers.open(420, 900).driver();
 *     page.get(server.uri().toString());
 *   }
 * }
 * }</pre>
 */
public final class WebFixture implements ParameterResolver {
  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(WebFixture.class);

  /** The settings of a shared server. */
  public enum SharedServer {
    /** As {@code zerosum serve} starts it. */
    STANDARD(ServerSettings::standard),
    /**
     * The page's: 500 ms a move, on a clock that moves 1 ms each time it is read (every 4,096
     * nodes), so that a game takes the same course on any machine.
     */
    PAGE(() -> counted(ServerSettings.standard(Duration.ofMillis(500)))),
    /** The board's tests: as {@link #PAGE}, 300 ms a move. */
    BOARD(() -> counted(ServerSettings.standard(Duration.ofMillis(300)))),
    /**
     * The classroom's and the playing page's: as {@link #PAGE}, with one search at a time and a
     * queue that never turns a request away, so that a test that holds the search slot (to make the
     * engine think until it lets go) sees requests wait for it, never a 503.
     */
    CLASSROOM(
        () ->
            new ServerSettings(
                GameRegistry.standard(),
                Duration.ofMillis(500),
                Ticker.counting(Duration.ofMillis(1)),
                1,
                Duration.ofMinutes(10)));

    private final Supplier<ServerSettings> settings;

    SharedServer(Supplier<ServerSettings> settings) {
      this.settings = settings;
    }

    private static ServerSettings counted(ServerSettings settings) {
      return settings.withTicker(Ticker.counting(Duration.ofMillis(1)));
    }

    /** Returns the settings of a new server of this kind. */
    public ServerSettings settings() {
      return settings.get();
    }
  }

  /** Names the shared server a {@link WebServer} or {@link ApiClient} parameter is of. */
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.PARAMETER)
  public @interface Shared {
    /** The server's settings. */
    SharedServer value();
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == WebServer.class
        || type == ApiClient.class
        || type == Servers.class
        || type == Browsers.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    if (type == Servers.class) {
      Origins origins = origins(context);
      return context
          .getStore(NAMESPACE)
          .computeIfAbsent(Servers.class, key -> new Servers(origins));
    }
    if (type == Browsers.class) {
      Browsers.Pool pool =
          context
              .getRoot()
              .getStore(NAMESPACE)
              .computeIfAbsent(
                  Browsers.Pool.class,
                  key -> new Browsers.Pool(origins(context)),
                  Browsers.Pool.class);
      return context.getStore(NAMESPACE).computeIfAbsent(Browsers.class, key -> new Browsers(pool));
    }
    SharedServer kind =
        parameter.findAnnotation(Shared.class).map(Shared::value).orElse(SharedServer.STANDARD);
    WebServer server = shared(kind, context);
    return type == WebServer.class ? server : new ApiClient(server.uri());
  }

  /** Returns the server of {@code kind} for the whole run, started at its first use. */
  private static WebServer shared(SharedServer kind, ExtensionContext context) {
    Origins origins = origins(context);
    return context
        .getRoot()
        .getStore(NAMESPACE)
        .computeIfAbsent(
            kind,
            key -> origins.add(WebServer.start("127.0.0.1", 0, kind.settings())),
            WebServer.class);
  }

  private static Origins origins(ExtensionContext context) {
    return context.getRoot().getStore(NAMESPACE).computeIfAbsent(Origins.class);
  }

  /**
   * The origin of every server the run started, which a shared browser forgets between tests: a
   * server of a later test may listen on the port of an earlier one.
   */
  static final class Origins {
    private final Set<String> all = new LinkedHashSet<>();

    /** Notes the origin of {@code server}; returns it. */
    synchronized WebServer add(WebServer server) {
      URI uri = server.uri();
      all.add(uri.getScheme() + "://" + uri.getAuthority());
      return server;
    }

    synchronized List<String> all() {
      return List.copyOf(all);
    }
  }
}
