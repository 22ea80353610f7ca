// A grid: cells row by row; with gravity (Connect Four), each column is played as a whole, its
// analysis shown on a head above it, and every empty cell of an open column drops there. Every
// cell and head is a button with a label that says what a click does; a mark is a piece inside
// its cell, drawn as the game says (its glyph as a letter, or a disc; in its colour or its
// player's), sized by the cell (style.css), the last one marked, the winning line stroked. The
// empty cell under the pointer previews the mark of the player to move. A grid whose view names its
// axes (gomoku's columns a to o, rows 15 down to 1) has them drawn beside it, the rows on the left
// and the columns below, as a go or chess board has them; each cell is then named by them (h8).
import { t } from '../i18n.js';
import { showValue, valuesOf, withValue } from './values.js';

const DENSE_COLUMNS = 8; // grids wider than this draw their cells closer, and may be zoomed

// Returns true when a board is a grid large enough to be worth zooming (15 x 15, say).
export function isZoomable(view) {
  return view?.board?.kind === 'grid' && view.board.columns > DENSE_COLUMNS;
}

// Returns the mark of the player to move: the game's mark of that player (PLAYERS: the game's two
// names, the first player's first); without them, the mark named as the player, else the count of
// X and O says it (the first player is X).
export function moverMark(view, players) {
  const marks = view.board.marks ?? [];
  if (players && marks.length > 0) {
    // A game whose marks belong to no player (letters either side writes) previews none.
    const owner = view.toMove === players[0] ? 'MAX' : view.toMove === players[1] ? 'MIN' : null;
    return marks.find((mark) => mark.owner === owner) ?? NO_MARK;
  }
  const named = marks.find((mark) => mark.glyph === view.toMove);
  if (named) return named;
  const text = view.board.cells.join('');
  const glyph = [...text].filter((c) => c === 'X').length > [...text].filter((c) => c === 'O').length ? 'O' : 'X';
  return marks.find((mark) => mark.glyph === glyph) ?? { glyph, owner: null, shape: 'letter', colour: null };
}

const NO_MARK = { glyph: '', owner: null, shape: 'none', colour: null };

// Returns the colour a mark is drawn in: the game's, else the page's colour of its player (for a
// letter, the one X and O have; for a disc, Connect Four's).
export function markColour(mark) {
  if (mark.colour) return mark.colour;
  const second = mark.owner === 'MIN' || (mark.owner == null && mark.glyph === 'O');
  if (mark.shape === 'disc') return second ? 'var(--disc-o)' : 'var(--disc-x)';
  return second ? 'var(--mark-o)' : 'var(--mark-x)';
}

function cellButton(key, label) {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.key = key;
  button.setAttribute('aria-label', label);
  return button;
}

// A mark as a piece in its cell: its glyph (a disc says it to no one: the label does), in its
// colour unless it is the page's own X or O (style.css colours those, in both schemes).
function piece(mark) {
  const span = document.createElement('span');
  span.className = `piece ${mark.shape === 'disc' ? 'disc' : 'letter'}`;
  span.textContent = mark.glyph;
  if (mark.colour) span.style.setProperty('--piece', mark.colour);
  return span;
}

function markOf(marks, glyph) {
  return marks.find((mark) => mark.glyph === glyph) ?? { glyph, owner: null, shape: 'letter', colour: null };
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
export function drawGrid(container, view, { canMove, analysis, onMove, last, dropped, players, onChoose }) {
  const { rows, columns, gravity, cells } = view.board;
  const marks = view.board.marks ?? [];
  const line = view.board.line ?? [];
  const mover = moverMark(view, players);
  container.className = `grid${gravity ? ' gravity' : ''}${columns > DENSE_COLUMNS ? ' dense' : ''}`
    + `${mover.glyph ? ` to-${mover.glyph.toLowerCase()}` : ''} ghost-${mover.shape}`
    + `${canMove ? ' can-move' : ''}${line.length ? ' won' : ''}`;
  container.style.setProperty('--columns', columns);
  container.style.setProperty('--rows', rows + (gravity ? 1 : 0));
  container.style.setProperty('--ghost', JSON.stringify(mover.shape === 'letter' ? mover.glyph : ''));
  container.style.setProperty('--ghost-colour', markColour(mover));
  const values = valuesOf(analysis);
  const placed = view.moves.filter((m) => !m.control);
  const byCell = new Map(placed.map((m) => [`${m.row},${m.column}`, m]));
  const byColumn = new Map(placed.map((m) => [m.column, m]));
  // Moves that share a cell, each with its label: a click there offers the choice (onChoose).
  const choicesAt = new Map();
  for (const m of placed) {
    const key = gravity ? `${m.column}` : `${m.row},${m.column}`;
    choicesAt.set(key, [...(choicesAt.get(key) ?? []), m]);
  }
  const inLine = new Map(line.map((cell, i) => [`${cell.row},${cell.column}`, i]));
  const axes = view.board.axes?.columns?.length ? view.board.axes : null;
  if (axes) container.classList.add('axes');
  const direction = lineDirection(line);
  const play = (button, move) => {
    button.dataset.move = move;
    const m = placed.find((p) => p.move === move);
    const choices = choicesAt.get(gravity ? `${m.column}` : `${m.row},${m.column}`) ?? [];
    if (choices.length > 1) button.dataset.choices = choices.length;
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') === 'true') return;
      if (choices.length > 1 && onChoose) onChoose(button.getAttribute('aria-label'), choices);
      else onMove(move);
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
      const where = axes ? `${axes.columns[column]}${axes.rows[row]}` : t('page.grid.cell', row + 1, column + 1);
      const isLast = Boolean(last && last.row === row && last.column === column);
      const lineIndex = inLine.get(`${row},${column}`);
      let label;
      const button = cellButton(`c${row},${column}`, '');
      button.dataset.row = row;
      button.dataset.column = column;
      if (filled) {
        const drawn = markOf(marks, mark);
        button.classList.add('mark', `mark-${mark.toLowerCase()}`);
        if (drawn.owner) button.classList.add(`owner-${drawn.owner.toLowerCase()}`);
        button.append(piece(drawn));
        button.setAttribute('aria-disabled', 'true');
        label = t('page.grid.mark', where, drawn.name ?? mark);
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
  if (axes) drawAxes(container, axes);
  if (gravity) previewLanding(container, byColumn);
  return { rows: grid, preferred: preferred ?? (gravity ? grid[0].find((h) => h.dataset.move) : null) };
}

// The names of the columns under the grid and of the rows on its left, each beside its cells (placed
// by style.css from its index, --at); hidden from screen readers, since each cell's label names it.
function drawAxes(container, axes) {
  const label = (kind, name, at) => {
    const span = document.createElement('span');
    span.className = `axis axis-${kind}`;
    span.textContent = name;
    span.style.setProperty('--at', at);
    span.setAttribute('aria-hidden', 'true');
    container.append(span);
  };
  axes.columns.forEach((name, at) => label('column', name, at));
  axes.rows.forEach((name, at) => label('row', name, at));
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
