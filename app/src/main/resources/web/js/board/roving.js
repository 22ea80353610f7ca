// The board is one tab stop (a roving tabindex): of its controls, one alone has tabindex 0, and
// the arrow keys move it (and the focus) inside the board, Home and End to the ends of a row;
// Enter and Space play, as on any button. A control is known by its data-key, so that after a
// re-render the same cell or column gets the tab stop back, and the focus with it when the board
// had it.

const HANDLED = new WeakSet();

// Remembers which control of CONTAINER has the tab stop, and whether it has the focus, before the
// board is drawn anew.
export function remember(container) {
  const focused = container.contains(document.activeElement) ? document.activeElement : null;
  return {
    key: focused?.dataset.key ?? container.dataset.stop,
    hadFocus: focused !== null || container.dataset.focus === 'pending',
  };
}

// Makes ROWS (arrays of controls, top to bottom) one tab stop: the one REMEMBERED if it is still
// drawn, else PREFERRED, else the first; gives it the focus back when the board had it.
export function rove(container, rows, remembered, preferred) {
  const all = rows.flat();
  container.rovingRows = rows;
  if (!HANDLED.has(container)) {
    HANDLED.add(container);
    container.addEventListener('keydown', (event) => arrows(container, event));
    container.addEventListener('focusin', (event) => {
      if (event.target.dataset.key) stop(container, event.target);
    });
  }
  delete container.dataset.focus;
  if (all.length === 0) return;
  const chosen = all.find((c) => c.dataset.key === remembered.key) ?? preferred ?? all[0];
  for (const control of all) control.tabIndex = -1;
  stop(container, chosen);
  if (remembered.hadFocus) chosen.focus({ preventScroll: true });
}

function stop(container, control) {
  for (const other of container.rovingRows.flat()) other.tabIndex = other === control ? 0 : -1;
  container.dataset.stop = control.dataset.key;
}

// Gives the board's tab stop the focus (the page calls it after a move made elsewhere); when the
// board is being drawn anew, it takes the focus as soon as it is.
export function focusBoard(container) {
  const control = container.querySelector('[tabindex="0"]');
  if (control) control.focus({ preventScroll: true });
  else container.dataset.focus = 'pending';
}

function arrows(container, event) {
  const rows = container.rovingRows ?? [];
  let r = rows.findIndex((row) => row.includes(event.target));
  if (r < 0) return;
  let c = rows[r].indexOf(event.target);
  // In a number field, up and down change the number, as everywhere.
  const field = event.target.tagName === 'INPUT';
  switch (event.key) {
    case 'ArrowLeft': c--; break;
    case 'ArrowRight': c++; break;
    case 'ArrowUp': if (field) return; r--; break;
    case 'ArrowDown': if (field) return; r++; break;
    case 'Home': c = 0; if (event.ctrlKey) r = 0; break;
    case 'End': c = Infinity; if (event.ctrlKey) r = rows.length - 1; break;
    default: return;
  }
  event.preventDefault();
  r = Math.max(0, Math.min(rows.length - 1, r));
  c = Math.max(0, Math.min(rows[r].length - 1, c));
  const next = rows[r][c];
  if (next) {
    stop(container, next);
    next.focus();
  }
}
