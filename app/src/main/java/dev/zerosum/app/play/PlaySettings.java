package dev.zerosum.app.play;

import dev.zerosum.app.games.AgentSpec;

/**
 * How a run of games is played.
 *
 * @param first who plays first
 * @param second who plays second
 * @param seed the seed of the random players
 * @param games how many games to play without asking; 0 to ask after each game
 * @param colour true to paint the board with ANSI colours
 */
public record PlaySettings(
    AgentSpec first, AgentSpec second, long seed, int games, boolean colour) {}
