// A grid: cells row by row; with gravity (Connect Four), each column is played as a whole, its
// analysis shown on a head above it, and every empty cell of an open column drops there. Every
// cell and head is a button with a label that says what a click does; a mark or disc is a piece
// inside its cell, sized by the cell (style.css), the last one marked, the winning line stroked.
import { t } from '../i18n.js';
import { showValue, valuesOf, withValue } from './values.js';

const DENSE_COLUMNS = 8; // grids wider than this draw their cells closer, and may be zoomed

// Returns true when a board is a grid large enough to be worth zooming (15 x 15, say).
export function isZoomable(view) {
  return view?.board?.kind === 'grid' && view.board.columns > DENSE_COLUMNS;
}

// The glyph of the player to move: the games name their players by their marks; else the count
// of marks says it (the first player is X).
function moverGlyph(view) {
  if (typeof view.toMove === 'string' && view.toMove.length === 1) return view.toMove;
  const text = view.board.cells.join('');
  return [...text].filter((c) => c === 'X').length > [...text].filter((c) => c === 'O').length ? 'O' : 'X';
}

function cellButton(key, label) {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.key = key;
  button.setAttribute('aria-label', label);
  return button;
}

function piece(glyph) {
  const span = document.createElement('span');
  span.className = 'piece';
  span.textContent = glyph;
  return span;
}

// The direction of the winning line from its first cell to the next: h, v, d (down-right), a
// (down-left); each cell of it draws its part of the stroke (style.css).
function lineDirection(line) {
  if (line.length < 2) return null;
  const dr = line[1].row - line[0].row;
  const dc = line[1].column - line[0].column;
  return dr === 0 ? 'h' : dc === 0 ? 'v' : dc > 0 ? 'd' : 'a';
}

function strokeOf(index, length, direction) {
  const stroke = document.createElement('span');
  stroke.className = `stroke stroke-${direction}${index === 0 ? ' first' : ''}${index === length - 1 ? ' end' : ''}`;
  stroke.setAttribute('aria-hidden', 'true');
  return stroke;
}

// Draws the grid; returns its controls row by row (the heads first, with gravity) and the one
// that should hold the tab stop when none did.
export function drawGrid(container, view, { canMove, analysis, onMove, last, dropped }) {
  const { rows, columns, gravity, cells } = view.board;
  const line = view.board.line ?? [];
  const glyph = moverGlyph(view);
  container.className = `grid${gravity ? ' gravity' : ''}${columns > DENSE_COLUMNS ? ' dense' : ''}`
    + ` to-${glyph.toLowerCase()}${canMove ? ' can-move' : ''}${line.length ? ' won' : ''}`;
  container.style.setProperty('--columns', columns);
  container.style.setProperty('--rows', rows + (gravity ? 1 : 0));
  container.style.setProperty('--ghost', JSON.stringify(glyph));
  const values = valuesOf(analysis);
  const byCell = new Map(view.moves.map((m) => [`${m.row},${m.column}`, m]));
  const byColumn = new Map(view.moves.map((m) => [m.column, m]));
  const inLine = new Map(line.map((cell, i) => [`${cell.row},${cell.column}`, i]));
  const direction = lineDirection(line);
  const play = (button, move) => {
    button.dataset.move = move;
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') !== 'true') onMove(move);
    });
  };
  const grid = [];
  let preferred = null;
  if (gravity) {
    const heads = [];
    for (let column = 0; column < columns; column++) {
      const move = byColumn.get(column);
      const entry = move && values.get(move.move);
      const head = cellButton(`h${column}`, move ? withValue(t('page.grid.drop', move.move), entry) : t('page.grid.full', column + 1));
      head.className = 'column-head';
      head.dataset.column = column;
      if (move) {
        const name = document.createElement('span');
        name.className = 'name';
        name.textContent = move.move;
        head.append(name);
        showValue(head, entry);
        play(head, move.move);
      }
      if (!move || !canMove) head.setAttribute('aria-disabled', 'true');
      heads.push(head);
      container.append(head);
    }
    grid.push(heads);
  }
  for (let row = 0; row < rows; row++) {
    const controls = [];
    for (let column = 0; column < columns; column++) {
      const mark = cells[row][column];
      const filled = mark !== '.';
      const move = gravity ? byColumn.get(column) : byCell.get(`${row},${column}`);
      const where = t('page.grid.cell', row + 1, column + 1);
      const isLast = Boolean(last && last.row === row && last.column === column);
      const lineIndex = inLine.get(`${row},${column}`);
      let label;
      const button = cellButton(`c${row},${column}`, '');
      button.dataset.row = row;
      button.dataset.column = column;
      if (filled) {
        button.classList.add('mark', `mark-${mark.toLowerCase()}`);
        button.append(piece(mark));
        button.setAttribute('aria-disabled', 'true');
        label = t('page.grid.mark', where, mark);
        if (isLast) {
          button.classList.add('last');
          label += `, ${t('page.board.last')}`;
          if (dropped) {
            button.classList.add(gravity ? 'drop' : 'placed');
            button.style.setProperty('--fall', row + 1);
          }
          preferred = button;
        }
        if (lineIndex !== undefined) {
          button.classList.add('line');
          if (direction) button.append(strokeOf(lineIndex, line.length, direction));
          label += `, ${t('page.board.in-line')}`;
        }
      } else if (move && (!gravity || move.row === row)) {
        const entry = values.get(move.move);
        label = gravity
          ? withValue(t('page.grid.drop-here', where, move.move), entry)
          : withValue(t('page.grid.playable', where, move.move), entry);
        button.classList.add('open');
        if (gravity) button.classList.add('landing');
        else showValue(button, entry);
        if (!canMove) button.setAttribute('aria-disabled', 'true');
        play(button, move.move);
        preferred ??= canMove && !gravity ? button : preferred;
      } else if (gravity && move) {
        // A cell above the landing one: a click drops in its column all the same.
        label = withValue(t('page.grid.drop-here', where, move.move), values.get(move.move));
        button.classList.add('open', 'above');
        if (!canMove) button.setAttribute('aria-disabled', 'true');
        play(button, move.move);
      } else {
        label = t('page.grid.empty', where);
        button.setAttribute('aria-disabled', 'true');
      }
      button.setAttribute('aria-label', label);
      controls.push(button);
      container.append(button);
    }
    grid.push(controls);
  }
  if (gravity) previewLanding(container, byColumn);
  return { rows: grid, preferred: preferred ?? (gravity ? grid[0].find((h) => h.dataset.move) : null) };
}

// Connect Four: pointing at (or focusing) any cell or head of an open column shows a ghost disc
// where a click would land.
function previewLanding(container, byColumn) {
  const show = (event) => {
    const target = event.target.closest?.('button');
    for (const ghost of container.querySelectorAll('.ghost')) ghost.classList.remove('ghost');
    if (!target || !container.classList.contains('can-move')) return;
    const move = byColumn.get(Number(target.dataset.column));
    if (!move || target.getAttribute('aria-disabled') === 'true') return;
    container.querySelector(`button[data-row="${move.row}"][data-column="${move.column}"]`)?.classList.add('ghost');
  };
  const hide = () => {
    for (const ghost of container.querySelectorAll('.ghost')) ghost.classList.remove('ghost');
  };
  container.onpointerover = show;
  container.onpointerleave = hide;
  container.onfocusin = show;
  container.onfocusout = hide;
}
