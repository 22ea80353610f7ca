package dev.zerosum.registry.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameModuleException;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.kit.FaultyPile.Fault;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The registry refuses, as it loads the modules, one that lacks a part every front end needs, and
 * says which module and which part, in the current language.
 */
class ModuleRefusalTest {
  /** The faulty pile's module without a fault, with one part changed by a test. */
  private static class Module implements GameModule {
    private final GameModule sound = FaultyPile.module(Fault.NONE);

    @Override
    public String name() {
      return sound.name();
    }

    @Override
    public String title() {
      return sound.title();
    }

    @Override
    public String summary() {
      return sound.summary();
    }

    @Override
    public String positionHelp() {
      return sound.positionHelp();
    }

    @Override
    public PlayableGame<?, ?> create(GameOptions options) {
      return sound.create(options);
    }
  }

  static Stream<Arguments> refusals() {
    return Stream.of(
        Arguments.of(
            "a name of two words",
            refused(
                new Module() {
                  @Override
                  public String name() {
                    return "faulty pile";
                  }
                }),
            "its name 'faulty pile' is not one word in lower case, like takeaway (GameModule.name())"),
        Arguments.of(
            "a blank title",
            refused(
                new Module() {
                  @Override
                  public String title() {
                    return " ";
                  }
                }),
            "GameModule.title() gives no text, and every front end shows it"),
        Arguments.of(
            "a summary that fails",
            refused(
                new Module() {
                  @Override
                  public String summary() {
                    throw new IllegalStateException("no bundle");
                  }
                }),
            "GameModule.summary() failed: java.lang.IllegalStateException: no bundle"),
        Arguments.of(
            "one player",
            refused(
                new Module() {
                  @Override
                  public List<String> players() {
                    return List.of("X");
                  }
                }),
            "it names its players [X]; expected two different names, the first player's then the"
                + " second's (GameModule.players())"),
        Arguments.of(
            "the same name twice",
            refused(
                new Module() {
                  @Override
                  public List<String> players() {
                    return List.of("X", "x");
                  }
                }),
            "it names its players [X, x]; expected two different names, the first player's then"
                + " the second's (GameModule.players())"),
        Arguments.of(
            "no notation",
            refused(
                new Module() {
                  @Override
                  public PlayableGame<?, ?> create(GameOptions options) {
                    return FaultyPile.module(Fault.NO_NOTATION).create(options);
                  }
                }),
            "its default game offers no notation (Game.notation() is empty), and every front end"
                + " reads and writes positions and moves with one"),
        Arguments.of(
            "a default game that fails",
            refused(
                new Module() {
                  @Override
                  public PlayableGame<?, ?> create(GameOptions options) {
                    throw new IllegalArgumentException("no pile");
                  }
                }),
            "GameModule.createDefault() failed: java.lang.IllegalArgumentException: no pile"));
  }

  private static Function<Language, String> refused(GameModule module) {
    return language -> {
      try (Language.Scope scope = Language.use(language)) {
        new GameRegistry(List.of(module));
        return "accepted";
      } catch (GameModuleException refusal) {
        return refusal.getMessage();
      }
    };
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusals")
  void refusesAModuleThatLacksAPart(String what, Function<Language, String> load, String part) {
    assertThat(load.apply(Language.ENGLISH))
        .as("the module, where it comes from, and the part")
        .contains(" cannot be used: ")
        .endsWith(part);
    assertThat(load.apply(Language.SPANISH)).startsWith("no se puede usar el módulo de juego ");
  }

  @Test
  void namesTheModuleByItsClassAndWhereItComesFrom() {
    assertThat(refused(new Module() {}).apply(Language.ENGLISH)).isEqualTo("accepted");
    String said =
        refused(
                new Module() {
                  @Override
                  public String title() {
                    return "";
                  }
                })
            .apply(Language.ENGLISH);
    assertThat(said)
        .as("its name, its class, and the folder or jar of the class")
        .startsWith("the game module faulty (" + getClass().getName() + "$")
        .contains(", from ")
        .contains("target/test-classes) cannot be used: ");
  }

  @Test
  void refusesTwoModulesThatAnswerToOneName() {
    assertThatThrownBy(() -> new GameRegistry(List.of(new Module(), new Module())))
        .isInstanceOf(GameModuleException.class)
        .hasMessageContaining("both answer to 'faulty'");
  }
}
