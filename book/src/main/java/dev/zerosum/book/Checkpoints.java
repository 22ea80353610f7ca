package dev.zerosum.book;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * The solved chunks of a build, one file per chunk in a folder, so that a build that was stopped
 * resumes where it was: a chunk whose file exists is never solved again. A file is written under a
 * temporary name and renamed, so that it exists only once complete.
 *
 * <p>The folder is any Hadoop file system path: a local folder for {@code local[*]}; on a cluster,
 * one every executor reaches (HDFS, or a shared mount). Its {@code manifest} names the build it
 * belongs to, so that a folder is never resumed by a build that would cut other chunks.
 *
 * <p>A part file holds an int, the number of entries, then the entries: a position's canonical key
 * shifted left by 8 bits, its score in the low byte.
 */
public final class Checkpoints implements Serializable {
  private static final long serialVersionUID = 1L;
  private static final String MANIFEST = "manifest";
  private static final String PART = "part-";

  private final String folder;

  /** Creates the checkpoints of {@code folder} (a path or a Hadoop URI). */
  public Checkpoints(String folder) {
    this.folder = folder;
  }

  /** Returns the folder. */
  public String folder() {
    return folder;
  }

  private FileSystem fileSystem() throws IOException {
    return FileSystem.get(URI.create(folder), new Configuration());
  }

  private static String partName(int chunk) {
    return String.format(Locale.ROOT, "%s%05d", PART, chunk);
  }

  /**
   * Makes the folder the checkpoints of the build that {@code manifest} describes: creates it, or
   * checks that it belongs to the same build.
   *
   * @throws IllegalStateException if the folder holds the checkpoints of another build
   */
  public void claim(String manifest) {
    try {
      FileSystem fs = fileSystem();
      Path file = new Path(folder, MANIFEST);
      if (fs.exists(file)) {
        String found;
        try (DataInputStream in = fs.open(file)) {
          found = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!found.equals(manifest)) {
          throw new IllegalStateException(
              "the checkpoints in "
                  + folder
                  + " belong to another build:\n"
                  + found
                  + "expected:\n"
                  + manifest
                  + "give another --checkpoints folder, or delete this one to start again");
        }
        return;
      }
      fs.mkdirs(new Path(folder));
      try (FSDataOutputStream out = fs.create(file, true)) {
        out.write(manifest.getBytes(StandardCharsets.UTF_8));
      }
    } catch (IOException failed) {
      throw new UncheckedIOException("cannot use the checkpoint folder " + folder, failed);
    }
  }

  /** Returns the chunks whose results are saved. */
  public Set<Integer> finished() {
    Set<Integer> chunks = new TreeSet<>();
    try {
      FileSystem fs = fileSystem();
      Path dir = new Path(folder);
      if (!fs.exists(dir)) {
        return chunks;
      }
      for (FileStatus status : fs.listStatus(dir)) {
        String name = status.getPath().getName();
        if (name.startsWith(PART) && name.length() == PART.length() + 5) {
          chunks.add(Integer.parseInt(name.substring(PART.length())));
        }
      }
    } catch (IOException failed) {
      throw new UncheckedIOException("cannot list the checkpoint folder " + folder, failed);
    }
    return chunks;
  }

  /** Saves the results of {@code chunk}: canonical keys and their scores, entry by entry. */
  public void save(int chunk, long[] keys, int[] scores) {
    try {
      FileSystem fs = fileSystem();
      Path done = new Path(folder, partName(chunk));
      Path writing = new Path(folder, "." + partName(chunk) + ".writing");
      try (DataOutputStream out = fs.create(writing, true)) {
        out.writeInt(keys.length);
        for (int i = 0; i < keys.length; i++) {
          out.writeLong(keys[i] << 8 | (scores[i] & 0xFF));
        }
      }
      if (!fs.rename(writing, done)) {
        throw new IOException("the rename of " + writing + " to " + done + " failed");
      }
    } catch (IOException failed) {
      throw new UncheckedIOException("cannot save chunk " + chunk + " in " + folder, failed);
    }
  }

  /**
   * Returns the saved entries of {@code chunk}: each a canonical key shifted left by 8 bits, its
   * score in the low byte.
   */
  public long[] load(int chunk) {
    Path file = new Path(folder, partName(chunk));
    try (DataInputStream in = fileSystem().open(file)) {
      long[] entries = new long[in.readInt()];
      for (int i = 0; i < entries.length; i++) {
        entries[i] = in.readLong();
      }
      return entries;
    } catch (IOException failed) {
      throw new UncheckedIOException(
          "cannot read " + file + " (delete it to solve its chunk again)", failed);
    }
  }
}
