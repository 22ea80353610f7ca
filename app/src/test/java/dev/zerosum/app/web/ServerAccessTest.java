package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What {@code --allow-host} and {@code --allow-origin} take, and when an origin is a host's. */
class ServerAccessTest {

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "zerosum.local|true",
        "192.168.1.5:8080|true",
        "[::1]:8080|true",
        "LOCALHOST|true",
        "my-host_1.example|true",
        "http://zerosum.local|false",
        "zerosum.local:0|false",
        "zerosum.local:70000|false",
        "::1|false",
        "a b|false",
        "-leading.example|false",
        "''|false"
      })
  void aHostIsANameOrAnAddressWithAPortOrWithout(String text, boolean host) {
    assertThat(ServerAccess.isHost(text)).isEqualTo(host);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "http://localhost:3000|true|http://localhost:3000",
        "HTTPS://Example.COM/|true|https://example.com",
        "http://example.com:80|true|http://example.com",
        "https://example.com:8443|true|https://example.com:8443",
        "http://[::1]:3000|true|http://[::1]:3000",
        "localhost:3000|false|",
        "null|false|",
        "file:///tmp/page.html|false|",
        "http://example.com/page|false|",
        "ftp://example.com|false|"
      })
  void anOriginIsASchemeAndAHostAsABrowserWritesIt(String text, boolean origin, String written) {
    assertThat(ServerAccess.isOrigin(text)).isEqualTo(origin);
    if (origin) {
      assertThat(Origin.parse(text).orElseThrow()).hasToString(written);
    }
  }

  @ParameterizedTest(name = "{0} of {1}: {2}")
  @CsvSource({
    "http://127.0.0.1:8080, 127.0.0.1:8080, true",
    "http://localhost, localhost, true",
    "http://localhost, localhost:80, true",
    "https://zerosum.example, zerosum.example, true",
    "http://localhost:3000, localhost:8080, false",
    "http://127.0.0.1:8080, localhost:8080, false",
    "http://evil.example:8080, 127.0.0.1:8080, false"
  })
  void aPageIsAHostsWhenItsHostAndPortAreTheSame(String origin, String host, boolean same) {
    assertThat(Origin.parse(origin).orElseThrow().isOf(HostAddress.parse(host).orElseThrow()))
        .isEqualTo(same);
  }

  @Test
  void anAccessOfSomethingElseIsRefused() {
    assertThatThrownBy(() -> new ServerAccess(List.of("http://x"), List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("http://x");
    assertThatThrownBy(() -> new ServerAccess(List.of(), List.of("x:1")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("x:1");
  }
}
