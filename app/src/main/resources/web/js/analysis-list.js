// The best moves of an analysis, listed in words under the board ("take 37 from pile B: win in 3
// plies"), so that the answer is never hidden: a board cannot show a value on every move when a
// pile is too big to draw, a row holds too many matches or hundreds of cells are not proven. There
// the list is the analysis; elsewhere it is a short summary beside the coloured moves. The server
// ranks the moves (bestMoves: every win, fastest first; else the draws; else the slowest losses)
// and words them in the page's language; a listed move is a button that plays it.
import { valueText } from './board.js';
import { t } from './i18n.js';

const MAX_STICKS = 30; // board.js draws piles up to this many sticks, and rows up to twice that
const MAX_UNPROVEN_CELLS = 30; // more unproven cells than this, and the colours say little
const SUMMARY_MOVES = 3;

const unproven = (entry) => entry.outcome === 'unknown' || !entry.exact;

// Returns true when the board shows each move's value on the move itself, well enough to read.
export function boardShowsValues(view, analysis) {
  const board = view.board;
  if (!analysis.moves || view.moves.length === 0) return false;
  if (board.kind === 'piles') return board.sizes.every((size) => BigInt(size) <= BigInt(MAX_STICKS));
  if (board.kind === 'row') return Number(board.count) <= MAX_STICKS * 2;
  if (board.kind === 'grid') return analysis.moves.filter(unproven).length <= MAX_UNPROVEN_CELLS;
  return true;
}

function moveButton(entry, onMove) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `best-move ${entry.outcome}`;
  button.dataset.move = entry.move;
  button.dataset.outcome = entry.outcome;
  const value = valueText(entry) + (entry.exact ? '' : ` ${t('page.analysis.best.estimate')}`);
  button.textContent = t('page.analysis.best.move', entry.text, value);
  button.disabled = !onMove;
  if (onMove) button.addEventListener('click', () => onMove(entry.move));
  return button;
}

// Shows in ELEMENT the best moves of ANALYSIS of VIEW's position, or hides it when there is no
// analysis or the game is over; ONMOVE(move) plays a listed move.
export function showBestMoves(element, analysis, view, onMove) {
  element.replaceChildren();
  if (!analysis || !view || analysis.status !== 'playing' || !analysis.bestMoves) {
    element.hidden = true;
    return;
  }
  element.hidden = false;
  const full = !boardShowsValues(view, analysis);
  element.classList.toggle('summary', !full);
  const best = full ? analysis.bestMoves : analysis.bestMoves.slice(0, SUMMARY_MOVES);
  const head = document.createElement('p');
  head.className = 'best-head';
  if (best.length === 0) {
    const moves = analysis.moves ?? [];
    head.textContent = analysis.outcome === 'loss' && analysis.exact
      ? t('page.analysis.best.all-lose')
      : t('page.analysis.best.none', moves.filter(unproven).length, moves.length);
    element.append(head);
    return;
  }
  head.textContent = t(full ? 'page.analysis.best.title' : 'page.analysis.best.summary');
  const list = document.createElement('ol');
  list.className = 'best-list';
  for (const entry of best) {
    const item = document.createElement('li');
    item.append(moveButton(entry, onMove));
    list.append(item);
  }
  element.append(head, list);
}
