// How the classroom writes a trace's values: as `zerosum trace` does (+1@3: MAX wins, the line
// ends at ply 3; ~+37 an estimate; >= and <= a bound left by a cut-off), with a true minus sign,
// ≥, ≤ and ∞. Every value is MAX's, as the textbook writes it.

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

// Returns a mean result for MAX, from −1 to +1: +0.31.
export function meanText(mean) {
  const fixed = Math.abs(mean).toFixed(2);
  return `${mean < 0 && fixed !== '0.00' ? MINUS : '+'}${fixed}`;
}

// Returns what a row's value says: its score, or for Monte Carlo search its mean result (its score
// where the solver proved it). STATS, when given, are the mean after some iteration, and whether
// the node is proven by then.
export function rowValueText(row, stats) {
  if (row.plain) return plainText(row.value, row.bound);
  if (row.visits == null) return scoreText(row.value, row.endsAtPly, row.bound);
  const proven = stats ? stats.proven : row.bound !== 'estimate';
  return proven ? scoreText(row.value, row.endsAtPly, row.bound) : meanText(stats ? stats.mean : row.mean);
}

// Returns a plain utility, as the textbook writes its trees' values: 3, −2, ≤2.
export function plainText(value, bound) {
  const prefix = bound === 'lower' ? '\u2265' : bound === 'upper' ? '\u2264' : '';
  return `${prefix}${value < 0 ? MINUS : ''}${Math.abs(value)}`;
}

// Returns true when a row's value is a heuristic estimate rather than a proof.
export function isEstimate(row) {
  if (row.plain) return false;
  return row.estimate === true || (row.estimate != null && row.estimate !== false)
    || (row.visits == null && row.endsAtPly == null && row.value !== 0);
}
