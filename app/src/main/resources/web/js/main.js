// The page: one game at a time between the player and an engine. Everything it knows of the games
// comes from the server's registry (GET /api/games): their names, options, players, engines and
// boards. The server keeps no state: the page holds the moves and the view of the position after
// each, and sends the position with every request. Its texts are in the language of the menu
// (or the browser's): i18n.js.
import * as api from './api.js';
import { showBestMoves } from './analysis-list.js';
import { drawBoard, isZoomable, valueText } from './board.js';
import { Classroom } from './classroom/classroom.js';
import { chooseLanguage, currentLanguage, has, loadTexts, offeredLanguages, t, translatePage } from './i18n.js';
import { readLink } from './link.js';
import { buildOptions, readOptions, writeOptions } from './options.js';
import { loadScores, recordResult, resetScores, scoreText } from './scores.js';

const $ = (id) => document.getElementById(id);

const state = {
  games: [],      // what GET /api/games describes
  game: null,     // the game being played
  options: {},    // its options, as the API takes them
  opponent: 'perfect',
  engines: [],    // the engines the game offers with its options (a large board offers fewer)
  humanSeat: 0,   // 0: the player moves first; 1: second
  views: [],      // views[i]: the position before moves[i] (its board, moves, status); the last is now
  moves: [],
  ats: [],        // ats[i]: where moves[i] was played on the board
  busy: false,
  dropped: false, // the last move was just played: let it fall
  analysis: null,
  zoom: 0,        // index in ZOOMS of a large grid's zoom
  traceNodes: 0,  // the most nodes the server traces
};

const ZOOMS = [1, 1.5, 2, 3];

const current = () => state.views[state.views.length - 1];
const humanName = () => state.game.players[state.humanSeat];
const humanToMove = () => current()?.status === 'playing' && current().toMove === humanName();

function request(extra = {}) {
  return { options: state.options, position: current().position, toMove: current().toMove, ...extra };
}

function say(text) { $('status').textContent = text; }
function warn(text) { $('message').textContent = text; }
function note(lines) { $('notes').textContent = (lines ?? []).join(' '); }

// Players are data (the server's toMove and winner name them so), but the registry's default
// names, first and second, are words: the page says them in its language.
function playerTitle(name) {
  return has(`page.player.${name}`) ? t(`page.player.${name}`) : name;
}

// Engines are named as they are typed on the command line (perfect, minimax...), in every language.
function engineName(agent) {
  const names = { perfect: 'perfect', alphabeta: 'alpha-beta', minimax: 'minimax', heuristic: 'heuristic', random: 'random' };
  return names[agent] ?? agent.replace(':', ' ');
}

// The opponent menu: the engines the game offers with its options, as the server says (the
// games' list for their first options, a view for others); the one chosen stays when offered.
function offerEngines(agents) {
  state.engines = agents;
  const opponent = $('opponent');
  const chosen = opponent.value;
  opponent.replaceChildren();
  for (const agent of agents.flatMap((a) => (a === 'depth:N' ? ['depth:2', 'depth:4', 'depth:6'] : [a]))) {
    opponent.append(new Option(engineName(agent), agent));
  }
  if ([...opponent.options].some((o) => o.value === chosen)) opponent.value = chosen;
}

// Options changed: the engines may have too. Options that make no game are said by New game.
async function optionsChanged() {
  try {
    offerEngines((await api.view(state.game.name, { options: readOptions($('options')) })).agents);
  } catch {
    // nothing to offer until the options make a game
  }
}

function buildMenus() {
  const game = state.game;
  $('summary').textContent = `${game.title}: ${game.summary}.`;
  buildOptions($('options'), game.options);
  $('opponent').replaceChildren();
  offerEngines(game.agents);
  const side = $('side');
  side.replaceChildren(new Option(playerTitle(game.players[0]), 'first'), new Option(playerTitle(game.players[1]), 'second'));
}

function chooseGame(name) {
  state.game = state.games.find((g) => g.name === name);
  $('game').value = name;
  buildMenus();
}

async function newGame() {
  warn('');
  note([]);
  state.options = readOptions($('options'));
  state.humanSeat = $('side').value === 'first' ? 0 : 1;
  state.moves = [];
  state.ats = [];
  state.analysis = null;
  state.dropped = false;
  try {
    state.views = [await api.view(state.game.name, { options: state.options })];
    offerEngines(state.views[0].agents);
    state.opponent = $('opponent').value;
  } catch (error) {
    warn(error.message); // the options make no game: say why, and wait for new ones
    state.views = [];
    await render();
    return;
  }
  await engineTurn();
}

function push(answer) {
  state.moves.push(answer.move);
  state.ats.push(answer.at);
  state.views.push(answer);
  state.dropped = true;
  note(answer.notes);
  if (answer.status !== 'playing') {
    recordResult(answer.winner === null ? 'draw' : answer.winner === humanName() ? 'win' : 'loss');
  }
}

async function humanMove(move) {
  if (state.busy || !humanToMove()) return;
  warn('');
  state.busy = true;
  try {
    push(await api.move(state.game.name, request({ move })));
    await engineTurn(true);
  } catch (error) {
    warn(error.message);
  } finally {
    state.busy = false;
    await render();
  }
}

async function engineTurn(alreadyBusy = false) {
  if (current()?.status === 'playing' && !humanToMove()) {
    state.busy = true;
    await render();
    say(t('page.status.thinking'));
    $('board').classList.add('thinking');
    try {
      const answer = await api.move(state.game.name, request({ agent: state.opponent, seed: Date.now() % 1e9 }));
      push(answer);
      warn('');
      say(t('page.status.engine-played', answer.move));
    } catch (error) {
      warn(error.message);
    } finally {
      $('board').classList.remove('thinking');
      if (!alreadyBusy) state.busy = false;
    }
  }
  if (!alreadyBusy) await render();
}

async function undo() {
  if (state.busy) return;
  // Take back the player's last move and the engine's replies after it.
  let last = state.moves.length - 1;
  while (last >= 0 && state.views[last].toMove !== humanName()) last--;
  if (last < 0) {
    warn(t('page.undo.nothing'));
    return;
  }
  state.moves.length = last;
  state.ats.length = last;
  state.views.length = last + 1;
  state.dropped = false;
  if (!current().board) {
    state.views[last] = await api.view(state.game.name, request());
  }
  warn('');
  note([]);
  await render();
}

function statusText() {
  const view = current();
  if (!view) return t('page.status.fix-options');
  if (view.status === 'drawn') return t('page.status.drawn');
  if (view.status === 'won') return t(view.winner === humanName() ? 'page.status.you-win' : 'page.status.engine-wins');
  return humanToMove() ? t('page.status.your-move', playerTitle(humanName())) : t('page.status.engine-to-move');
}

async function render() {
  const view = current();
  const showAnalysis = $('analysis').checked && humanToMove() && !state.busy;
  state.analysis = null;
  if (showAnalysis) {
    try {
      state.analysis = await api.analyze(state.game.name, request());
    } catch (error) {
      warn(error.message);
    }
  }
  if (view) {
    drawBoard($('board'), view, {
      canMove: humanToMove() && !state.busy,
      analysis: state.analysis,
      onMove: humanMove,
      last: state.ats[state.ats.length - 1],
      dropped: state.dropped,
    });
    state.dropped = false;
  } else {
    $('board').replaceChildren();
  }
  $('board').setAttribute('aria-label', t('page.board.label', state.game.title));
  $('zoom').hidden = !isZoomable(view);
  $('board').style.setProperty('--zoom', isZoomable(view) ? ZOOMS[state.zoom] : 1);
  $('zoom-out').disabled = state.zoom === 0;
  $('zoom-in').disabled = state.zoom === ZOOMS.length - 1;
  $('legend').hidden = !state.analysis;
  showBestMoves($('best-moves'), state.analysis, view, humanMove);
  if (state.analysis && !state.analysis.exact) {
    note([t('page.analysis.not-exact')]);
  }
  if (!state.busy) say(statusText());
  $('undo').disabled = state.busy || state.moves.length === 0;
  $('scoreboard').textContent = scoreText(loadScores());
  if (!state.busy) classroom.refresh(); // only while it is open, and only for a new position
}

const classroom = new Classroom({
  trace: api.trace,
  compare: api.compare,
  context: () => ({ game: state.game, options: state.options, view: current(), traceNodes: state.traceNodes }),
  use: (position) => startAt(position),
});

async function download() {
  try {
    const text = await api.save({
      game: state.game.name,
      options: state.options,
      first: state.humanSeat === 0 ? 'human' : state.opponent,
      second: state.humanSeat === 0 ? state.opponent : 'human',
      moves: state.moves,
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([typeof text === 'string' ? text : JSON.stringify(text, null, 2)], { type: 'application/json' }));
    link.download = `zerosum-${state.game.name}.json`;
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
    chooseGame(saved.game);
    writeOptions($('options'), saved.options);
    state.options = readOptions($('options'));
    offerEngines(saved.agents);
    const humanFirst = saved.first === 'human' || saved.second !== 'human';
    const engine = humanFirst ? saved.second : saved.first;
    if ([...$('opponent').options].some((o) => o.value === engine)) $('opponent').value = engine;
    $('side').value = humanFirst ? 'first' : 'second';
    state.opponent = $('opponent').value;
    state.humanSeat = humanFirst ? 0 : 1;
    state.moves = saved.moves;
    state.ats = saved.moves.map(() => undefined);
    // Only the last position's view comes with the file; undo asks for the others.
    state.views = saved.positions.map((position, i) => ({ position, toMove: saved.toMoves[i], status: 'playing' }));
    state.views[state.views.length - 1] = saved.view;
    say(t('page.status.loaded', file.name));
    await engineTurn();
  } catch (error) {
    warn(error.message);
    await render();
  }
}

function keys(event) {
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(event.target.tagName) || !humanToMove()) return;
  if (event.target.closest?.('#classroom')) return; // the classroom's keys step through its search
  const move = current().moves.find((m) => m.move === event.key);
  if (move) humanMove(move.move);
}

// Writes the page's texts, and the games' (titles, summaries, options: the server's words for
// people, in the page's language), keeping the game being played and the choices made.
function showTexts() {
  translatePage();
  const languages = $('language');
  languages.replaceChildren(...offeredLanguages().map((l) => new Option(l.name, l.tag)));
  languages.value = currentLanguage();
  const menu = $('game');
  menu.replaceChildren(...state.games.map((game) => new Option(game.title, game.name)));
  $('tagline').textContent = t('page.tagline', state.games.map((g) => g.title).join(', '));
  if (state.game) {
    const [options, engines, opponent, side] = [readOptions($('options')), state.engines, $('opponent').value, $('side').value];
    chooseGame(state.game.name);
    writeOptions($('options'), options);
    offerEngines(engines);
    $('opponent').value = opponent;
    $('side').value = side;
  }
}

async function listGames() {
  const answer = await api.games();
  state.games = answer.games;
  state.traceNodes = answer.traceNodes;
  state.game = state.game && state.games.find((g) => g.name === state.game.name);
}

async function switchLanguage() {
  try {
    await chooseLanguage($('language').value, api.messages);
    await listGames();
  } catch (error) {
    warn(error.message);
    return;
  }
  showTexts();
  classroom.translate();
  await render();
}

async function start() {
  try {
    await loadTexts(api.messages);
  } catch (error) {
    warn(error.message); // without texts, the server's words are all there is to say
    return;
  }
  translatePage();
  say(t('page.status.loading'));
  try {
    await listGames();
  } catch (error) {
    warn(t('page.error.games', error.message));
    return;
  }
  showTexts();
  classroom.translate();
  const link = readLink(location, state.games);
  chooseGame(link.game ?? state.games[0].name);
  if (link.options) writeOptions($('options'), link.options);
  if (link.position) await startAt(link.position, link.toMove);
  else await newGame();
  if (link.open) await classroom.open(link);
}

// Starts at POSITION rather than at the start, the player to move there being the person, so
// that nobody moves before the classroom shows it.
async function startAt(position, toMove) {
  state.options = readOptions($('options'));
  try {
    const view = await api.view(state.game.name, { options: state.options, position, toMove });
    state.humanSeat = Math.max(0, state.game.players.indexOf(view.toMove));
    $('side').value = state.humanSeat === 0 ? 'first' : 'second';
    state.opponent = $('opponent').value;
    state.moves = [];
    state.ats = [];
    state.views = [view];
    await render();
  } catch (error) {
    await newGame();
    warn(error.message); // the link's position is not one of this game's: say why
  }
}

$('language').addEventListener('change', switchLanguage);
$('new-game').addEventListener('click', newGame);
$('game').addEventListener('change', () => { chooseGame($('game').value); newGame(); });
$('options').addEventListener('change', optionsChanged);
$('undo').addEventListener('click', undo);
$('zoom-in').addEventListener('click', () => { state.zoom = Math.min(state.zoom + 1, ZOOMS.length - 1); render(); });
$('zoom-out').addEventListener('click', () => { state.zoom = Math.max(state.zoom - 1, 0); render(); });
$('analysis').addEventListener('change', render);
$('open-classroom').addEventListener('click', () => classroom.open());
$('download').addEventListener('click', download);
$('upload').addEventListener('change', upload);
$('reset-score').addEventListener('click', () => { resetScores(); render(); });
document.addEventListener('keydown', keys);
start();

export { valueText };
