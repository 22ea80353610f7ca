// The game being played: its state, and what the player and the engine do to it. Every request
// belongs to one position of one game (session.js): a new position gives up the requests of the
// old one, and an answer for any other is dropped, so that nothing of an old game is ever drawn or
// counted. Each change is kept in the browser (store.js); render() draws the board and tells the
// story beside it (story.js, moves.js). main.js builds the menus and starts the page. This module
// alone writes the game's state: the others are passed a copy of it (snapshot()) and change the
// game through the functions here; the score (score.js) and the files (files.js) have modules of
// their own.
import { showBestMoves } from '../analysis-list.js';
import * as api from '../api.js';
import * as boards from '../board.js';
import { t } from '../i18n.js';
import { readOptions } from '../options.js';
import { drawMoves, replayText } from './moves.js';
import { agentOf, offerOpponents } from './opponents.js';
import { bestValue, scoreOf, scoredText } from './final-score.js';
import { countEnd, recordResult, showScore } from './score.js';
import { Session, isStale } from './session.js';
import { keepGame, newGameId } from './store.js';
import { playerTitle, resultKey, showResult, showSides } from './story.js';

export const $ = (id) => document.getElementById(id);

const state = {
  games: [],      // what GET /api/games describes
  game: null,     // the game being played
  options: {},    // its options, as the API takes them
  offer: {},      // what the opponent menu offers: { agents, levels, agentTitles }
  opponent: 'perfect', // the menu's choice: a level's name or an engine's
  agent: 'perfect',    // the engine that plays it
  humanSeat: 0,   // 0: the player moves first; 1: second
  views: [],      // views[i]: the position before moves[i] (its board, moves, status); the last is now
  moves: [],
  ats: [],        // ats[i]: where moves[i] was played on the board
  notes: [],      // notes[i]: the engine's notes on moves[i]; null for the player's own
  id: null,       // the game's id: the scoreboard counts it once
  score: null,    // the end of a game of final values scored against best play (final-score.js), and its position
  resigned: false,
  replay: null,   // the number of moves the board shows while the game is replayed; null: playing
  engineLine: '', // "The engine played 4.", held until the player moves
  busy: false,    // the engine thinks, or the player's move is on its way
  dropped: false, // the last move was just played: let it fall
  zoom: 0,        // index in ZOOMS of a large grid's zoom
  traceNodes: 0,  // the most nodes the server traces
};

export const ZOOMS = [1, 1.5, 2, 3];

// Returns a copy of the game's state, to read: only this module writes it.
export const snapshot = () => Object.freeze({ ...state });
export const session = new Session();

export const current = () => state.views[state.views.length - 1];
export const humanName = () => state.game.players[state.humanSeat];
export const playing = () => current()?.status === 'playing' && !state.resigned;
export const humanToMove = () => playing() && current().toMove === humanName();
export const side = () => (state.humanSeat === 0 ? 'first' : 'second');

export function request(extra = {}) {
  return { options: state.options, position: current().position, toMove: current().toMove, ...extra };
}

export function say(text) { $('status').textContent = text; }
export function warn(text) { $('message').textContent = text; }
export function note(lines) { $('notes').textContent = (lines ?? []).join(' '); }

// A new position or game: every request still out for the old one is given up.
export function begin() {
  session.change();
  state.busy = false;
  state.replay = null;
  $('board').classList.remove('thinking');
}

// The opponent menu offers what ANSWER (the games' list, a view, a load) says is offered.
export function offer(answer) {
  state.offer = { agents: answer.agents, levels: answer.levels, agentTitles: answer.agentTitles };
  offerOpponents($('opponent'), $('opponent-about'), state.offer);
}

// What main.js does after each drawing of a position not waiting for the engine.
export const hooks = { rendered: () => {} };

// Keeps the game in progress in the browser, for a reload to play on.
export function keep() {
  if (!state.game || state.views.length === 0) return;
  keepGame({ game: state.game.name, options: state.options, side: side(), opponent: state.opponent, agent: state.agent, moves: state.moves, id: state.id, resigned: state.resigned });
}

// Forgets the game played: a new one is on its way (busy until it comes).
export function clearGame() {
  state.views = [];
  state.busy = true;
  state.moves = [];
  state.ats = [];
  state.notes = [];
  state.engineLine = '';
  state.resigned = false;
  state.dropped = false;
  warn('');
  note([]);
}

// The games the server offers (GET /api/games's ANSWER), keeping the game chosen when it still is.
export function offerGames(answer) {
  state.games = answer.games;
  state.traceNodes = answer.traceNodes;
  state.game = state.game && state.games.find((g) => g.name === state.game.name);
}

// The game NAME is the one the menus are built for; returns it.
export function chooseGameNamed(name) {
  state.game = state.games.find((g) => g.name === name);
  return state.game;
}

// Reads the options and the opponent from the menus, for the game about to start.
export function readMenus() {
  state.options = readOptions($('options'));
  state.opponent = $('opponent').value;
  state.agent = agentOf($('opponent'));
}

// Waits for a game that is on its way (a file's, a kept one's): nothing may be played meanwhile.
export function awaitGame() {
  state.busy = true;
}

// The game awaited is not coming (its file could not be read): the board is the player's again.
export function stopAwaiting() {
  state.busy = false;
}

// Plays on from SAVED, a load's answer (a file, a kept game, a link): its moves, the position
// after each, and the last position's view; ID and RESIGNED as kept, else a new game's.
export function adopt(saved, humanFirst, { id = newGameId(), resigned = false } = {}) {
  state.humanSeat = humanFirst ? 0 : 1;
  $('side').value = side();
  state.moves = saved.moves;
  state.ats = saved.moves.map(() => undefined);
  // Only the last position's view comes with the file; undo and the replay ask for the others.
  state.views = saved.positions.map((position, i) => ({ position, toMove: saved.toMoves[i], status: 'playing' }));
  state.views[state.views.length - 1] = saved.view;
  state.notes = saved.moves.map((_, i) => (saved.toMoves[i] === humanName() ? null : []));
  state.id = id;
  state.resigned = resigned === true;
  state.busy = false;
  keep();
}

// Starts at VIEW, the player to move there being the person, so that nobody moves before the
// classroom shows it.
export async function beginAt(view) {
  state.humanSeat = Math.max(0, state.game.players.indexOf(view.toMove));
  $('side').value = side();
  readMenus();
  state.id = newGameId();
  state.views = [view];
  state.busy = false;
  keep();
  await render();
}

// A larger or smaller grid, by STEPS of ZOOMS.
export function zoom(steps) {
  state.zoom = Math.min(Math.max(state.zoom + steps, 0), ZOOMS.length - 1);
  return render();
}

export async function newGame() {
  begin();
  clearGame();
  state.options = readOptions($('options'));
  state.humanSeat = $('side').value === 'first' ? 0 : 1;
  state.id = newGameId();
  try {
    state.views = [await session.ask((signal) => api.view(state.game.name, { options: state.options }, { signal }))];
  } catch (error) {
    if (isStale(error)) return;
    state.busy = false;
    warn(error.message); // the options make no game: say why, and wait for new ones
    await render();
    return;
  }
  state.busy = false;
  offer(state.views[0]);
  state.opponent = $('opponent').value;
  state.agent = agentOf($('opponent'));
  keep();
  await engineTurn();
}

// ANSWER, a move's, is the new position: the requests of the old one are given up.
function push(answer, byEngine) {
  session.change();
  state.moves.push(answer.move);
  state.ats.push(answer.at);
  state.notes.push(byEngine ? answer.notes ?? [] : null);
  state.views.push(answer);
  state.dropped = true;
  note(answer.notes);
  if (answer.status !== 'playing' && answer.utility != null) scoreTheEnd(answer);
  else countEnd(snapshot());
  keep();
}

// Scores the end of a game whose utilities are final values (the tree game) against best play
// from where the game began, counts it, and shows it.
async function scoreTheEnd(end) {
  const id = state.id;
  const best = await bestValue(state.game.name, state.options, state.views[0]);
  if (id !== state.id || current() !== end) return; // another game, or the move was taken back
  state.score = { position: end.position, ...scoreOf(end, best, state.humanSeat === 0) };
  if (state.score.result) recordResult(state.id, state.score.result);
  if (!state.busy) tell(end, false, state.moves.length);
}

export async function humanMove(move) {
  if (state.busy || !humanToMove() || state.replay !== null) return;
  warn('');
  state.engineLine = '';
  state.busy = true;
  let answer;
  try {
    answer = await session.ask((signal) => api.move(state.game.name, request({ move }), { signal }));
  } catch (error) {
    if (isStale(error)) return; // another game or position took over: it says what is to say
    state.busy = false;
    warn(error.message);
    await render();
    return;
  }
  state.busy = false;
  push(answer, false);
  await engineTurn();
}

export async function engineTurn() {
  const token = session.token();
  if (!playing() || humanToMove()) {
    await render();
    focusBoard();
    return;
  }
  state.busy = true;
  await render();
  if (!session.current(token)) return;
  say(t('page.status.thinking'));
  $('board').classList.add('thinking');
  let answer;
  try {
    answer = await session.ask((signal) => api.move(state.game.name, request({ agent: state.agent, seed: Date.now() % 1e9 }), { signal }), token);
  } catch (error) {
    if (isStale(error)) return;
    warn(error.message);
  }
  state.busy = false;
  $('board').classList.remove('thinking');
  if (answer) {
    push(answer, true);
    warn('');
    state.engineLine = t('page.status.engine-played', answer.move);
  }
  await render();
  focusBoard();
}

// Takes back the player's last move and the engine's replies after it; while the engine thinks,
// its answer is given up with the move it answers.
export async function undo() {
  let last = state.moves.length - 1;
  while (last >= 0 && state.views[last].toMove !== humanName()) last--;
  if (last < 0) {
    warn(t('page.undo.nothing'));
    return;
  }
  begin();
  state.moves.length = last;
  state.ats.length = last;
  state.notes.length = last;
  state.views.length = last + 1;
  state.dropped = false;
  state.resigned = false;
  state.engineLine = '';
  warn('');
  note([]);
  if (!current().board) {
    try {
      state.views[last] = await session.ask((signal) => api.view(state.game.name, request(), { signal }));
    } catch (error) {
      if (isStale(error)) return;
      warn(error.message);
    }
  }
  keep();
  await render();
}

// The player gives up: a loss, counted once.
export async function resign() {
  if (!playing()) return;
  begin();
  state.resigned = true;
  countEnd(snapshot());
  keep();
  await render();
}

// The engine takes the player's side from the position on the board, the player the other.
export async function swapSides() {
  if (!playing()) return;
  begin();
  state.humanSeat = 1 - state.humanSeat;
  $('side').value = side();
  state.engineLine = '';
  keep();
  await engineTurn();
}

// The game is over: a new one, the player on the other side.
export function playOtherSide() {
  $('side').value = state.humanSeat === 0 ? 'second' : 'first';
  newGame();
}

// Shows the position after N moves, read-only; at the last one (or N null), the game again.
export async function replayAt(n) {
  const count = state.moves.length;
  state.replay = n === null || n >= count ? null : Math.max(0, n);
  const shown = state.replay;
  if (shown !== null && !state.views[shown].board) {
    try {
      const past = state.views[shown];
      state.views[shown] = await session.ask((signal) => api.view(state.game.name, { options: state.options, position: past.position, toMove: past.toMove }, { signal }));
    } catch (error) {
      if (isStale(error)) return;
      warn(error.message);
    }
  }
  await render();
}

// After a move and the engine's answer the board has the focus again, unless the player is busy
// elsewhere on the page (a menu, a field): focus on the page's body came from a redrawn cell.
function focusBoard() {
  const board = $('board');
  const active = document.activeElement;
  if (active && active !== document.body && !board.contains(active)) return;
  if (typeof boards.focusBoard === 'function') {
    boards.focusBoard(board);
    return;
  }
  if (!board.hasAttribute('tabindex')) board.tabIndex = -1;
  board.focus({ preventScroll: true });
}

function statusText() {
  const view = current();
  if (!view) return t('page.status.fix-options');
  if (state.resigned) return t('page.status.resigned');
  if (view.status === 'drawn') return t('page.status.drawn');
  if (view.utility != null) return scoredText(view);
  if (view.status === 'won') return t(view.winner === humanName() ? 'page.status.you-win' : 'page.status.engine-wins');
  return humanToMove() ? t('page.status.your-move', playerTitle(humanName())) : t('page.status.engine-to-move');
}

export async function render() {
  const token = session.token();
  const live = current();
  const replaying = state.replay !== null && Boolean(state.views[state.replay]?.board);
  const view = replaying ? state.views[state.replay] : live;
  const canMove = !replaying && humanToMove() && !state.busy;
  let analysis = null;
  if ($('analysis').checked && canMove) {
    try {
      analysis = await session.ask((signal) => api.analyze(state.game.name, request(), { signal }), token);
    } catch (error) {
      if (isStale(error)) return; // a newer position draws itself
      warn(error.message);
    }
  }
  if (!session.current(token)) return;
  const shown = replaying ? state.replay : state.moves.length;
  if (view) {
    boards.drawBoard($('board'), view, { canMove, analysis, onMove: humanMove, last: state.ats[shown - 1], dropped: !replaying && state.dropped, players: state.game.players, controls: $('board-controls') });
    if (!replaying) state.dropped = false;
  } else {
    $('board').replaceChildren();
    $('board-controls').replaceChildren();
    $('board-controls').hidden = true;
    delete $('board').dataset.position;
  }
  $('board').dataset.game = state.game.name; // the game the board is of (tests wait for it)
  $('board').setAttribute('aria-label', t('page.board.label', state.game.title));
  $('zoom').hidden = !boards.isZoomable(view);
  $('board').style.setProperty('--zoom', boards.isZoomable(view) ? ZOOMS[state.zoom] : 1);
  $('zoom-out').disabled = state.zoom === 0;
  $('zoom-in').disabled = state.zoom === ZOOMS.length - 1;
  $('legend').hidden = !analysis;
  showBestMoves($('best-moves'), analysis, view, humanMove);
  if (analysis && !analysis.exact) note([t('page.analysis.not-exact')]);
  tell(live, replaying, shown);
  if (!state.busy) hooks.rendered(); // main.js: the classroom follows a new position
}

// Everything beside the board: the turn and the sides, the engine's last move, the result, the
// move list and the replay's buttons, what may be done now, the scoreboard.
function tell(live, replaying, shown) {
  if (!state.busy) say(statusText());
  $('engine-line').textContent = state.engineLine;
  showSides($('sides'), { players: state.game.players, human: state.humanSeat, view: live, playing: playing() });
  const score = live?.utility != null && !state.resigned && state.score?.position === live.position ? state.score : null;
  if (score) showResult($('result'), $('result-text'), score.key, score.values);
  else showResult($('result'), $('result-text'), state.busy || live?.utility != null ? null : resultKey(live, humanName(), state.resigned));
  const count = state.moves.length;
  drawMoves($('move-list'), {
    moves: state.moves,
    movers: state.notes.map((n) => (n === null ? 'you' : 'engine')),
    glyphs: state.views.slice(0, count).map((v) => boards.markOfPlayer(live?.board, state.game.players, v.toMove)?.glyph
      ?? (live?.board?.kind === 'grid' && v.toMove.length === 1 ? v.toMove : null)),
    notes: state.notes,
    shown,
    board: live?.board,
    onPick: replayAt,
  });
  $('replay-note').textContent = replayText(shown, count, replaying);
  $('replay-first').disabled = shown === 0;
  $('replay-back').disabled = shown === 0;
  $('replay-forward').disabled = shown >= count;
  $('replay-last').disabled = shown >= count;
  $('replay-exit').hidden = !replaying;
  $('undo').disabled = state.moves.length === 0;
  $('resign').disabled = !playing();
  $('swap').disabled = !playing();
  $('share').disabled = !live;
  showScore($('scoreboard'));
}
