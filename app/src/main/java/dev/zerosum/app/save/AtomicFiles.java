package dev.zerosum.app.save;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.i18n.Messages;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file so that it is never lost half-written: a new file beside it, made as any file the
 * user makes (the umask decides who may read it), then renamed over the old one. A crash leaves the
 * old file whole. {@code ~} is the user's home folder. A symbolic link is kept: the file it points
 * to is the one replaced, atomically, beside itself.
 */
public final class AtomicFiles {
  private static final Messages MESSAGES = Messages.of(AtomicFiles.class);

  private AtomicFiles() {}

  /**
   * Writes {@code text} to {@code file} in UTF-8.
   *
   * @param verb what the user asked for, for messages: "cannot {@code verb} FILE: …" ({@code save
   *     to}, {@code write}); said in the current language from the text {@code save.cannot.VERB} (a
   *     dash for a space) where there is one
   * @throws GameInputException naming the file and the problem in plain words
   */
  public static void write(Path file, String text, String verb) {
    Path target = checkWritable(file, verb);
    Path folder = target.getParent();
    Path temporary =
        folder.resolve(
            "."
                + target.getFileName()
                + "."
                + ThreadLocalRandom.current().nextInt(1 << 30)
                + ".tmp");
    try {
      try (OutputStream out =
          Files.newOutputStream(
              temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        out.write(text.getBytes(StandardCharsets.UTF_8));
      }
      try {
        Files.move(
            temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException notOnThisFileSystem) {
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException failure) {
      throw cannot(
          verb, file, describe(failure, MESSAGES.text("save.reason.cannot-create", folder)));
    } finally {
      deleteQuietly(temporary);
    }
  }

  /**
   * Checks, before any work, that {@link #write} can write {@code file}: its folder exists and may
   * be written in, and it is no folder. Returns the file that would be replaced: {@code file}
   * itself, or the file its symbolic links lead to.
   *
   * @param verb what the user asked for, as {@link #write} takes it
   * @throws GameInputException naming the file and the problem in plain words
   */
  public static Path checkWritable(Path file, String verb) {
    Path target = linkTarget(UserPaths.expand(file).toAbsolutePath());
    Path folder = target.getParent();
    if (folder == null || !Files.isDirectory(folder)) {
      throw cannot(verb, file, MESSAGES.text("save.reason.no-folder", folder));
    }
    if (Files.isDirectory(target)) {
      throw cannot(verb, file, MESSAGES.text("save.reason.folder"));
    }
    if (!Files.isWritable(folder)) {
      throw cannot(verb, file, MESSAGES.text("save.reason.cannot-create", folder));
    }
    return target;
  }

  /**
   * Returns the file {@code path} leads to through its symbolic links, which need not exist yet: a
   * save through a link replaces the file linked to and keeps the link.
   */
  private static Path linkTarget(Path path) {
    Path at = path;
    // A cycle of links is no file to write: after this many the path is left as it is, and the
    // write fails on it with the system's reason.
    for (int hops = 0; hops < 40 && Files.isSymbolicLink(at); hops++) {
      try {
        Path parent = at.getParent();
        Path link = Files.readSymbolicLink(at);
        at = (parent == null ? link : parent.resolve(link)).normalize();
      } catch (IOException | UnsupportedOperationException unreadable) {
        return at;
      }
    }
    return at;
  }

  private static GameInputException cannot(String verb, Path file, String reason) {
    String key = "save.cannot." + verb.replace(' ', '-');
    return new GameInputException(
        MESSAGES.has(key)
            ? MESSAGES.text(key, file, reason)
            : "cannot " + verb + " " + file + ": " + reason);
  }

  /**
   * Returns the text of {@code file} (UTF-8), or empty when there is no such file: for a file that
   * a run writes with {@link #write} and a later run goes on from.
   *
   * @throws GameInputException naming the file and the problem in plain words
   */
  public static Optional<String> readIfPresent(Path file) {
    Path path = UserPaths.expand(file);
    if (Files.isDirectory(path)) {
      throw new GameInputException(
          MESSAGES.text("file.cannot-read", file, MESSAGES.text("save.reason.folder")));
    }
    try {
      return Optional.of(Files.readString(path, StandardCharsets.UTF_8));
    } catch (NoSuchFileException missing) {
      return Optional.empty();
    } catch (CharacterCodingException notText) {
      throw new GameInputException(
          MESSAGES.text("file.cannot-read", file, MESSAGES.text("file.reason.not-text")));
    } catch (IOException failure) {
      throw new GameInputException(
          MESSAGES.text(
              "file.cannot-read", file, describe(failure, MESSAGES.text("save.reason.failed"))));
    }
  }

  /** Writes {@code text} to {@code file}, as {@link #write(Path, String, String)} writes. */
  public static void write(Path file, String text) {
    write(file, text, "write");
  }

  /**
   * Returns what went wrong, in plain words rather than Java's: "permission denied", "it is a
   * folder"; {@code otherwise} when the system gives no reason.
   */
  static String describe(Exception failure, String otherwise) {
    if (failure instanceof AccessDeniedException) {
      return MESSAGES.text("save.reason.denied");
    }
    if (failure instanceof FileSystemException system && system.getReason() != null) {
      String reason = system.getReason().toLowerCase(Locale.ROOT);
      return reason.contains("is a directory") ? MESSAGES.text("save.reason.folder") : reason;
    }
    if (failure instanceof NoSuchFileException) {
      return otherwise;
    }
    String message = failure.getMessage();
    return message == null || message.isBlank() ? otherwise : message;
  }

  private static void deleteQuietly(Path temporary) {
    try {
      Files.deleteIfExists(temporary);
    } catch (IOException ignored) {
      // the rename has happened or the write failed; a stray temporary file is harmless
    }
  }
}
