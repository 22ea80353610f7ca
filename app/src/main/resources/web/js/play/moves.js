// The move list beside the board: each move numbered, in the game's notation, with the piece of
// the side that played it and the engine's notes on its own; a move clicked shows the position
// after it (the replay), and the buttons step back and forth through the game.
import { t } from '../i18n.js';
import { pieceBadge } from './story.js';

// Draws in LIST (an <ol>) the game's MOVES: MOVERS[i] names who played moves[i] ('you' or
// 'engine'), GLYPHS[i] their piece (or null), NOTES[i] the engine's notes on it; SHOWN is the
// number of moves the board shows (the last when playing); ONPICK(n) shows the position after n.
export function drawMoves(list, { moves, movers, glyphs, notes, shown, board, onPick }) {
  list.replaceChildren();
  moves.forEach((move, i) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.ply = i + 1;
    button.className = `move move-${movers[i]}`;
    if (i + 1 === shown) {
      button.classList.add('shown');
      button.setAttribute('aria-current', 'step');
    }
    button.setAttribute('aria-label', t(movers[i] === 'you' ? 'page.moves.by-you' : 'page.moves.by-engine', i + 1, move));
    const number = document.createElement('span');
    number.className = 'ply';
    number.textContent = `${i + 1}.`;
    button.append(number, ' ');
    if (glyphs[i]) button.append(pieceBadge(glyphs[i], board), ' ');
    const written = document.createElement('span');
    written.className = 'notation';
    written.textContent = move;
    button.append(written);
    button.addEventListener('click', () => onPick(i + 1));
    item.append(button);
    if (notes[i]?.length) {
      const said = document.createElement('small');
      said.className = 'move-notes';
      said.textContent = notes[i].join(' ');
      item.append(said);
    }
    list.append(item);
  });
  // The move shown in view within the list (positioned: play.css), the page itself not scrolled.
  const current = list.querySelector('.shown');
  if (current) list.scrollTop = Math.max(0, current.offsetTop - list.clientHeight / 2);
}

// Says where the replay is: after move N of COUNT, or at the start; empty when playing.
export function replayText(n, count, replaying) {
  if (!replaying) return count === 0 ? t('page.moves.none') : '';
  return n === 0 ? t('page.moves.start') : t('page.moves.replay', n, count);
}
