package dev.zerosum.registry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.kit.takeaway.TakeAwayModule;
import org.junit.jupiter.api.Test;

/** The standard registry finds the modules on the class path and checks them as it loads them. */
class GameRegistryTest {

  @Test
  void findsTheModulesOnTheClassPath() {
    assertThat(GameRegistry.standard().names())
        .as("the registry's tests see one game: the take-away fixture of the test-jar")
        .containsExactly("takeaway");
    assertThat(GameRegistry.standard().find("TakeAway").title()).isEqualTo("Take-away");
  }

  @Test
  void makesTheDefaultGameOfAModuleFromAnotherJarOnly() {
    assertThat(ModuleCheck.shippedWithRegistry(GameOptions.class))
        .as("a class of the registry's own classes")
        .isTrue();
    assertThat(ModuleCheck.shippedWithRegistry(TakeAwayModule.class))
        .as("a class of the test classes, another folder")
        .isFalse();
  }
}
