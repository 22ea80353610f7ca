// What the page tells of the game beside the board: which side is the player's and which the
// engine's, each with its piece, the one to move marked; and the result at the end.
import * as board from '../board.js';
import { has, t } from '../i18n.js';

// Players are data (the server's toMove and winner name them so), but the registry's default
// names, first and second, are words: the page says them in its language; other words (Othello's
// black and white) the game says, in the language the page asked it for (playerTitles).
let titles = new Map();

export function usePlayerTitles(game) {
  titles = new Map(game.players.map((name, i) => [name, game.playerTitles?.[i] ?? name]));
}

export function playerTitle(name) {
  return has(`page.player.${name}`) ? t(`page.player.${name}`) : titles.get(name) ?? name;
}

// Returns an element drawn like the piece of GLYPH (X, O) on BOARD (a view's board: its discs on a
// board with gravity, its marks elsewhere): board.js draws both.
export function pieceBadge(glyph, boardView) {
  return board.pieceBadge(glyph, boardView);
}

// A player of a grid is known by the glyph of their mark: the game's mark of that player, else
// their one-letter name (X, O); other boards have no pieces.
function glyphOf(name, view, players) {
  const mark = board.markOfPlayer(view?.board, players, name);
  if (mark) return mark;
  return view?.board?.kind === 'grid' && [...name].length === 1 ? { glyph: name } : null;
}

// Fills CONTAINER with "You: X · The engine: O", the side to move marked (class to-move) while
// the game is on. PLAYERS: the game's two names; HUMAN: the player's index among them.
export function showSides(container, { players, human, view, playing }) {
  container.replaceChildren();
  [human, 1 - human].forEach((seat, i) => {
    const name = players[seat];
    const side = document.createElement('span');
    side.className = `side ${i === 0 ? 'side-you' : 'side-engine'}`;
    if (playing && view?.toMove === name) side.classList.add('to-move');
    side.append(`${t(i === 0 ? 'page.story.you' : 'page.story.engine')} `);
    const mark = glyphOf(name, view, players);
    // A mark that is its player's name (X) says it; a disc, or a mark of another name, is
    // followed by the name.
    if (mark) side.append(pieceBadge(mark.glyph, view.board));
    if (!mark || view.board.gravity || mark.glyph !== name) side.append(mark ? ' ' : '', playerTitle(name));
    container.append(side);
  });
}

// Returns the result banner's text key for VIEW, the player being HUMAN (a name), or null while
// the game is on.
export function resultKey(view, human, resigned) {
  if (resigned) return 'page.result.resigned';
  if (!view || view.status === 'playing') return null;
  if (view.status === 'drawn') return 'page.result.draw';
  return view.winner === human ? 'page.result.win' : 'page.result.loss';
}

// Shows the result banner with the text of KEY (and its VALUES), or hides it when KEY is null.
export function showResult(banner, text, key, values = []) {
  banner.hidden = key === null;
  banner.className = `result${key ? ` ${key.slice('page.result.'.length).replace('.', '-')}` : ''}`;
  text.textContent = key ? t(key, ...values) : '';
}
