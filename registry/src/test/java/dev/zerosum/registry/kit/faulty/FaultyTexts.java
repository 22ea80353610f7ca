package dev.zerosum.registry.kit.faulty;

import dev.zerosum.registry.i18n.Messages;

/**
 * The texts of the faulty pile's mistakes, in the bundle beside this class: the Spanish lacks one
 * of them on purpose, the fault a contract must find in a game whose translator missed a line.
 */
public final class FaultyTexts {
  /** The bundle, its Spanish one text short. */
  public static final Messages MESSAGES = Messages.of(FaultyTexts.class);

  private FaultyTexts() {}
}
