package dev.zerosum.app;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.util.Optional;

/**
 * A print stream that remembers why a write failed. A {@link PrintStream} keeps only that something
 * went wrong ({@link PrintStream#checkError}); the command line says why ("no space left on
 * device") and fails, where before the output was lost and the command succeeded.
 */
final class WatchedOutput extends PrintStream {
  private final Recorder recorder;

  /** Writes to {@code out} in {@code charset}, flushing at every line. */
  WatchedOutput(OutputStream out, Charset charset) {
    this(new Recorder(out), charset);
  }

  private WatchedOutput(Recorder recorder, Charset charset) {
    super(recorder, true, charset);
    this.recorder = recorder;
  }

  /**
   * Returns why a write failed, in the system's words ({@code No space left on device}); empty
   * while every write went through.
   */
  Optional<String> failure() {
    flush();
    if (!checkError()) {
      return Optional.empty();
    }
    IOException first = recorder.failure;
    return Optional.of(first == null || first.getMessage() == null ? "" : first.getMessage());
  }

  /** Passes every byte on, and keeps the first failure. */
  private static final class Recorder extends FilterOutputStream {
    private volatile IOException failure; // the first write or flush that failed; null while none

    Recorder(OutputStream out) {
      super(out);
    }

    @Override
    public void write(int b) throws IOException {
      try {
        out.write(b);
      } catch (IOException failed) {
        throw remembered(failed);
      }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      try {
        out.write(bytes, offset, length);
      } catch (IOException failed) {
        throw remembered(failed);
      }
    }

    @Override
    public void flush() throws IOException {
      try {
        out.flush();
      } catch (IOException failed) {
        throw remembered(failed);
      }
    }

    private IOException remembered(IOException failed) {
      if (failure == null) {
        failure = failed;
      }
      return failed;
    }
  }
}
