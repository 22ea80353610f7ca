/**
 * The arena: agents play each other in a round robin or a gauntlet, with both colours and varied
 * openings, in parallel; the results are a cross table and Elo ratings with confidence intervals.
 * Plain records, no input or output: a front end prints them as text, JSON, CSV or a plot.
 */
package dev.zerosum.core.arena;
