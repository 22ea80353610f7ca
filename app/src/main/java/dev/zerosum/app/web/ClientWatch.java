package dev.zerosum.app.web;

import dev.zerosum.core.StopCondition;
import io.javalin.http.Context;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.util.BufferUtil;

/**
 * Notices when the client of a running search goes away, so that its search stops: nothing runs for
 * a client that left.
 *
 * <p>While a handler searches, Jetty does not read from the connection, so it never learns of a
 * close; HTTP has no other signal. A daemon thread therefore asks each watched connection every
 * {@link #INTERVAL_MILLIS} ms for bytes without blocking: the end of the stream means the client
 * closed it. The request's body has been read in full by then, and the clients of this API
 * (browsers, the JDK's HttpClient) do not pipeline requests, so no byte of another request is
 * taken.
 */
final class ClientWatch implements AutoCloseable {
  static final long INTERVAL_MILLIS = 50;

  private final Map<EndPoint, AtomicBoolean> watched = new ConcurrentHashMap<>();
  private final ScheduledExecutorService poller =
      Executors.newSingleThreadScheduledExecutor(
          task -> {
            Thread thread = new Thread(task, "zerosum-client-watch");
            thread.setDaemon(true);
            return thread;
          });

  ClientWatch() {
    poller.scheduleWithFixedDelay(
        this::poll, INTERVAL_MILLIS, INTERVAL_MILLIS, TimeUnit.MILLISECONDS);
  }

  /** A watched request: its stop condition says whether its client has gone. */
  interface Watch extends AutoCloseable {
    /** Returns the condition that stops a search once the client has gone. */
    StopCondition clientGone();

    @Override
    void close();
  }

  /** Starts watching the connection of {@code ctx}; close the watch before answering. */
  Watch watch(Context ctx) {
    EndPoint endPoint = endPointOf(ctx);
    AtomicBoolean gone = new AtomicBoolean();
    if (endPoint != null) {
      watched.put(endPoint, gone);
    }
    return new Watch() {
      @Override
      public StopCondition clientGone() {
        return gone::get;
      }

      @Override
      public void close() {
        if (endPoint != null) {
          watched.remove(endPoint);
        }
      }
    };
  }

  private static EndPoint endPointOf(Context ctx) {
    ServletContextRequest request = ServletContextRequest.getServletContextRequest(ctx.req());
    return request == null ? null : request.getConnectionMetaData().getConnection().getEndPoint();
  }

  private void poll() {
    ByteBuffer none = BufferUtil.allocate(1);
    watched.forEach(
        (endPoint, gone) -> {
          try {
            BufferUtil.clear(none);
            if (!endPoint.isOpen() || endPoint.fill(none) < 0) {
              gone.set(true);
            }
          } catch (IOException | RuntimeException broken) {
            gone.set(true); // a connection that fails to read has gone too
          }
        });
  }

  @Override
  public void close() {
    poller.shutdownNow();
  }
}
