// The score: the player's wins, draws and losses, kept in the browser across visits, and the
// scoreboard that shows them. Each finished game counts once: a game has an id from New game, and
// a result is recorded for an id at most once, so that taking moves back after the end and
// finishing again (or resigning after) counts nothing more.
import { t } from '../i18n.js';

const KEY = 'zerosum.scores';
const IDS_KEPT = 500; // the ids of the last games counted; older ones are long finished

export function loadScores() {
  try {
    const scores = JSON.parse(localStorage.getItem(KEY));
    if (scores && Number.isInteger(scores.win) && Number.isInteger(scores.draw) && Number.isInteger(scores.loss)) {
      return { ...scores, counted: Array.isArray(scores.counted) ? scores.counted : [] };
    }
  } catch {
    // a damaged entry counts as none
  }
  return { win: 0, draw: 0, loss: 0, counted: [] };
}

// Counts RESULT ('win', 'draw' or 'loss') for the game ID, unless that game was counted already;
// returns whether it counted.
export function recordResult(id, result) {
  const scores = loadScores();
  if (scores.counted.includes(id)) return false;
  scores[result] += 1;
  scores.counted = [...scores.counted, id].slice(-IDS_KEPT);
  localStorage.setItem(KEY, JSON.stringify(scores));
  return true;
}

// Returns whether the game ID has been counted.
export const counted = (id) => loadScores().counted.includes(id);

export function resetScores() {
  localStorage.removeItem(KEY);
}

export function scoreText(scores) {
  return t('page.score.text', scores.win, scores.draw, scores.loss);
}

// Counts the end of the game GAME (a copy of the game's state, game.js): its last view's winner,
// or a loss when the player resigned; a game still playing counts nothing.
export function countEnd(game) {
  const last = game.views[game.views.length - 1];
  if (game.resigned) return recordResult(game.id, 'loss');
  if (!last || last.status === 'playing') return false;
  if (last.utility != null) return false; // scored against best play instead (final-score.js)
  const human = game.game.players[game.humanSeat];
  return recordResult(game.id, last.winner === null ? 'draw' : last.winner === human ? 'win' : 'loss');
}

// Shows the score in ELEMENT.
export function showScore(element) {
  element.textContent = scoreText(loadScores());
}
