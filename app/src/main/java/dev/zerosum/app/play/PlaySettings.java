package dev.zerosum.app.play;

import dev.zerosum.registry.AgentSpec;
import java.time.Duration;

/**
 * How a run of games is played.
 *
 * @param first who plays first
 * @param second who plays second
 * @param seed the seed of the engines' random choices
 * @param games how many games to play without asking; 0 to ask after each game
 * @param colour true to paint the board with ANSI colours
 * @param time how long an engine may think about a move
 * @param terminal true when a person sits at a terminal: long searches show their progress, and
 *     Ctrl-C stops them rather than the program
 */
public record PlaySettings(
    AgentSpec first,
    AgentSpec second,
    long seed,
    int games,
    boolean colour,
    Duration time,
    boolean terminal) {}
