package dev.zerosum.registry.kit;

/**
 * What a contract run checked, so that a test can tell that it checked something.
 *
 * @param everyPosition true when every reachable position was checked; false when the positions
 *     came from random games
 * @param positions the positions checked
 * @param analyses the positions whose analysis was compared with alpha-beta's values
 * @param imagesValued the images under the game's symmetries whose value was compared with their
 *     position's (0 for a game without symmetries)
 * @param perftCounts the positions whose count by the game's own perft counter was compared with
 *     the generic count (0 for a game without its own counter)
 */
public record ContractReport(
    boolean everyPosition, int positions, int analyses, int imagesValued, int perftCounts) {}
