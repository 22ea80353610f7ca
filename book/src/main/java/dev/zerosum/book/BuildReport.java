package dev.zerosum.book;

import java.time.Duration;

/**
 * What a build did.
 *
 * @param entries the entries of the book written
 * @param chunks the chunks of the deepest ply
 * @param chunksSolved the chunks solved by this run (the others were checkpointed before it)
 * @param positionsSolved the positions of the deepest ply solved by this run
 * @param solving the time spent solving the deepest ply
 * @param total the time of the whole build
 */
public record BuildReport(
    long entries,
    int chunks,
    int chunksSolved,
    long positionsSolved,
    Duration solving,
    Duration total) {}
