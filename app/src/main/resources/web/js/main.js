// The page: one game at a time between the player and an engine. Everything it knows of the games
// comes from the server's registry (GET /api/games): their names, options, players, engines and
// boards. The server keeps no state: the page holds the moves and the view of the position after
// each, and sends the position with every request (play/game.js plays the game). Its texts are in
// the language of the menu (or the browser's): i18n.js. The game in progress is kept in the
// browser (play/store.js) and can be carried in a link (play/share.js); it is saved to a file and
// read from one (play/files.js). Only play/game.js writes the game's state: this module reads a
// copy of it (snapshot()) and changes the game through that module's functions.
import * as api from './api.js';
import { valueText } from './board.js';
import { Classroom } from './classroom/classroom.js';
import { chooseLanguage, currentLanguage, loadTexts, offeredLanguages, t, translatePage } from './i18n.js';
import { readLink } from './link.js';
import { buildOptions, readOptions, writeOptions } from './options.js';
import { download, upload } from './play/files.js';
import {
  $, adopt, begin, beginAt, chooseGameNamed, clearGame, current, engineTurn, hooks, humanMove, humanToMove, newGame,
  offer, offerGames, playOtherSide, readMenus, render, replayAt, resign, say, session, side, snapshot, swapSides, undo, warn,
  zoom,
} from './play/game.js';
import { chooseAgent, chooseOpponent, describeOpponent, offerOpponents } from './play/opponents.js';
import { resetScores, showScore } from './play/score.js';
import { isStale } from './play/session.js';
import { writePlayLink } from './play/share.js';
import { keptGame, newGameId, saveDocument } from './play/store.js';
import { playerTitle, usePlayerTitles } from './play/story.js';

// Options changed: the engines may have too. Options that make no game are said by New game.
async function optionsChanged() {
  const game = snapshot().game.name;
  try {
    const view = await api.view(game, { options: readOptions($('options')) });
    if (snapshot().game.name === game) offer(view);
  } catch {
    // nothing to offer until the options make a game
  }
}

function buildMenus() {
  const game = snapshot().game;
  $('summary').textContent = `${game.title}: ${game.summary}.`;
  buildOptions($('options'), game.options);
  $('opponent').replaceChildren();
  offer(game);
  usePlayerTitles(game);
  $('side').replaceChildren(new Option(playerTitle(game.players[0]), 'first'), new Option(playerTitle(game.players[1]), 'second'));
}

function chooseGame(name) {
  chooseGameNamed(name);
  $('game').value = name;
  buildMenus();
}

const classroom = new Classroom({
  trace: api.trace,
  compare: api.compare,
  context: () => {
    const game = snapshot();
    return { game: game.game, options: game.options, view: current(), traceNodes: game.traceNodes };
  },
  use: (position) => startAt(position),
});

// Plays on from KEPT ({ game, options, side, opponent, agent, moves, id, resigned }: a game kept
// in the browser, or a link's), its moves replayed through the server, which checks them; NAME
// is what a message calls it.
async function restore(kept, name) {
  begin();
  chooseGame(kept.game);
  writeOptions($('options'), kept.options ?? {});
  clearGame();
  readMenus();
  $('side').value = kept.side === 'second' ? 'second' : 'first';
  try {
    const game = snapshot();
    const start = await session.ask((signal) => api.view(game.game.name, { options: game.options }, { signal }));
    offer(start);
    if (!chooseOpponent($('opponent'), $('opponent-about'), kept.opponent) && kept.agent) chooseAgent($('opponent'), $('opponent-about'), kept.agent);
    readMenus();
    const save = saveDocument({ game: game.game.name, options: game.options, side: $('side').value, agent: snapshot().agent, moves: kept.moves ?? [] });
    const saved = await session.ask((signal) => api.load(name, JSON.stringify(save), { signal }));
    adopt(saved, $('side').value === 'first', { id: kept.id ?? newGameId(), resigned: kept.resigned });
  } catch (error) {
    if (isStale(error)) return;
    await newGame();
    warn(error.message); // the moves are not this game's: say why, and start afresh
    return;
  }
  await engineTurn();
}

// Writes a link that holds the game as it is, and copies it when the browser lets the page.
async function share() {
  const game = snapshot();
  const link = writePlayLink(location, { game: game.game.name, options: game.options, moves: game.moves, side: side(), opponent: game.opponent });
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
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(event.target.tagName) || !humanToMove() || snapshot().replay !== null) return;
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
  const { games, game, offer: offered } = snapshot();
  $('game').replaceChildren(...games.map((g) => new Option(g.title, g.name)));
  $('tagline').textContent = t('page.tagline', games.map((g) => g.title).join(', '));
  if (game) {
    const [options, opponent, chosenSide] = [readOptions($('options')), $('opponent').value, $('side').value];
    chooseGame(game.name);
    writeOptions($('options'), options);
    offerOpponents($('opponent'), $('opponent-about'), offered);
    chooseOpponent($('opponent'), $('opponent-about'), opponent);
    $('side').value = chosenSide;
    optionsChanged(); // the levels' titles in the new language
  }
}

async function listGames() {
  offerGames(await api.games());
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
  const { games } = snapshot();
  const link = readLink(location, games);
  const kept = keptGame();
  if (link.game && !link.open && !link.position && (link.moves || link.side || link.level)) {
    history.replaceState(null, '', location.pathname); // a reload plays on from the game kept
    await restore({ game: link.game, options: link.options, side: link.side, opponent: link.level, moves: link.moves }, t('page.restore.link'));
    if (link.level && $('opponent').value !== link.level) link.problems.push(t('page.link.unknown-level', link.level));
    if (link.problems.length) warn(link.problems.join(' '));
    return;
  }
  if (!link.game && !link.open && kept && games.some((g) => g.name === kept.game)) {
    await restore(kept, t('page.restore.kept'));
    return;
  }
  chooseGame(link.game ?? games[0].name);
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
  readMenus();
  try {
    const game = snapshot();
    const view = await session.ask((signal) => api.view(game.game.name, { options: game.options, position, toMove }, { signal }));
    await beginAt(view);
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
$('replay-back').addEventListener('click', () => replayAt((snapshot().replay ?? snapshot().moves.length) - 1));
$('replay-forward').addEventListener('click', () => replayAt((snapshot().replay ?? snapshot().moves.length) + 1));
$('replay-last').addEventListener('click', () => replayAt(null));
$('replay-exit').addEventListener('click', () => replayAt(null));
$('zoom-in').addEventListener('click', () => zoom(+1));
$('zoom-out').addEventListener('click', () => zoom(-1));
$('analysis').addEventListener('change', render);
$('open-classroom').addEventListener('click', () => classroom.open());
$('download').addEventListener('click', download);
$('upload').addEventListener('change', (event) => upload(event, chooseGame));
$('reset-score').addEventListener('click', () => { resetScores(); showScore($('scoreboard')); });
document.addEventListener('keydown', keys);
hooks.rendered = () => classroom.refresh(); // only while it is open, and only for a new position
start();

export { valueText };
