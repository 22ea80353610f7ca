package dev.zerosum.registry.kit;

import dev.zerosum.core.PositionKey;
import dev.zerosum.core.Symmetries;
import dev.zerosum.core.Value;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The checks of a game's symmetries at one position: its images include itself, are legal positions
 * (reachable ones, when every position is known; else read back by the notation, which checks that
 * the game can reach them), with the same player to move, the same end and the same value by
 * alpha-beta where it finishes within the budget; and the canonical key is the same for them all.
 */
final class SymmetryCheck<S, A> {
  private final Checked<S, A> checked;
  private final Symmetries<S> symmetries;
  private final Optional<PositionKey<S>> canonical;
  private final ReferenceValues<S, A> values;
  private int valued;

  SymmetryCheck(Checked<S, A> checked, Symmetries<S> symmetries, ReferenceValues<S, A> values) {
    this.checked = checked;
    this.symmetries = symmetries;
    this.canonical = checked.game().canonicalKey();
    this.values = values;
  }

  /** Returns the check of {@code checked}'s symmetries, when its game has any. */
  static <S, A> Optional<SymmetryCheck<S, A>> of(
      Checked<S, A> checked, ReferenceValues<S, A> values) {
    return checked.game().symmetries().map(s -> new SymmetryCheck<>(checked, s, values));
  }

  /**
   * Checks the images of {@code state}; {@code reachable} holds every reachable position, or is
   * null when they are not all known. {@code withValues} asks alpha-beta for their values.
   */
  void check(S state, Set<S> reachable, boolean withValues) {
    List<S> images = symmetries.images(state);
    if (!images.contains(state)) {
      throw checked.failure(state, "its images under the symmetries leave out the position itself");
    }
    Optional<Value> value = withValues ? values.of(state) : Optional.empty();
    for (S image : images) {
      String where = "its image " + checked.describe(image);
      if (reachable != null ? !reachable.contains(image) : !readsBack(image)) {
        throw checked.failure(state, where + " is not a position the game can reach");
      }
      if (checked.game().player(image) != checked.game().player(state)
          || checked.game().isTerminal(image) != checked.game().isTerminal(state)) {
        throw checked.failure(state, where + " has another player to move, or another end");
      }
      if (checked.game().isTerminal(state)
          && checked.game().utility(image) != checked.game().utility(state)) {
        throw checked.failure(state, where + " has another utility");
      }
      if (canonical.isPresent() && canonical.get().of(image) != canonical.get().of(state)) {
        throw checked.failure(state, where + " has another canonical key");
      }
      if (value.isPresent()) {
        Optional<Value> imageValue = values.of(image);
        if (imageValue.isPresent() && !imageValue.equals(value)) {
          throw checked.failure(
              state,
              "its value by alpha-beta is "
                  + value.get()
                  + ", but "
                  + where
                  + " has the value "
                  + imageValue.get());
        }
        valued += imageValue.isPresent() ? 1 : 0;
      }
    }
  }

  /** Returns how many images had their value compared. */
  int valued() {
    return valued;
  }

  private boolean readsBack(S image) {
    try {
      String text = checked.notation().formatPosition(image);
      return image.equals(checked.read(text, checked.game().player(image)));
    } catch (RuntimeException unreadable) {
      return false;
    }
  }
}
