// The scoreboard, kept in the browser across visits.
import { t } from './i18n.js';

const KEY = 'zerosum.scores';

export function loadScores() {
  try {
    const scores = JSON.parse(localStorage.getItem(KEY));
    if (scores && Number.isInteger(scores.win) && Number.isInteger(scores.draw) && Number.isInteger(scores.loss)) {
      return scores;
    }
  } catch {
    // a damaged entry counts as none
  }
  return { win: 0, draw: 0, loss: 0 };
}

export function recordResult(result) {
  const scores = loadScores();
  scores[result] += 1;
  localStorage.setItem(KEY, JSON.stringify(scores));
}

export function resetScores() {
  localStorage.removeItem(KEY);
}

export function scoreText(scores) {
  return t('page.score.text', scores.win, scores.draw, scores.loss);
}
