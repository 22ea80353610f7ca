package dev.zerosum.app;

import dev.zerosum.app.web.ServerAccess;
import dev.zerosum.app.web.ServerSettings;
import dev.zerosum.app.web.WebServer;
import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.List;
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
          MESSAGES.text(
              "serve.cannot-listen", host + ":" + port, String.valueOf(rootMessage(cannotListen))));
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

  private static String rootMessage(Throwable failure) {
    Throwable root = failure;
    while (root.getCause() != null) {
      root = root.getCause();
    }
    return root.getMessage();
  }
}
