// The end of a game whose utilities are final values (the tree game): not won or lost, but scored,
// and the score held against the value of best play from both sides from the position the game
// began at ("the game ends at 2; best play gives 3"). That value is the root's of the game's search
// (POST /api/{game}/trace, alpha-beta), asked for once a game. Values are MAX's: MIN wants them low.
import * as api from '../api.js';
import { t } from '../i18n.js';

const MINUS = '\u2212';
const known = new Map(); // game and position → the value of best play there

const valueText = (value) => `${value < 0 ? MINUS : ''}${Math.abs(value)}`;

// Returns the value of best play from the position FIRST (a view) of GAME, or null when the server
// cannot say (a tree too large to search, a server gone).
export async function bestValue(game, options, first) {
  const key = JSON.stringify([game, options, first.position, first.toMove]);
  if (!known.has(key)) {
    try {
      const trace = await api.trace(game, { options, position: first.position, algorithm: 'alphabeta' });
      known.set(key, trace.value);
    } catch {
      return null;
    }
  }
  return known.get(key);
}

// Returns how the game that ends at VIEW (with its utility) went for the player who is MAX (or not),
// BEST the value of best play (null when unknown): { key, values, result } where RESULT is what the
// scoreboard counts: better than best play a win, best play itself a draw, worse a loss.
export function scoreOf(view, best, max) {
  const values = [valueText(view.utility), best === null ? '' : valueText(best)];
  if (best === null) return { key: 'page.result.score.unknown', values, result: null };
  const gain = max ? view.utility - best : best - view.utility;
  if (gain > 0) return { key: 'page.result.score.better', values, result: 'win' };
  if (gain === 0) return { key: 'page.result.score.best', values, result: 'draw' };
  return { key: 'page.result.score.worse', values, result: 'loss' };
}

// Returns the status line at the end of such a game: "The game is over: it ends at 2."
export const scoredText = (view) => t('page.status.scored', valueText(view.utility));
