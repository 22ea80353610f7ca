// Piles of objects (Nim) and a row of matches (Dernier): a stick per object, the stick j from
// the right taking j of them (pointing at one lights it and every stick it takes with it);
// piles and rows too long to draw are played by typing how many to take.
import { number, plural, t } from '../i18n.js';
import { valuesOf, withValue } from './values.js';

const MAX_STICKS = 30; // piles and rows beyond this are played by typing how many to take

// LABELS: what a screen reader calls the field and the button.
function takeForm(labels, max, onTake, canMove, key) {
  const form = document.createElement('span');
  form.className = 'take';
  const input = document.createElement('input');
  input.type = 'number';
  input.min = 1;
  input.max = max;
  input.value = 1;
  input.dataset.key = `${key}-n`;
  input.setAttribute('aria-label', labels.howMany);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = t('page.take');
  button.dataset.key = `${key}-take`;
  button.setAttribute('aria-label', labels.take);
  if (!canMove) button.setAttribute('aria-disabled', 'true');
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') !== 'true') onTake(input.value);
  });
  form.append(input, button);
  return { form, controls: [input, button] };
}

function stick(move, label, entry, canMove, onMove) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'stick';
  button.dataset.move = move;
  button.dataset.key = move;
  if (!canMove) button.setAttribute('aria-disabled', 'true');
  const text = withValue(label, entry);
  button.setAttribute('aria-label', text);
  button.title = text;
  if (entry) {
    button.classList.add(entry.outcome);
    button.dataset.outcome = entry.outcome;
    if (!entry.exact) button.dataset.exact = 'false';
  }
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') !== 'true') onMove(move);
  });
  return button;
}

function best(controls) {
  return controls.find((c) => c.dataset.outcome === 'win') ?? null;
}

// Piles: a row per pile, a stick per object.
export function drawPiles(container, view, { canMove, analysis, onMove }) {
  const { names, sizes } = view.board;
  container.className = `piles${canMove ? ' can-move' : ''}`;
  const values = valuesOf(analysis);
  const rows = [];
  names.forEach((name, index) => {
    const size = BigInt(sizes[index]);
    const row = document.createElement('div');
    row.className = 'pile';
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', t('page.piles.pile', name, size));
    const title = document.createElement('span');
    title.className = 'name';
    title.textContent = name;
    const count = document.createElement('span');
    count.className = 'count';
    count.textContent = number(size);
    row.append(title, count);
    const controls = [];
    if (size <= BigInt(MAX_STICKS)) {
      for (let j = 0; j < Number(size); j++) {
        const take = Number(size) - j;
        const move = `${name}-${take}`;
        controls.push(stick(move, t('page.piles.take', take, name), values.get(move), canMove, onMove));
      }
      row.append(...controls);
    } else {
      const labels = { howMany: t('page.piles.how-many', name), take: t('page.piles.take-from', name) };
      const take = takeForm(labels, size, (n) => onMove(`${name}-${n}`), canMove, `pile-${name}`);
      row.append(take.form);
      controls.push(...take.controls);
    }
    container.append(row);
    if (controls.length) rows.push(controls);
  });
  return { rows, preferred: rows.map(best).find(Boolean) ?? null };
}

// A row of matches, up to the most a move may take.
export function drawRow(container, view, { canMove, analysis, onMove }) {
  const { count, maxTake } = view.board;
  container.className = `row${canMove ? ' can-move' : ''}`;
  const values = valuesOf(analysis);
  const byTake = new Map(view.moves.map((m) => [Number(m.take), m.move]));
  const line = document.createElement('div');
  line.className = 'pile';
  line.setAttribute('role', 'group');
  line.setAttribute('aria-label', plural('page.row.left', count));
  const left = document.createElement('span');
  left.className = 'count';
  left.textContent = number(count);
  line.append(left);
  const controls = [];
  if (count <= MAX_STICKS * 2) {
    for (let j = 0; j < count; j++) {
      const take = count - j;
      const move = byTake.get(take);
      if (move) {
        const button = stick(move, t('page.row.take', take), values.get(move), canMove, onMove);
        controls.push(button);
        line.append(button);
      } else {
        const still = document.createElement('span');
        still.className = 'stick still';
        line.append(still);
      }
    }
  } else {
    const labels = { howMany: t('page.row.how-many'), take: t('page.row.take-from') };
    const take = takeForm(labels, maxTake, (n) => onMove(byTake.get(Number(n)) ?? String(n)), canMove, 'row');
    line.append(take.form);
    controls.push(...take.controls);
  }
  container.append(line);
  return { rows: controls.length ? [controls] : [], preferred: best(controls) };
}
