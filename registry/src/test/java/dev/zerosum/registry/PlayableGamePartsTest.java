package dev.zerosum.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pins how {@link PlayableGame} is split: it is the four parts and nothing more, and each part
 * declares the methods of its concern. A method added to the wrong part, or piled back onto
 * PlayableGame, fails here and must be placed on purpose.
 */
class PlayableGamePartsTest {

  /** Each part, what it extends, and its methods: {@code *} marks a default. */
  static Stream<Arguments> parts() {
    return Stream.of(
        Arguments.of(
            GameRules.class,
            List.of(),
            List.of(
                "module()",
                "options()",
                "game()",
                "notation()",
                "parsePosition(String, Player)",
                "*playerName(Player)",
                "*playerNamed(String)",
                "*maxUtility(S)",
                "*perftCounter()")),
        Arguments.of(
            GameDisplay.class,
            List.of(GameRules.class),
            List.of(
                "*render(S, boolean)",
                "moveHelp()",
                "board(S)",
                "*boardMoves(S)",
                "*glyph(S)",
                "*displayPosition(S)",
                "*displayPlayerName(Player)",
                "*nodeName(S)",
                "*moveText(S, A)")),
        Arguments.of(
            GameEngines.class,
            List.of(),
            List.of(
                "agents()",
                "agent(AgentSpec, AgentContext)",
                "*levels()",
                "*topEngine()",
                "evaluator()")),
        Arguments.of(
            GameAnalyst.class, List.of(), List.of("analyze(S, StopCondition)", "*explain(S)")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("parts")
  void eachPartDeclaresTheMethodsOfItsConcern(
      Class<?> part, List<Class<?>> extended, List<String> methods) {
    assertThat(part.isInterface()).isTrue();
    assertThat(part.getInterfaces())
        .as("what %s extends", part)
        .containsExactlyElementsOf(extended);
    assertThat(declared(part))
        .as("the methods of %s", part)
        .containsExactlyInAnyOrderElementsOf(methods);
  }

  @Test
  void playableGameIsTheFourPartsAndDeclaresNothingOfItsOwn() {
    assertThat(PlayableGame.class.getInterfaces())
        .containsExactlyInAnyOrder(
            GameRules.class, GameDisplay.class, GameEngines.class, GameAnalyst.class);
    assertThat(declared(PlayableGame.class)).isEmpty();
  }

  @Test
  void everyMethodOfAPlayableGameComesFromExactlyOnePart() {
    Map<String, List<String>> partsOfMethod =
        Arrays.stream(PlayableGame.class.getMethods())
            .filter(method -> !method.isSynthetic())
            .collect(
                Collectors.groupingBy(
                    PlayableGamePartsTest::signature,
                    Collectors.mapping(
                        method -> method.getDeclaringClass().getSimpleName(),
                        Collectors.toList())));
    int documented = parts().mapToInt(part -> ((List<?>) part.get()[2]).size()).sum();
    assertThat(partsOfMethod).hasSize(documented);
    assertThat(partsOfMethod).allSatisfy((method, parts) -> assertThat(parts).hasSize(1));
  }

  @Test
  void modulesStillMakeWholeGames() throws NoSuchMethodException {
    assertThat(GameModule.class.getMethod("create", GameOptions.class).getReturnType())
        .isEqualTo(PlayableGame.class);
    assertThat(PlayableGame.class).isAssignableFrom(AbstractPlayableGame.class);
  }

  /** Returns the methods {@code type} declares itself, written as in {@link #parts}. */
  private static List<String> declared(Class<?> type) {
    return Arrays.stream(type.getDeclaredMethods())
        .filter(method -> !method.isSynthetic())
        .map(method -> (method.isDefault() ? "*" : "") + signature(method))
        .toList();
  }

  /** Returns {@code name(Type, Type)}, a position or move type by its type variable. */
  private static String signature(Method method) {
    return method.getName()
        + Arrays.stream(method.getGenericParameterTypes())
            .map(PlayableGamePartsTest::typeName)
            .collect(Collectors.joining(", ", "(", ")"));
  }

  private static String typeName(Type type) {
    return type instanceof Class<?> plain ? plain.getSimpleName() : type.getTypeName();
  }
}
