// The game as a file: saved as the command line saves it (POST /api/save) and downloaded, and a
// file the player chooses read with the command line's checks (POST /api/load) and played on. The
// server writes nothing: the page downloads and uploads the text.
import * as api from '../api.js';
import { t } from '../i18n.js';
import { writeOptions } from '../options.js';
import { $, adopt, awaitGame, begin, clearGame, engineTurn, offer, readMenus, render, say, session, snapshot, stopAwaiting, warn } from './game.js';
import { chooseAgent } from './opponents.js';
import { isStale } from './session.js';

// Downloads the game played as a save file, zerosum-GAME.json.
export async function download() {
  const game = snapshot();
  try {
    const [first, second] = game.humanSeat === 0 ? ['human', game.agent] : [game.agent, 'human'];
    const text = await api.save({ game: game.game.name, options: game.options, first, second, moves: game.moves });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([typeof text === 'string' ? text : JSON.stringify(text, null, 2)], { type: 'application/json' }));
    link.download = `zerosum-${game.game.name}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  } catch (error) {
    warn(error.message);
  }
}

// Plays on from the file the player chose (EVENT, of the file field); CHOOSE_GAME(NAME) builds the
// menus of the file's game.
export async function upload(event, chooseGame) {
  const file = event.target.files[0];
  event.target.value = '';
  if (!file) return;
  begin();
  awaitGame(); // the game on the board waits for the file's
  const text = await file.text();
  try {
    const saved = await session.ask((signal) => api.load(file.name, text, { signal }));
    chooseGame(saved.game);
    writeOptions($('options'), saved.options);
    clearGame();
    offer({ ...saved.view, agents: saved.agents });
    const humanFirst = saved.first === 'human' || saved.second !== 'human';
    chooseAgent($('opponent'), $('opponent-about'), humanFirst ? saved.second : saved.first);
    readMenus();
    adopt(saved, humanFirst);
    say(t('page.status.loaded', file.name));
    await engineTurn();
  } catch (error) {
    if (isStale(error)) return;
    stopAwaiting();
    warn(error.message);
    await render();
  }
}
