package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConsoleTest {

  @ParameterizedTest(name = "LC_ALL={0} LC_CTYPE={1} LANG={2}: UTF-8 {3}")
  @CsvSource({
    ",, es_ES.UTF-8, true",
    ",, es_ES.utf8, true",
    ",, C.UTF-8, true",
    ",, sr_RS.UTF-8@latin, true",
    ", es_ES.UTF-8, C, true",
    "C, es_ES.UTF-8, es_ES.UTF-8, false",
    "es_ES.UTF-8, C, C, true",
    ",, es_ES.ISO-8859-1, false",
    ",, es_ES, false",
    ",,, false"
  })
  void theCharsetIsTheEnvironmentsWhereItNamesUtf8(
      String all, String ctype, String lang, boolean utf8) {
    Map<String, String> environment = new HashMap<>();
    put(environment, "LC_ALL", all);
    put(environment, "LC_CTYPE", ctype);
    put(environment, "LANG", lang);
    // Otherwise the JVM's: UTF-8 itself where the JVM runs in UTF-8, so only that case is told.
    Charset expected = utf8 ? StandardCharsets.UTF_8 : Charset.defaultCharset();
    assertThat(Console.charset(environment)).isEqualTo(expected);
  }

  private static void put(Map<String, String> environment, String name, String value) {
    if (value != null) {
      environment.put(name, value);
    }
  }
}
