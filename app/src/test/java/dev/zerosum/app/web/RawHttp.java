package dev.zerosum.app.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Talks HTTP/1.1 to a server on 127.0.0.1 over a plain socket, so that a test can send what the
 * JDK's HttpClient will not: any {@code Host}, a request line or a chunk HTTP cannot read, a {@code
 * Content-Length} whose body never comes. A read that waits half a minute fails the test (a server
 * that does not answer), which no test counts on.
 */
final class RawHttp {
  private RawHttp() {}

  /** An answer: its status, its headers (names in lower case), its body. */
  record Answer(int status, Map<String, List<String>> headers, String body) {
    /** Returns the first value of header {@code name}. */
    Optional<String> header(String name) {
      List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
      return values == null ? Optional.empty() : Optional.of(values.get(0));
    }

    /** Returns every value of header {@code name}. */
    List<String> headers(String name) {
      return headers.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
    }
  }

  /** Returns a request for {@code path} with {@code headers} (each {@code Name: value}). */
  static String request(String method, String path, String body, String... headers) {
    StringBuilder request = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
    for (String header : headers) {
      request.append(header).append("\r\n");
    }
    if (body != null) {
      request
          .append("Content-Length: ")
          .append(body.getBytes(StandardCharsets.UTF_8).length)
          .append("\r\n");
    }
    request.append("Connection: close\r\n\r\n");
    if (body != null) {
      request.append(body);
    }
    return request.toString();
  }

  /** Sends {@code request} as it is, and returns the first answer that comes back. */
  static Answer send(int port, String request) {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(30_000);
      OutputStream out = socket.getOutputStream();
      out.write(request.getBytes(StandardCharsets.UTF_8));
      out.flush();
      return read(socket.getInputStream());
    } catch (IOException failure) {
      throw new UncheckedIOException(failure);
    }
  }

  /**
   * Sends {@code request}'s head at once and then its body (after the blank line) a byte every
   * {@code perByte}, as a slow client does, and returns the answer.
   */
  static Answer sendSlowly(int port, String request, Duration perByte) {
    byte[] bytes = request.getBytes(StandardCharsets.UTF_8);
    int body = request.indexOf("\r\n\r\n") + 4;
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(30_000);
      OutputStream out = socket.getOutputStream();
      out.write(bytes, 0, body);
      out.flush();
      for (int i = body; i < bytes.length; i++) {
        Thread.sleep(perByte.toMillis());
        out.write(bytes[i]);
        out.flush();
      }
      return read(socket.getInputStream());
    } catch (IOException failure) {
      throw new UncheckedIOException(failure);
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(interrupted);
    }
  }

  /**
   * Sends the first {@code sent} bytes of {@code request}, waits {@code before} and closes the
   * connection without reading a byte: a client that leaves.
   */
  static void leave(int port, String request, int sent, Duration before) {
    byte[] bytes = request.getBytes(StandardCharsets.UTF_8);
    try (Socket socket = new Socket("127.0.0.1", port)) {
      OutputStream out = socket.getOutputStream();
      out.write(bytes, 0, Math.min(sent, bytes.length));
      out.flush();
      Thread.sleep(before.toMillis());
    } catch (IOException failure) {
      throw new UncheckedIOException(failure);
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(interrupted);
    }
  }

  /** Reads one answer: the status line, the headers, and the body its length says. */
  private static Answer read(InputStream in) throws IOException {
    String head = readHead(in);
    String[] lines = head.split("\r\n");
    int status = Integer.parseInt(lines[0].split(" ")[1]);
    Map<String, List<String>> headers = new LinkedHashMap<>();
    for (int i = 1; i < lines.length; i++) {
      int colon = lines[i].indexOf(':');
      headers
          .computeIfAbsent(
              lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
              name -> new ArrayList<>())
          .add(lines[i].substring(colon + 1).trim());
    }
    List<String> length = headers.get("content-length");
    byte[] body =
        length == null ? in.readAllBytes() : in.readNBytes(Integer.parseInt(length.get(0)));
    return new Answer(status, headers, new String(body, StandardCharsets.UTF_8));
  }

  private static String readHead(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    int matched = 0;
    byte[] end = {'\r', '\n', '\r', '\n'};
    while (matched < end.length) {
      int next = in.read();
      if (next < 0) {
        throw new IOException("the server closed the connection before answering: " + head);
      }
      head.write(next);
      matched = next == end[matched] ? matched + 1 : (next == '\r' ? 1 : 0);
    }
    String text = head.toString(StandardCharsets.ISO_8859_1);
    return text.substring(0, text.length() - 4);
  }
}
