// What a move's analysis says, in words for a label and in a sign for the board: a proven value
// stands out (its outcome's colour and a short "+3", "−5", "="), an unproven one stays quiet (a
// neutral shade, no text on the board; its label still says "not proven").
import { plural, t } from '../i18n.js';

// Returns what a move's analysis says for people: "win in 3 plies", "draw", "not proven", or
// "not proven, estimate +12" where a search that stopped short of the end estimated it.
export function valueText(entry) {
  if (!entry) return '';
  if (entry.outcome === 'unknown' && entry.estimate != null) {
    return t('page.value.estimate', `${entry.estimate > 0 ? '+' : entry.estimate < 0 ? '−' : ''}${Math.abs(entry.estimate)}`);
  }
  const key = `page.value.${entry.outcome}`;
  return entry.plies == null || entry.outcome === 'unknown' || entry.outcome === 'draw'
    ? t(key)
    : plural(key, entry.plies);
}

// Returns the short sign a proven value shows on the board ("+3", "−5", "="); '' when unproven.
export function shortValue(entry) {
  if (!entry || entry.outcome === 'unknown') return '';
  if (entry.outcome === 'draw') return t('page.board.short.draw');
  return t(`page.board.short.${entry.outcome}`, entry.plies ?? '');
}

// Colours ELEMENT by the move's value (class and data-outcome), and writes the short value in a
// small label when it is proven.
export function showValue(element, entry) {
  if (!entry) return;
  element.classList.add(entry.outcome);
  element.dataset.outcome = entry.outcome;
  if (!entry.exact) element.dataset.exact = 'false';
  if (entry.estimate != null) element.dataset.estimate = entry.estimate;
  const sign = shortValue(entry);
  if (sign) {
    const label = document.createElement('small');
    label.className = 'value';
    label.textContent = sign;
    label.setAttribute('aria-hidden', 'true'); // the button's label says it in words
    element.append(label);
  }
}

// Returns the label of a move with its value in words, when there is one.
export function withValue(label, entry) {
  return entry ? `${label}, ${valueText(entry)}` : label;
}

export function valuesOf(analysis) {
  return new Map((analysis?.moves ?? []).map((m) => [m.move, m]));
}
