// The page: one game at a time between the player and an engine. Everything it knows of the games
// comes from the server's registry (GET /api/games): their names, options, players, engines and
// boards. The server keeps no state: the page holds the moves and the view of the position after
// each, and sends the position with every request (play/game.js plays the game). Its texts are in
// the language of the menu (or the browser's): i18n.js. The game in progress is kept in the
// browser (play/store.js) and can be carried in a link (play/share.js).
import * as api from './api.js';
import { valueText } from './board.js';
import { Classroom } from './classroom/classroom.js';
import { chooseLanguage, currentLanguage, loadTexts, offeredLanguages, t, translatePage } from './i18n.js';
import { readLink } from './link.js';
import { buildOptions, readOptions, writeOptions } from './options.js';
import {
  $, ZOOMS, begin, clearGame, current, engineTurn, hooks, humanMove, humanName, humanToMove, keep, newGame, offer,
  playOtherSide, render, replayAt, resign, say, session, side, state, swapSides, undo, warn,
} from './play/game.js';
import { agentOf, chooseAgent, chooseOpponent, describeOpponent, offerOpponents } from './play/opponents.js';
import { isStale } from './play/session.js';
import { writePlayLink } from './play/share.js';
import { keptGame, newGameId, saveDocument } from './play/store.js';
import { playerTitle } from './play/story.js';
import { resetScores } from './scores.js';

// Options changed: the engines may have too. Options that make no game are said by New game.
async function optionsChanged() {
  const game = state.game.name;
  try {
    const view = await api.view(game, { options: readOptions($('options')) });
    if (state.game.name === game) offer(view);
  } catch {
    // nothing to offer until the options make a game
  }
}

function buildMenus() {
  const game = state.game;
  $('summary').textContent = `${game.title}: ${game.summary}.`;
  buildOptions($('options'), game.options);
  $('opponent').replaceChildren();
  offer(game);
  $('side').replaceChildren(new Option(playerTitle(game.players[0]), 'first'), new Option(playerTitle(game.players[1]), 'second'));
}

function chooseGame(name) {
  state.game = state.games.find((g) => g.name === name);
  $('game').value = name;
  buildMenus();
}

const classroom = new Classroom({
  trace: api.trace,
  compare: api.compare,
  context: () => ({ game: state.game, options: state.options, view: current(), traceNodes: state.traceNodes }),
  use: (position) => startAt(position),
});

async function download() {
  try {
    const [first, second] = state.humanSeat === 0 ? ['human', state.agent] : [state.agent, 'human'];
    const text = await api.save({ game: state.game.name, options: state.options, first, second, moves: state.moves });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([typeof text === 'string' ? text : JSON.stringify(text, null, 2)], { type: 'application/json' }));
    link.download = `zerosum-${state.game.name}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  } catch (error) {
    warn(error.message);
  }
}

// Plays on from SAVED, a load's answer (a file, a kept game, a link): its moves, the position
// after each, and the last position's view.
function adopt(saved, humanFirst) {
  state.humanSeat = humanFirst ? 0 : 1;
  $('side').value = side();
  state.moves = saved.moves;
  state.ats = saved.moves.map(() => undefined);
  // Only the last position's view comes with the file; undo and the replay ask for the others.
  state.views = saved.positions.map((position, i) => ({ position, toMove: saved.toMoves[i], status: 'playing' }));
  state.views[state.views.length - 1] = saved.view;
  state.notes = saved.moves.map((_, i) => (saved.toMoves[i] === humanName() ? null : []));
}

async function upload(event) {
  const file = event.target.files[0];
  event.target.value = '';
  if (!file) return;
  begin();
  state.busy = true; // the game on the board waits for the file's
  const text = await file.text();
  try {
    const saved = await session.ask((signal) => api.load(file.name, text, { signal }));
    chooseGame(saved.game);
    writeOptions($('options'), saved.options);
    clearGame();
    state.options = readOptions($('options'));
    offer({ ...saved.view, agents: saved.agents });
    const humanFirst = saved.first === 'human' || saved.second !== 'human';
    chooseAgent($('opponent'), $('opponent-about'), humanFirst ? saved.second : saved.first);
    state.opponent = $('opponent').value;
    state.agent = agentOf($('opponent'));
    state.id = newGameId();
    adopt(saved, humanFirst);
    state.busy = false;
    keep();
    say(t('page.status.loaded', file.name));
    await engineTurn();
  } catch (error) {
    if (isStale(error)) return;
    state.busy = false;
    warn(error.message);
    await render();
  }
}

// Plays on from KEPT ({ game, options, side, opponent, agent, moves, id, resigned }: a game kept
// in the browser, or a link's), its moves replayed through the server, which checks them; NAME
// is what a message calls it.
async function restore(kept, name) {
  begin();
  chooseGame(kept.game);
  writeOptions($('options'), kept.options ?? {});
  clearGame();
  state.options = readOptions($('options'));
  $('side').value = kept.side === 'second' ? 'second' : 'first';
  try {
    const start = await session.ask((signal) => api.view(state.game.name, { options: state.options }, { signal }));
    offer(start);
    if (!chooseOpponent($('opponent'), $('opponent-about'), kept.opponent) && kept.agent) chooseAgent($('opponent'), $('opponent-about'), kept.agent);
    state.opponent = $('opponent').value;
    state.agent = agentOf($('opponent'));
    const save = saveDocument({ game: state.game.name, options: state.options, side: $('side').value, agent: state.agent, moves: kept.moves ?? [] });
    const saved = await session.ask((signal) => api.load(name, JSON.stringify(save), { signal }));
    adopt(saved, $('side').value === 'first');
    state.busy = false;
  } catch (error) {
    if (isStale(error)) return;
    await newGame();
    warn(error.message); // the moves are not this game's: say why, and start afresh
    return;
  }
  state.id = kept.id ?? newGameId();
  state.resigned = kept.resigned === true;
  keep();
  await engineTurn();
}

// Writes a link that holds the game as it is, and copies it when the browser lets the page.
async function share() {
  const link = writePlayLink(location, { game: state.game.name, options: state.options, moves: state.moves, side: side(), opponent: state.opponent });
  $('share-field').hidden = false;
  $('share-link').value = link;
  $('share-link').select();
  try {
    await navigator.clipboard.writeText(link);
    $('share-note').textContent = t('page.share.copied');
  } catch {
    $('share-note').textContent = t('page.share.copy');
  }
}

function keys(event) {
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(event.target.tagName) || !humanToMove() || state.replay !== null) return;
  if (event.target.closest?.('#classroom, #move-list')) return; // the classroom's keys step through its search
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
  $('game').replaceChildren(...state.games.map((game) => new Option(game.title, game.name)));
  $('tagline').textContent = t('page.tagline', state.games.map((g) => g.title).join(', '));
  if (state.game) {
    const [options, opponent, chosenSide] = [readOptions($('options')), $('opponent').value, $('side').value];
    chooseGame(state.game.name);
    writeOptions($('options'), options);
    offerOpponents($('opponent'), $('opponent-about'), state.offer);
    chooseOpponent($('opponent'), $('opponent-about'), opponent);
    $('side').value = chosenSide;
    optionsChanged(); // the levels' titles in the new language
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
  const kept = keptGame();
  if (link.game && !link.open && !link.position && (link.moves || link.side || link.level)) {
    history.replaceState(null, '', location.pathname); // a reload plays on from the game kept
    await restore({ game: link.game, options: link.options, side: link.side, opponent: link.level, moves: link.moves }, t('page.restore.link'));
    if (link.level && $('opponent').value !== link.level) link.problems.push(t('page.link.unknown-level', link.level));
    if (link.problems.length) warn(link.problems.join(' '));
    return;
  }
  if (!link.game && !link.open && kept && state.games.some((g) => g.name === kept.game)) {
    await restore(kept, t('page.restore.kept'));
    return;
  }
  chooseGame(link.game ?? state.games[0].name);
  if (link.options) writeOptions($('options'), link.options);
  if (link.position) await startAt(link.position, link.toMove);
  else await newGame();
  if (link.problems.length) warn(link.problems.join(' '));
  if (link.open) await classroom.open(link);
}

// Starts at POSITION rather than at the start, the player to move there being the person, so
// that nobody moves before the classroom shows it.
async function startAt(position, toMove) {
  begin();
  clearGame();
  state.options = readOptions($('options'));
  try {
    const view = await session.ask((signal) => api.view(state.game.name, { options: state.options, position, toMove }, { signal }));
    state.humanSeat = Math.max(0, state.game.players.indexOf(view.toMove));
    $('side').value = side();
    state.opponent = $('opponent').value;
    state.agent = agentOf($('opponent'));
    state.id = newGameId();
    state.views = [view];
    state.busy = false;
    keep();
    await render();
  } catch (error) {
    if (isStale(error)) return;
    await newGame();
    warn(error.message); // the link's position is not one of this game's: say why
  }
}

$('language').addEventListener('change', switchLanguage);
$('new-game').addEventListener('click', newGame);
$('result-new').addEventListener('click', newGame);
$('result-swap').addEventListener('click', playOtherSide);
$('game').addEventListener('change', () => { chooseGame($('game').value); newGame(); });
$('options').addEventListener('change', optionsChanged);
$('opponent').addEventListener('change', () => describeOpponent($('opponent'), $('opponent-about')));
$('undo').addEventListener('click', undo);
$('resign').addEventListener('click', resign);
$('swap').addEventListener('click', swapSides);
$('share').addEventListener('click', share);
$('replay-first').addEventListener('click', () => replayAt(0));
$('replay-back').addEventListener('click', () => replayAt((state.replay ?? state.moves.length) - 1));
$('replay-forward').addEventListener('click', () => replayAt((state.replay ?? state.moves.length) + 1));
$('replay-last').addEventListener('click', () => replayAt(null));
$('replay-exit').addEventListener('click', () => replayAt(null));
$('zoom-in').addEventListener('click', () => { state.zoom = Math.min(state.zoom + 1, ZOOMS.length - 1); render(); });
$('zoom-out').addEventListener('click', () => { state.zoom = Math.max(state.zoom - 1, 0); render(); });
$('analysis').addEventListener('change', render);
$('open-classroom').addEventListener('click', () => classroom.open());
$('download').addEventListener('click', download);
$('upload').addEventListener('change', upload);
$('reset-score').addEventListener('click', () => { resetScores(); render(); });
document.addEventListener('keydown', keys);
hooks.rendered = () => classroom.refresh(); // only while it is open, and only for a new position
start();

export { valueText };
