// Draws any game's board from what the server says of it: a grid of cells (with gravity, a move
// names a column and the mark falls), piles of objects, a row of matches, or a node of a game tree
// and its children. Every legal move is a button with an accessible name; the analysis, when
// given, colours each move by its value for the player about to make it, and the last move played
// is highlighted. Every text is the page's language's (i18n.js); the moves (data-move) are the
// notation's, the same in every language.
import { number, plural, t } from './i18n.js';

const MAX_STICKS = 30; // piles and rows beyond this are played by typing how many to take
const DENSE_COLUMNS = 8; // grids wider than this draw their cells closer, and may be zoomed

// Returns true when a board is a grid large enough to be worth zooming (15 x 15, say).
export function isZoomable(view) {
  return view?.board?.kind === 'grid' && view.board.columns > DENSE_COLUMNS;
}

// Returns what a move's analysis says for people: "win in 3 plies", "draw", "not proven".
export function valueText(entry) {
  if (!entry) return '';
  const key = `page.value.${entry.outcome}`;
  return entry.plies == null || entry.outcome === 'unknown' || entry.outcome === 'draw'
    ? t(key)
    : plural(key, entry.plies);
}

function mark(button, entry) {
  if (!entry) return;
  const outcome = entry.outcome;
  button.classList.add(outcome);
  button.dataset.outcome = outcome;
  if (!entry.exact) button.dataset.exact = 'false';
}

function cellButton(text, label) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text;
  button.setAttribute('aria-label', label);
  return button;
}

// A grid: cells row by row; with gravity, each column is played as a whole, and its analysis is
// shown above it. options: { canMove, analysis, onMove, last, dropped }.
export function drawGrid(container, view, { canMove, analysis, onMove, last, dropped }) {
  const { rows, columns, gravity, cells } = view.board;
  container.className = `grid${gravity ? ' gravity' : ''}${columns > DENSE_COLUMNS ? ' dense' : ''}`;
  container.style.setProperty('--columns', columns);
  container.dataset.position = view.position;
  container.replaceChildren();
  const values = new Map((analysis?.moves ?? []).map((m) => [m.move, m]));
  const byCell = new Map(view.moves.map((m) => [`${m.row},${m.column}`, m]));
  const byColumn = new Map(view.moves.map((m) => [m.column, m]));
  if (gravity) {
    for (let column = 0; column < columns; column++) {
      const move = byColumn.get(column);
      const head = cellButton(move ? move.move : '', move
        ? t('page.grid.drop', move.move) + (values.get(move.move) ? `, ${valueText(values.get(move.move))}` : '')
        : t('page.grid.full', column + 1));
      head.className = 'column-head';
      head.disabled = !move || !canMove;
      if (move) {
        head.dataset.move = move.move;
        mark(head, values.get(move.move));
        const entry = values.get(move.move);
        if (entry) {
          const label = document.createElement('small');
          label.textContent = valueText(entry);
          head.append(label);
        }
        head.addEventListener('click', () => onMove(move.move));
      }
      container.append(head);
    }
  }
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const glyph = cells[row][column];
      const filled = glyph !== '.';
      const move = gravity ? byColumn.get(column) : byCell.get(`${row},${column}`);
      const where = t('page.grid.cell', row + 1, column + 1);
      const button = cellButton(filled ? glyph : '', filled ? t('page.grid.mark', where, glyph) : t('page.grid.empty', where));
      button.dataset.row = row;
      button.dataset.column = column;
      if (filled) {
        button.classList.add('mark', `mark-${glyph.toLowerCase()}`);
        button.disabled = true;
        if (last && last.row === row && last.column === column) {
          button.classList.add('last');
          if (gravity && dropped) {
            button.classList.add('drop');
            button.style.setProperty('--fall', row + 1);
          }
        }
      } else if (move && (!gravity || move.row === row)) {
        const entry = values.get(move.move);
        button.dataset.move = move.move;
        button.disabled = !canMove;
        button.setAttribute('aria-label', t('page.grid.playable', where, move.move) + (entry ? `, ${valueText(entry)}` : ''));
        if (!gravity) {
          mark(button, entry);
          if (entry) {
            const label = document.createElement('small');
            label.textContent = valueText(entry);
            button.append(label);
          }
        }
        button.addEventListener('click', () => onMove(move.move));
      } else if (gravity && move) {
        // A cell above the landing one: clicking it drops in its column all the same.
        button.disabled = !canMove;
        button.classList.add('above');
        button.addEventListener('click', () => onMove(move.move));
      } else {
        button.disabled = true;
      }
      container.append(button);
    }
  }
}

// LABELS: what a screen reader calls the field and the button.
function takeForm(labels, max, onTake, canMove) {
  const form = document.createElement('span');
  form.className = 'take';
  const input = document.createElement('input');
  input.type = 'number';
  input.min = 1;
  input.max = max;
  input.value = 1;
  input.setAttribute('aria-label', labels.howMany);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = t('page.take');
  button.setAttribute('aria-label', labels.take);
  button.disabled = !canMove;
  button.addEventListener('click', () => onTake(input.value));
  form.append(input, button);
  return form;
}

function stick(move, label, entry, canMove, onMove) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'stick';
  button.dataset.move = move;
  button.disabled = !canMove;
  const text = label + (entry ? `, ${valueText(entry)}` : '');
  button.setAttribute('aria-label', text);
  button.title = text;
  mark(button, entry);
  button.addEventListener('click', () => onMove(move));
  return button;
}

// Piles: a row per pile, a stick per object; the stick j from the right takes j objects.
export function drawPiles(container, view, { canMove, analysis, onMove }) {
  const { names, sizes } = view.board;
  container.className = 'piles';
  container.dataset.position = view.position;
  container.replaceChildren();
  const values = new Map((analysis?.moves ?? []).map((m) => [m.move, m]));
  names.forEach((name, index) => {
    const size = BigInt(sizes[index]);
    const row = document.createElement('div');
    row.className = 'pile';
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', t('page.piles.pile', name, size));
    row.innerHTML = `<span class="name">${name}</span><span class="count">${number(size)}</span>`;
    if (size <= BigInt(MAX_STICKS)) {
      for (let j = 0; j < Number(size); j++) {
        const take = Number(size) - j;
        const move = `${name}-${take}`;
        row.append(stick(move, t('page.piles.take', take, name), values.get(move), canMove, onMove));
      }
    } else {
      const labels = { howMany: t('page.piles.how-many', name), take: t('page.piles.take-from', name) };
      row.append(takeForm(labels, size, (count) => onMove(`${name}-${count}`), canMove));
    }
    container.append(row);
  });
}

// A row of matches: the match j from the right takes j of them, up to the most a move may take.
export function drawRow(container, view, { canMove, analysis, onMove }) {
  const { count, maxTake } = view.board;
  container.className = 'row';
  container.dataset.position = view.position;
  container.replaceChildren();
  const values = new Map((analysis?.moves ?? []).map((m) => [m.move, m]));
  const byTake = new Map(view.moves.map((m) => [Number(m.take), m.move]));
  const line = document.createElement('div');
  line.className = 'pile';
  line.setAttribute('role', 'group');
  line.setAttribute('aria-label', plural('page.row.left', count));
  line.innerHTML = `<span class="count">${number(count)}</span>`;
  if (count <= MAX_STICKS * 2) {
    for (let j = 0; j < count; j++) {
      const take = count - j;
      const move = byTake.get(take);
      if (move) {
        line.append(stick(move, t('page.row.take', take), values.get(move), canMove, onMove));
      } else {
        const still = document.createElement('span');
        still.className = 'stick still';
        line.append(still);
      }
    }
  } else {
    const labels = { howMany: t('page.row.how-many'), take: t('page.row.take-from') };
    line.append(takeForm(labels, maxTake, (n) => onMove(byTake.get(Number(n)) ?? String(n)), canMove));
  }
  container.append(line);
}

// A node of a game tree (the textbook's trees): the node, then a button per child, named as its
// move is, with a leaf's utility or an inner node's count of children; at a leaf, the end.
export function drawTree(container, view, { canMove, analysis, onMove }) {
  const { node, utility, children } = view.board;
  container.className = 'tree-node';
  container.dataset.position = view.position;
  container.replaceChildren();
  const values = new Map((analysis?.moves ?? []).map((m) => [m.move, m]));
  const head = document.createElement('p');
  head.className = 'node';
  head.textContent = utility == null ? t('page.node.at', node) : t('page.node.leaf', node, utility);
  container.append(head);
  const row = document.createElement('div');
  row.className = 'children';
  row.setAttribute('role', 'group');
  for (const child of children) {
    const what = child.utility == null
      ? plural('page.node.child-inner', child.children)
      : t('page.node.child-leaf', child.utility);
    const entry = values.get(child.move);
    const button = cellButton(child.move, t('page.node.go', child.move, what) + (entry ? `, ${valueText(entry)}` : ''));
    button.dataset.move = child.move;
    button.disabled = !canMove;
    mark(button, entry);
    const label = document.createElement('small');
    label.textContent = what;
    button.append(label);
    button.addEventListener('click', () => onMove(child.move));
    row.append(button);
  }
  container.append(row);
}

export function drawBoard(container, view, options) {
  const draw = { grid: drawGrid, piles: drawPiles, row: drawRow, tree: drawTree }[view.board.kind];
  if (!draw) throw new Error(t('page.board.unknown-kind', view.board.kind));
  draw(container, view, options);
}
