// Draws any game's board from what the server says of it: a grid of cells (with gravity, a move
// names a column and the mark falls), piles of objects, a row of matches, or a node of a game tree
// and its children (board/*.js). Every legal move is a button with a label that says what a click
// does; the analysis, when given, colours each move by its value for the player about to make it;
// the last move is marked, the winning line stroked. A move that is no place on the board (a pass)
// is a button beside it, and moves that share a place are a choice offered there
// (board/controls.js). The board is one tab stop, arrows inside it (board/roving.js). Every text
// is the page's language's (i18n.js); the moves (data-move) are the notation's, the same in every
// language.
import { t } from './i18n.js';
import { drawControls, offerChoice } from './board/controls.js';
import { drawGrid, isZoomable, markColour } from './board/grid.js';
import { focusBoard, remember, rove } from './board/roving.js';
import { drawPiles, drawRow } from './board/sticks.js';
import { drawTree } from './board/tree.js';
import { valueText } from './board/values.js';

export { focusBoard, isZoomable, valueText };

const DRAW = { grid: drawGrid, piles: drawPiles, row: drawRow, tree: drawTree };

// Draws VIEW's board in CONTAINER. options: { canMove, analysis, onMove, last, dropped, players,
// controls }: whether the player may move now, the analysis to show (or null), what a click on a
// move calls, where the last move was played ({row, column}), whether it was just played (it falls
// or appears), the game's two players' names (whose marks are whose), and the element beside the
// board that holds the moves that are no place on it.
export function drawBoard(container, view, options) {
  const draw = DRAW[view.board.kind];
  if (!draw) throw new Error(t('page.board.unknown-kind', view.board.kind));
  const remembered = remember(container);
  // Another game (or another size of board): the tab stop starts afresh.
  const shape = JSON.stringify([view.board.kind, view.board.rows, view.board.columns, view.board.gravity, view.board.names]);
  if (container.dataset.shape !== shape) remembered.key = undefined;
  container.dataset.shape = shape;
  container.replaceChildren();
  container.setAttribute('role', 'group');
  container.dataset.position = view.position;
  container.dataset.status = view.status ?? 'playing';
  drawControls(options.controls, view, options);
  const onChoose = (where, choices) => offerChoice(options.controls, where, choices, options);
  const { rows, preferred } = draw(container, view, { ...options, onChoose });
  rove(container, rows, remembered, preferred);
}

// Returns a small piece drawn as GLYPH's are on a board of BOARD's kind: a disc of its colour on a
// grid with gravity, its mark on a grid, the glyph itself elsewhere. BOARD is the view's board
// ({kind, gravity, marks}) or a kind's name ('grid', 'gravity', 'piles'...). A mark of the game's
// own (a disc of its colour, a letter) is drawn as the board draws it.
export function pieceBadge(glyph, board) {
  const kind = typeof board === 'string' ? board : board?.gravity ? 'gravity' : board?.kind;
  const mark = typeof board === 'object' ? board?.marks?.find((m) => m.glyph === glyph) : null;
  if (mark && !board.gravity && (mark.colour || mark.shape === 'disc')) return markBadge(mark);
  const badge = document.createElement('span');
  badge.className = `piece-badge ${kind === 'gravity' ? 'disc' : 'mark'} mark-${String(glyph).toLowerCase()}`;
  if (kind === 'gravity') {
    badge.setAttribute('role', 'img'); // a disc says its colour
    badge.setAttribute('aria-label', t(`page.board.disc.${String(glyph).toLowerCase()}`));
  } else {
    badge.textContent = glyph;
  }
  return badge;
}

// A badge of a mark the game draws its own way: a disc or a letter in its colour, named for a
// screen reader as the game names it.
function markBadge(mark) {
  const badge = document.createElement('span');
  badge.className = `piece-badge ${mark.shape === 'disc' ? 'disc' : 'mark'} mark-${mark.glyph.toLowerCase()}`;
  badge.style.setProperty('--piece', markColour(mark));
  if (mark.shape === 'disc') {
    badge.setAttribute('role', 'img');
    badge.setAttribute('aria-label', mark.name ?? mark.glyph);
  } else {
    badge.textContent = mark.glyph;
  }
  return badge;
}

// Returns the mark of the player named NAME among PLAYERS on a grid BOARD; null elsewhere.
export function markOfPlayer(board, players, name) {
  if (board?.kind !== 'grid') return null;
  const owner = name === players?.[0] ? 'MAX' : name === players?.[1] ? 'MIN' : null;
  return board.marks?.find((mark) => mark.owner === owner) ?? null;
}
