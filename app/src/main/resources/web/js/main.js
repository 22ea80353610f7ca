// The page: one game at a time between the player and an engine. The server keeps no state: the
// page holds the moves and the position after each, and sends the position with every request.
import * as api from './api.js';
import { drawNim, drawTicTacToe } from './board.js';
import { loadScores, recordResult, resetScores, scoreText } from './scores.js';

const $ = (id) => document.getElementById(id);

const TREE_LIMIT = { tictactoe: 5, nim: 6 }; // most empty cells / objects a tree is drawn for

const state = {
  game: 'tictactoe',
  piles: '1,3,5,7',
  misere: false,
  opponent: 'perfect',
  humanFirst: true,
  positions: [],  // positions[i] is before moves[i]; the last is the current position
  toMove: [],     // who is to move in positions[i]
  moves: [],
  status: 'playing',
  winner: null,
  busy: false,
  analysis: null,
};

const firstName = () => (state.game === 'tictactoe' ? 'X' : 'first');
const secondName = () => (state.game === 'tictactoe' ? 'O' : 'second');
const humanName = () => (state.humanFirst ? firstName() : secondName());
const current = () => state.positions[state.positions.length - 1];
const currentToMove = () => state.toMove[state.toMove.length - 1];
const humanToMove = () => state.status === 'playing' && currentToMove() === humanName();

function request(extra = {}) {
  const body = { position: current(), ...extra };
  if (state.game === 'nim') {
    body.toMove = currentToMove();
    body.misere = state.misere;
  }
  return body;
}

function say(text) { $('status').textContent = text; }
function warn(text) { $('message').textContent = text; }

function startPosition() {
  if (state.game === 'tictactoe') return '.........';
  return state.piles.split(',').map((p) => p.trim()).join(',');
}

async function newGame() {
  warn('');
  state.game = $('game').value;
  state.piles = $('piles').value;
  state.misere = $('misere').checked;
  state.opponent = $('opponent').value;
  state.humanFirst = $('side').value === 'first';
  document.body.classList.toggle('nim', state.game === 'nim');
  state.positions = [startPosition()];
  state.toMove = [firstName()];
  state.moves = [];
  state.status = 'playing';
  state.winner = null;
  state.analysis = null;
  if (state.game === 'nim') {
    try {
      await api.analyze('nim', request()); // checks the piles before the game starts
    } catch (error) {
      warn(error.message);
      state.status = 'invalid';
      render();
      return;
    }
  }
  await engineTurn();
}

async function play(move, agent) {
  const answer = await api.move(state.game, request(agent ? { agent, seed: Date.now() % 1e9 } : { move }));
  state.moves.push(answer.move);
  state.positions.push(answer.position);
  state.toMove.push(answer.toMove);
  state.status = answer.status;
  state.winner = answer.winner;
  if (state.status !== 'playing') {
    recordResult(state.winner === null ? 'draw' : state.winner === humanName() ? 'win' : 'loss');
  }
  return answer;
}

async function humanMove(move) {
  if (state.busy || !humanToMove()) return;
  warn('');
  state.busy = true;
  try {
    await play(move);
    await engineTurn(true);
  } catch (error) {
    warn(error.message);
  } finally {
    state.busy = false;
    await render();
  }
}

async function engineTurn(alreadyBusy = false) {
  if (state.status === 'playing' && !humanToMove()) {
    state.busy = true;
    say('The engine is thinking…');
    try {
      const answer = await play(undefined, state.opponent);
      warn('');
      say(`The engine played ${answer.move}.`);
    } catch (error) {
      warn(error.message);
    } finally {
      if (!alreadyBusy) state.busy = false;
    }
  }
  if (!alreadyBusy) await render();
}

function undo() {
  if (state.busy) return;
  // Take back the player's last move and the engine's reply after it.
  let last = state.moves.length - 1;
  while (last >= 0 && state.toMove[last] !== humanName()) last--;
  if (last < 0) {
    warn('Nothing to undo: you have not moved yet.');
    return;
  }
  state.moves.length = last;
  state.positions.length = last + 1;
  state.toMove.length = last + 1;
  state.status = 'playing';
  state.winner = null;
  warn('');
  render();
}

function statusText() {
  if (state.status === 'invalid') return 'Fix the piles, then start a new game.';
  if (state.status === 'drawn') return 'A draw.';
  if (state.status === 'won') return state.winner === humanName() ? 'You win!' : 'The engine wins.';
  return humanToMove() ? `Your move (${humanName()}).` : 'The engine is to move.';
}

async function render() {
  const showAnalysis = $('analysis').checked && humanToMove();
  state.analysis = null;
  if (showAnalysis) {
    try {
      state.analysis = await api.analyze(state.game, request());
    } catch (error) {
      warn(error.message);
    }
  }
  const draw = state.game === 'tictactoe' ? drawTicTacToe : drawNim;
  if (state.positions.length > 0) {
    draw($('board'), current(), { canMove: humanToMove() && !state.busy, analysis: state.analysis, onMove: humanMove });
  }
  $('legend').hidden = !state.analysis;
  $('board').setAttribute('aria-label', state.game === 'tictactoe' ? 'tic-tac-toe board' : 'Nim piles');
  if (!state.busy) say(statusText());
  $('undo').disabled = state.busy || state.moves.length === 0;
  $('scoreboard').textContent = scoreText(loadScores());
  if (!$('tree-panel').hidden) await showTree();
}

function treeSize() {
  const position = current();
  if (state.game === 'tictactoe') return [...position].filter((c) => c === '.').length;
  return position.split(',').reduce((sum, p) => sum + Number(p), 0);
}

async function showTree() {
  const panel = $('tree-panel');
  panel.hidden = false;
  if (treeSize() > TREE_LIMIT[state.game]) {
    $('tree').textContent = `The tree is drawn for small positions: at most ${TREE_LIMIT[state.game]} `
      + (state.game === 'tictactoe' ? 'empty cells.' : 'objects left.') + ' Play on and it appears.';
    return;
  }
  try {
    const answer = await api.tree(state.game, request({ algorithm: 'alphabeta', format: 'svg' }));
    $('tree').innerHTML = answer.svg;
  } catch (error) {
    $('tree').textContent = error.message;
  }
}

async function download() {
  try {
    const body = {
      game: state.game,
      first: state.humanFirst ? 'human' : state.opponent,
      second: state.humanFirst ? state.opponent : 'human',
      moves: state.moves,
    };
    if (state.game === 'nim') {
      body.piles = state.positions[0].split(',').map(Number);
      body.misere = state.misere;
    }
    const text = await api.save(body);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([typeof text === 'string' ? text : JSON.stringify(text, null, 2)], { type: 'application/json' }));
    link.download = `zerosum-${state.game}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  } catch (error) {
    warn(error.message);
  }
}

async function upload(event) {
  const file = event.target.files[0];
  event.target.value = '';
  if (!file) return;
  warn('');
  try {
    const saved = await api.load(file.name, await file.text());
    $('game').value = saved.game;
    document.body.classList.toggle('nim', saved.game === 'nim');
    if (saved.game === 'nim') {
      $('piles').value = saved.piles.join(',');
      $('misere').checked = saved.misere;
    }
    const humanFirst = saved.first === 'human' || saved.second !== 'human';
    const engine = humanFirst ? saved.second : saved.first;
    if ([...$('opponent').options].some((o) => o.value === engine)) $('opponent').value = engine;
    $('side').value = humanFirst ? 'first' : 'second';
    Object.assign(state, {
      game: saved.game, piles: $('piles').value, misere: saved.misere, opponent: $('opponent').value,
      humanFirst, positions: saved.positions, moves: saved.moves, winner: null,
    });
    state.toMove = saved.positions.map((_, i) => (i % 2 === 0 ? firstName() : secondName()));
    const after = await api.analyze(state.game, request());
    state.status = after.moves.length === 0 ? (after.outcome === 'draw' ? 'drawn' : 'won') : 'playing';
    if (state.status === 'won') state.winner = currentToMove() === firstName() ? secondName() : firstName();
    say(`Loaded ${file.name}.`);
    await engineTurn();
  } catch (error) {
    warn(error.message);
    await render();
  }
}

function keys(event) {
  if (state.game !== 'tictactoe' || event.target.tagName === 'INPUT' || event.target.tagName === 'SELECT') return;
  if (event.key >= '1' && event.key <= '9' && current()[Number(event.key) - 1] === '.') humanMove(event.key);
}

$('new-game').addEventListener('click', newGame);
$('game').addEventListener('change', newGame);
$('undo').addEventListener('click', undo);
$('analysis').addEventListener('change', render);
$('show-tree').addEventListener('click', showTree);
$('download').addEventListener('click', download);
$('upload').addEventListener('change', upload);
$('reset-score').addEventListener('click', () => { resetScores(); render(); });
document.addEventListener('keydown', keys);
newGame();
