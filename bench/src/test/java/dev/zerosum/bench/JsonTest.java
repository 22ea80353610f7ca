package dev.zerosum.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

  @Test
  void readsObjectsArraysStringsNumbersAndWords() {
    Object value =
        Json.parse(
            " { \"a\" : [1, -2.5e3, \"NaN\"], \"b\": {\"c\": true, \"d\": null},"
                + " \"e\": \"\\u00b7gc \\\"x\\\"\\n\", \"f\": [] , \"g\": {} } ");
    @SuppressWarnings("unchecked") // objects are maps of names to values
    Map<String, Object> object = (Map<String, Object>) value;
    assertThat(List.copyOf(object.keySet()))
        .as("in document order")
        .isEqualTo(List.of("a", "b", "e", "f", "g"));
    assertThat(object.get("a")).isEqualTo(List.of(1.0, -2500.0, "NaN"));
    Map<String, Object> inner = new java.util.HashMap<>();
    inner.put("c", true);
    inner.put("d", null);
    assertThat(object.get("b")).isEqualTo(inner);
    assertThat(object.get("e")).isEqualTo("·gc \"x\"\n");
    assertThat(object.get("f")).isEqualTo(List.of());
    assertThat(object.get("g")).isEqualTo(Map.of());
  }

  @Test
  void saysWhereTheTextIsNotJson() {
    for (String bad : Arrays.asList("{\"a\" 1}", "[1, 2", "\"open", "{\"a\": tru}", "[1] x", "-")) {
      assertThatThrownBy(() -> Json.parse(bad))
          .as(bad)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("not JSON at offset");
    }
  }
}
