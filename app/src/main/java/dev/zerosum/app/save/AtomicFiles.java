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
import java.nio.file.attribute.PosixFilePermission;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file so that it is never lost half-written: a new file beside it, then renamed over the
 * old one. A crash leaves the old file whole. A new file is made as any file the user makes (the
 * umask decides who may read it); a file replaced keeps its permissions, and a read-only one is
 * refused, even to the superuser, whom the system would let replace it. {@code ~} is the user's
 * home folder ({@code $HOME}). A symbolic link is kept: the file it points to is the one replaced,
 * atomically, beside itself; a link to nothing, or a loop of links, is refused.
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
      keepPermissions(target, temporary);
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
    if (file.toString().isEmpty()) {
      throw cannot(verb, file, MESSAGES.text("save.reason.no-name"));
    }
    Path target = linkTarget(UserPaths.expand(file).toAbsolutePath(), file, verb);
    Path folder = target.getParent();
    if (folder == null || !Files.isDirectory(folder)) {
      throw cannot(verb, file, MESSAGES.text("save.reason.no-folder", folder));
    }
    if (Files.isDirectory(target)) {
      throw cannot(verb, file, MESSAGES.text("save.reason.folder"));
    }
    if (Files.exists(target) && !writable(target)) {
      throw cannot(verb, file, MESSAGES.text("save.reason.read-only"));
    }
    tryCreatingIn(folder, file, verb);
    return target;
  }

  /**
   * Makes a file in {@code folder} and removes it: the folder's permissions do not say it all (the
   * superuser may write in any folder by them, yet not in {@code /sys} or on a disk mounted
   * read-only), and a long piece of work must not end unable to write its result.
   */
  private static void tryCreatingIn(Path folder, Path file, String verb) {
    try {
      Files.delete(Files.createTempFile(folder, ".zerosum-", ".tmp"));
    } catch (IOException failure) {
      throw cannot(
          verb, file, describe(failure, MESSAGES.text("save.reason.cannot-create", folder)));
    }
  }

  /** Returns true when {@code file} may be written: by the system, and by its own permissions. */
  private static boolean writable(Path file) {
    if (!Files.isWritable(file)) {
      return false;
    }
    try {
      return Files.getPosixFilePermissions(file).contains(PosixFilePermission.OWNER_WRITE);
    } catch (IOException | UnsupportedOperationException notPosix) {
      return true; // the system has said it may be written
    }
  }

  /** Gives {@code written} the permissions of {@code replaced}, when there is such a file. */
  private static void keepPermissions(Path replaced, Path written) throws IOException {
    try {
      Files.setPosixFilePermissions(written, Files.getPosixFilePermissions(replaced));
    } catch (NoSuchFileException | UnsupportedOperationException nothingToKeep) {
      // a new file, or a system without POSIX permissions: the umask's are right
    }
  }

  /**
   * Returns the file {@code path} leads to through its symbolic links: a save through a link
   * replaces the file linked to and keeps the link. A link that leads nowhere is refused rather
   * than followed to make a file the user may not know it names, and a loop of links is no file at
   * all.
   */
  private static Path linkTarget(Path path, Path file, String verb) {
    Path at = path;
    for (int hops = 0; Files.isSymbolicLink(at); hops++) {
      if (hops == 40) { // as Linux counts them (ELOOP)
        throw cannot(verb, file, MESSAGES.text("save.reason.link-loop"));
      }
      try {
        Path parent = at.getParent();
        Path link = Files.readSymbolicLink(at);
        at = (parent == null ? link : parent.resolve(link)).normalize();
      } catch (IOException | UnsupportedOperationException unreadable) {
        return at;
      }
    }
    if (!at.equals(path) && !Files.exists(at)) {
      throw cannot(verb, file, MESSAGES.text("save.reason.dangling-link", at));
    }
    return at;
  }

  private static GameInputException cannot(String verb, Path file, String reason) {
    String key = "save.cannot." + verb.replace(' ', '-');
    String named = file.toString().isEmpty() ? "''" : file.toString(); // an empty name, seen
    return new GameInputException(
        MESSAGES.has(key)
            ? MESSAGES.text(key, named, reason)
            : "cannot " + verb + " " + named + ": " + reason);
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
