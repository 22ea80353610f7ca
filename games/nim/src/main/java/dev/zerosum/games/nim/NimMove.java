package dev.zerosum.games.nim;

/**
 * A move of Nim: take {@code count} objects from the pile at index {@code pile}.
 *
 * <p>N.B.: any pair of numbers makes a move, legal or not, because legality depends on the
 * position; {@link Nim#result} checks it and says what is wrong. People write moves as {@code B-1}
 * or {@code 2-1} (see {@link Nim#notation()}).
 *
 * @param pile the index of the pile, from 0 (pile A, or pile 1 when written as a number)
 * @param count how many objects to take; at least 1 in a legal move
 */
public record NimMove(int pile, long count) {}
