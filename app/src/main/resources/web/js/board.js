// Draws any game's board from what the server says of it: a grid of cells (with gravity, a move
// names a column and the mark falls), piles of objects, a row of matches, or a node of a game tree
// and its children (board/*.js). Every legal move is a button with a label that says what a click
// does; the analysis, when given, colours each move by its value for the player about to make it;
// the last move is marked, the winning line stroked. The board is one tab stop, arrows inside it
// (board/roving.js). Every text is the page's language's (i18n.js); the moves (data-move) are the
// notation's, the same in every language.
import { t } from './i18n.js';
import { drawGrid, isZoomable } from './board/grid.js';
import { focusBoard, remember, rove } from './board/roving.js';
import { drawPiles, drawRow } from './board/sticks.js';
import { drawTree } from './board/tree.js';
import { valueText } from './board/values.js';

export { focusBoard, isZoomable, valueText };

const DRAW = { grid: drawGrid, piles: drawPiles, row: drawRow, tree: drawTree };

// Draws VIEW's board in CONTAINER. options: { canMove, analysis, onMove, last, dropped }: whether
// the player may move now, the analysis to show (or null), what a click on a move calls, where
// the last move was played ({row, column}), and whether it was just played (it falls or appears).
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
  const { rows, preferred } = draw(container, view, options);
  rove(container, rows, remembered, preferred);
}

// Returns a small piece drawn as GLYPH's are on a board of BOARD's kind: a disc of its colour on a
// grid with gravity, its mark on a grid, the glyph itself elsewhere. BOARD is the view's board
// ({kind, gravity}) or a kind's name ('grid', 'gravity', 'piles'...).
export function pieceBadge(glyph, board) {
  const kind = typeof board === 'string' ? board : board?.gravity ? 'gravity' : board?.kind;
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
