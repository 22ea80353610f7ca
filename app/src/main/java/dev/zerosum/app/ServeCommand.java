package dev.zerosum.app;

import dev.zerosum.app.web.ServerAccess;
import dev.zerosum.app.web.ServerSettings;
import dev.zerosum.app.web.WebServer;
import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.i18n.Messages;
import java.net.UnknownHostException;
import java.nio.channels.UnresolvedAddressException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code zerosum serve}: the page and its JSON API, until Ctrl-C. */
@Command(name = "serve", mixinStandardHelpOptions = true)
final class ServeCommand implements Callable<Integer> {
  private static final Messages MESSAGES = Messages.of(ServeCommand.class);

  private final Console console;

  @Option(names = "--port", paramLabel = "PORT")
  int port = 8080;

  @Option(names = "--host", paramLabel = "HOST")
  String host = "127.0.0.1";

  @Option(names = "--allow-origin", paramLabel = "ORIGIN")
  List<String> allowOrigins = new ArrayList<>();

  @Option(names = "--allow-host", paramLabel = "HOST")
  List<String> allowHosts = new ArrayList<>();

  @Mixin TimeOption time;

  ServeCommand(Console console) {
    this.console = console;
  }

  @Override
  public Integer call() throws InterruptedException {
    if (port < 0 || port > 65_535) {
      throw new GameInputException(MESSAGES.text("serve.port-range", String.valueOf(port)));
    }
    ServerAccess access = access();
    ServerSettings settings = ServerSettings.standard(time.orElse(AgentContext.DEFAULT_TIME));
    WebServer server;
    try {
      server = WebServer.start(host, port, settings, access);
    } catch (RuntimeException cannotListen) {
      throw new GameInputException(
          MESSAGES.text("serve.cannot-listen", host + ":" + port, reason(cannotListen)));
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  server.close();
                  console.out().println(MESSAGES.text("serve.stopped"));
                  stopped.countDown();
                }));
    console.out().println(MESSAGES.text("serve.open", server.uri()));
    stopped.await();
    return 0;
  }

  /** Returns who may use the server besides its own page, as the options say. */
  private ServerAccess access() {
    for (String origin : allowOrigins) {
      if (!ServerAccess.isOrigin(origin)) {
        throw new GameInputException(MESSAGES.text("serve.not-origin", origin));
      }
    }
    for (String allowed : allowHosts) {
      if (!ServerAccess.isHost(allowed)) {
        throw new GameInputException(MESSAGES.text("serve.not-host", allowed));
      }
    }
    return new ServerAccess(allowHosts, allowOrigins);
  }

  /**
   * Returns why the server could not listen, in plain words: Java says a name that resolves to no
   * address with no message at all (the line ended "(null)"), and the others in English.
   */
  static String reason(Throwable failure) {
    Throwable root = failure;
    while (root.getCause() != null) {
      root = root.getCause();
    }
    String message = root.getMessage() == null ? "" : root.getMessage().toLowerCase(Locale.ROOT);
    if (root instanceof UnresolvedAddressException || root instanceof UnknownHostException) {
      return MESSAGES.text("serve.reason.no-address");
    }
    if (message.contains("already in use")) {
      return MESSAGES.text("serve.reason.in-use");
    }
    if (message.contains("cannot assign requested address")) {
      return MESSAGES.text("serve.reason.not-here");
    }
    if (message.contains("permission denied")) {
      return MESSAGES.text("serve.reason.denied");
    }
    return message.isEmpty() ? root.getClass().getSimpleName() : message;
  }
}
