// Draws the board of each game as buttons, one per legal move, with accessible names; the
// analysis, when given, colours each move by its value for the player about to make it.

function valueText(entry) {
  if (!entry) return '';
  return entry.plies == null ? entry.outcome : `${entry.outcome} in ${entry.plies}`;
}

export function drawTicTacToe(container, position, { canMove, analysis, onMove }) {
  container.className = 'ttt';
  container.dataset.position = position;
  container.replaceChildren();
  const values = new Map((analysis?.moves ?? []).map((m) => [m.move, m]));
  for (let cell = 0; cell < 9; cell++) {
    const mark = position[cell];
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.cell = String(cell + 1);
    const column = cell % 3;
    const row = Math.floor(cell / 3);
    if (mark === 'X' || mark === 'O') {
      button.textContent = mark;
      button.classList.add(mark.toLowerCase());
      button.disabled = true;
      button.setAttribute('aria-label', `cell ${cell + 1}, row ${row + 1}, column ${column + 1}: ${mark}`);
    } else {
      const entry = values.get(String(cell + 1));
      button.disabled = !canMove;
      button.setAttribute('aria-label',
        `cell ${cell + 1}, row ${row + 1}, column ${column + 1}: empty` + (entry ? `, ${valueText(entry)}` : ''));
      if (entry) {
        button.classList.add(entry.outcome);
        button.dataset.outcome = entry.outcome;
        const label = document.createElement('small');
        label.textContent = valueText(entry);
        button.append(label);
      }
      button.addEventListener('click', () => onMove(String(cell + 1)));
    }
    container.append(button);
  }
}

const MAX_STICKS = 30;

function pileName(count, index) {
  return count <= 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

export function drawNim(container, position, { canMove, analysis, onMove }) {
  container.className = 'nim';
  container.dataset.position = position;
  container.replaceChildren();
  const piles = position.split(',').map((p) => BigInt(p.trim()));
  const values = new Map((analysis?.moves ?? []).map((m) => [m.move, m]));
  piles.forEach((size, index) => {
    const name = pileName(piles.length, index);
    const row = document.createElement('div');
    row.className = 'pile';
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', `pile ${name}: ${size}`);
    row.innerHTML = `<span class="name">${name}</span><span class="count">${size}</span>`;
    if (size <= BigInt(MAX_STICKS)) {
      // Stick j takes itself and every stick to its right: the last stick takes one.
      for (let j = 0; j < Number(size); j++) {
        const take = Number(size) - j;
        const move = `${name}-${take}`;
        const entry = values.get(move);
        const stick = document.createElement('button');
        stick.type = 'button';
        stick.className = 'stick';
        stick.dataset.move = move;
        stick.disabled = !canMove;
        stick.setAttribute('aria-label', `take ${take} from pile ${name}` + (entry ? `, ${valueText(entry)}` : ''));
        stick.title = `take ${take} from pile ${name}` + (entry ? ` (${valueText(entry)})` : '');
        if (entry) {
          stick.classList.add(entry.outcome);
          stick.dataset.outcome = entry.outcome;
        }
        stick.addEventListener('click', () => onMove(move));
        row.append(stick);
      }
    } else if (size > 0n) {
      const form = document.createElement('span');
      form.className = 'take';
      form.innerHTML = `<input type="number" min="1" max="${size}" value="1" aria-label="how many to take from pile ${name}">`
        + `<button type="button" aria-label="take from pile ${name}">Take</button>`;
      const [input, button] = form.children;
      button.disabled = !canMove;
      button.addEventListener('click', () => onMove(`${name}-${input.value}`));
      row.append(form);
    }
    container.append(row);
  });
}
