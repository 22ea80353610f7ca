// The moves that are no place on the board (a pass, a resignation the game offers) as buttons
// beside it, each saying its label (the game's, in the page's language) and, with the analysis,
// its value; and a choice between moves that share a place (a promotion's pieces on one square),
// offered there when that place is clicked. The labels and moves come from the server: the page
// knows no game's words.
import { t } from '../i18n.js';
import { showValue, valuesOf, withValue } from './values.js';

function controlButton(move, entry, canMove, onMove) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'board-control';
  button.dataset.move = move.move;
  button.textContent = move.label;
  button.setAttribute('aria-label', withValue(move.label, entry));
  showValue(button, entry);
  if (!canMove) button.setAttribute('aria-disabled', 'true');
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') !== 'true') onMove(move.move);
  });
  return button;
}

// Draws in CONTROLS the moves of VIEW that are controls of their own; hides it when there are none.
export function drawControls(controls, view, { canMove, analysis, onMove }) {
  if (!controls) return;
  controls.replaceChildren();
  const values = valuesOf(analysis);
  const own = (view.moves ?? []).filter((move) => move.control);
  for (const move of own) controls.append(controlButton(move, values.get(move.move), canMove, onMove));
  controls.hidden = own.length === 0;
  controls.setAttribute('aria-label', t('page.board.controls'));
}

// Offers in CONTROLS the CHOICES (moves with labels sharing the place named WHERE) as buttons,
// after the controls already there; a click plays one.
export function offerChoice(controls, where, choices, { analysis, onMove }) {
  if (!controls) return;
  for (const old of controls.querySelectorAll('.board-choice')) old.remove();
  const group = document.createElement('span');
  group.className = 'board-choice';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', t('page.board.choose', where));
  const values = valuesOf(analysis);
  for (const move of choices) group.append(controlButton(move, values.get(move.move), true, onMove));
  controls.append(group);
  controls.hidden = false;
  group.querySelector('button')?.focus();
}
