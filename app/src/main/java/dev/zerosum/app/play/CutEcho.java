package dev.zerosum.app.play;

import dev.zerosum.registry.i18n.Messages;
import org.jline.reader.MaskingCallback;

/**
 * What the terminal shows of a line as it is typed: the line itself, or, past {@link #MOST}
 * characters (a paste gone wrong, a file dropped on the terminal), its start and its length, so
 * that a line of 100,000 characters is not drawn whole at every key. Such a line is not kept in the
 * history either. What is read is the whole line, whatever is shown.
 */
final class CutEcho implements MaskingCallback {
  /** A line longer than this is shown cut. */
  static final int MOST = 200;

  /** How many characters of a cut line are shown. */
  static final int SHOWN = 60;

  private static final Messages MESSAGES = Messages.of(CutEcho.class);

  @Override
  public String display(String line) {
    if (line.codePointCount(0, line.length()) <= MOST) {
      return line;
    }
    return line.substring(0, line.offsetByCodePoints(0, SHOWN))
        + MESSAGES.text("play.line.cut", line.length());
  }

  @Override
  public String history(String line) {
    return line.codePointCount(0, line.length()) <= MOST ? line : null;
  }
}
