// The game in progress, kept in the browser (localStorage) after every move so that a reload
// plays on where the player was: the game, its options, the player's side, the opponent chosen
// (a level or an engine), the moves, and the game's id (the scoreboard counts each id once).
// The moves are replayed through the server when the page loads (a save document: /api/load),
// so that a kept game is checked by the rules like any file.

const KEY = 'zerosum.game';

// KEPT: { game, options, side ('first' | 'second'), opponent, agent, moves, id, resigned }.
export function keepGame(kept) {
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // a full or closed storage keeps nothing: the game goes on all the same
  }
}

// Returns the game kept, or null when there is none (or it is damaged).
export function keptGame() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY));
    if (kept && typeof kept.game === 'string' && Array.isArray(kept.moves) && typeof kept.options === 'object') {
      return kept;
    }
  } catch {
    // a damaged entry counts as none
  }
  return null;
}

export function forgetGame() {
  localStorage.removeItem(KEY);
}

// Returns the save document (the command line's format) of a game: the page plays SIDE, AGENT the
// other.
export function saveDocument({ game, options, side, agent, moves }) {
  return {
    format: 'zerosum-save',
    version: 1,
    game,
    options,
    players: { first: side === 'first' ? 'human' : agent, second: side === 'first' ? agent : 'human' },
    moves,
  };
}

// Returns a new game's id: the scoreboard counts a game once by it.
export function newGameId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
