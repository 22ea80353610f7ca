// How the classroom writes a trace's values: as `zerosum trace` does (+1@3: MAX wins, the line
// ends at ply 3; ~+37 an estimate; >= and <= a bound left by a cut-off), with a true minus sign,
// ≥, ≤ and ∞. Every value is MAX's, as the textbook writes it.

import { number } from '../i18n.js';

const MINUS = '\u2212';

// Returns the value of a row of minimax or alpha-beta: +1@3, −1@2, 0, ~+37, with ≥ or ≤ for a bound.
export function scoreText(value, endsAtPly, bound) {
  const prefix = bound === 'lower' ? '\u2265' : bound === 'upper' ? '\u2264' : '';
  const sign = value > 0 ? '+' : value < 0 ? MINUS : '';
  if (endsAtPly != null) return `${prefix}${sign}${Math.abs(value)}@${endsAtPly}`;
  if (value === 0) return `${prefix}0`;
  return `${prefix}~${sign}${Math.abs(value)}`;
}

// Returns alpha or beta as the trace writes it ("-inf", "+1@3"), with ∞ and a true minus sign.
export function boundText(text) {
  if (text == null) return '';
  return text.replace('inf', '\u221e').replace('-', MINUS);
}

// Returns a mean result for MAX: from −1 to +1 (+0.31) for a game of outcomes; for a game whose
// utilities are final values, on their scale (PLAIN, SCALE the utility of a mean of +1: ~6.7).
export function meanText(mean, plain = false, scale = 1) {
  if (plain) {
    const size = Math.round(Math.abs(mean * scale) * 10) / 10; // a tenth, as the language writes it
    return `~${mean < 0 && size !== 0 ? MINUS : ''}${number(size)}`;
  }
  const fixed = Math.abs(mean).toFixed(2);
  return `${mean < 0 && fixed !== '0.00' ? MINUS : '+'}${fixed}`;
}

// Returns what a row's value says: its score, or for Monte Carlo search its mean result (its score
// where the solver proved it). STATS, when given, are the mean after some iteration, and whether
// the node is proven by then.
export function rowValueText(row, stats) {
  if (row.visits == null) return row.plain ? plainText(row.value, row.bound) : scoreText(row.value, row.endsAtPly, row.bound);
  const proven = stats ? stats.proven : row.bound !== 'estimate';
  if (!proven) return meanText(stats ? stats.mean : row.mean, row.plain, row.scale);
  return row.plain ? plainText(row.value, row.bound) : scoreText(row.value, row.endsAtPly, row.bound);
}

// Returns a plain utility, as the textbook writes its trees' values: 3, −2, ≤2.
export function plainText(value, bound) {
  const prefix = bound === 'lower' ? '\u2265' : bound === 'upper' ? '\u2264' : '';
  return `${prefix}${value < 0 ? MINUS : ''}${Math.abs(value)}`;
}

// Returns true when a row's value is a heuristic estimate rather than a proof.
export function isEstimate(row) {
  if (row.plain) return row.estimate === true; // a depth limit's estimate, even on a tree of final values
  return row.estimate === true || (row.estimate != null && row.estimate !== false)
    || (row.visits == null && row.endsAtPly == null && row.value !== 0);
}

// Returns a row's value as the trace writes alpha and beta, in ASCII: +3, -2, +1@3, 0.
export function windowValue(row) {
  const sign = row.value > 0 ? '+' : row.value < 0 ? '-' : '';
  if (row.value === 0 && row.endsAtPly == null) return '0';
  return `${sign}${Math.abs(row.value)}${row.endsAtPly != null ? `@${row.endsAtPly}` : ''}`;
}

// Returns a number that orders the values alpha and beta take, as the search compares them: −inf
// and +inf at the ends; a win or a loss (+1@3) beyond every estimate or final value, a quicker win
// and a slower loss higher; an estimate or a final value (+37, −2) as it is.
export function windowOrder(text) {
  const match = /^([+-]?)(inf|\d+)(?:@(\d+))?$/.exec(text);
  if (!match) return NaN;
  const sign = match[1] === '-' ? -1 : 1;
  if (match[2] === 'inf') return sign * Infinity;
  const size = Number(match[2]);
  if (match[3] === undefined) return sign * size;
  return sign * (1e12 + size * 1e6 - Number(match[3]));
}
