package dev.zerosum.app.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;

/**
 * The application's JSON mappers, made on first use: building one loads hundreds of Jackson
 * classes, which a command that writes no JSON ({@code --version}, a game in the terminal) should
 * never pay for. Mappers are thread-safe once configured, so one of each serves every thread.
 */
public final class Json {
  private Json() {}

  /** Returns the mapper that writes answers and reads lenient input. */
  public static ObjectMapper mapper() {
    return Plain.MAPPER;
  }

  /** Returns the mapper that refuses anything after the JSON value (save files, requests). */
  public static ObjectMapper strictMapper() {
    return Strict.MAPPER;
  }

  /** Returns {@code value} as JSON text on one line. */
  public static String write(Object value) {
    try {
      return mapper().writeValueAsString(value);
    } catch (JsonProcessingException failure) {
      throw new UncheckedIOException(failure);
    }
  }

  /** Holds the plain mapper until first asked for. */
  private static final class Plain {
    static final ObjectMapper MAPPER = new ObjectMapper();
  }

  /** Holds the strict mapper until first asked for. */
  private static final class Strict {
    static final ObjectMapper MAPPER =
        new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
  }
}
