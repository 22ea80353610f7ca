package dev.zerosum.app.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.registry.Analysis;
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
    static final ObjectMapper MAPPER = configured(new ObjectMapper());
  }

  /** Holds the strict mapper until first asked for. */
  private static final class Strict {
    static final ObjectMapper MAPPER =
        configured(new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS));
  }

  // The registry knows no JSON library: how its values are written is said here.
  private static ObjectMapper configured(ObjectMapper mapper) {
    return mapper
        .addMixIn(Analysis.class, AnalysisFields.class)
        .addMixIn(Analysis.MoveAnalysis.class, MoveAnalysisFields.class);
  }

  /** Leaves out an analysis's two rare flags while they are false, as the format says. */
  private abstract static class AnalysisFields {
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    abstract boolean pliesUnknown();

    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    abstract boolean tooManyMoves();
  }

  /** Leaves out a move's estimate where it has none (proven, or its outcome named). */
  private abstract static class MoveAnalysisFields {
    @JsonInclude(JsonInclude.Include.NON_NULL)
    abstract Integer estimate();
  }
}
