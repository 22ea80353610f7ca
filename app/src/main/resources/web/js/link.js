// A link to the page that holds what the classroom shows, for a teacher to hand out:
//   ?game=nim&piles=1,2&position=1,2&toMove=first&algorithm=alphabeta&step=14#classroom
// opens the page on that game, with those options (each option of the game is a parameter of its
// own name), at that position, and the classroom on that search at that step (counted from 1, as
// the page counts them). #classroom alone opens the classroom on the start of the first game.
// &mode=values or &mode=pruning opens an exercise on that search instead; the tree game's
// position is its tree: ?game=tree&position=[[3,12,8],[2,4,6]]&mode=pruning#classroom.
// A player's link (play/share.js) holds the moves of a game instead, the side and the opponent:
//   ?game=connect4&moves=4+4+3&side=first&level=hard

import { t } from './i18n.js';

// The classroom's exercises, as a link names them (the step-through is the link without a mode).
const MODES = ['values', 'pruning'];

// What an option's value must look like in a link, by its type: a whole number, whole numbers.
const WRITTEN = { integer: /^-?\d+$/, integers: /^\d+(,\d+)*$/, flag: /^(true|false)$/ };

// Returns what the link at LOCATION asks for, of the GAMES the server plays: { open, game,
// options, position, toMove, search: { algorithm, simulations }, step (from 0), mode, moves, side,
// level, problems }; what it does not name is left out. PROBLEMS says, in the page's language,
// each part of the link the page cannot follow (an unknown game, an option that is not a number,
// a step or a mode it does not know), which it leaves out.
export function readLink(location, games) {
  const query = new URLSearchParams(location.search);
  const link = { open: location.hash === '#classroom' || query.has('algorithm') || query.has('step') || query.has('mode'), problems: [] };
  const game = games.find((g) => g.name === query.get('game'));
  if (!game) {
    if (query.has('game')) link.problems.push(t('page.link.unknown-game', query.get('game'), games[0].title));
    return link;
  }
  link.game = game.name;
  link.options = {};
  for (const spec of game.options) {
    if (!query.has(spec.name)) continue;
    const value = query.get(spec.name).trim();
    if (WRITTEN[spec.type] && !WRITTEN[spec.type].test(value)) {
      link.problems.push(t(`page.link.bad-option.${spec.type}`, spec.title, value));
      continue;
    }
    link.options[spec.name] = spec.type === 'flag' ? value === 'true' : value;
  }
  link.position = query.get('position') ?? undefined;
  link.toMove = query.get('toMove') ?? undefined;
  if (query.has('algorithm')) link.search = { algorithm: query.get('algorithm'), simulations: query.get('simulations') };
  if (/^\d+$/.test(query.get('step') ?? '') && Number(query.get('step')) > 0) link.step = Number(query.get('step')) - 1;
  else if (query.has('step')) link.problems.push(t('page.link.bad-step', query.get('step')));
  if (MODES.includes(query.get('mode'))) link.mode = query.get('mode');
  else if (query.has('mode')) link.problems.push(t('page.link.bad-mode', query.get('mode')));
  if (query.has('moves')) link.moves = query.get('moves').split(' ').filter((move) => move !== '');
  if (['first', 'second'].includes(query.get('side'))) link.side = query.get('side');
  if (query.has('level')) link.level = query.get('level');
  return link;
}

// Returns the link to the page at LOCATION that opens the classroom on VIEW's position of GAME
// with OPTIONS, on SEARCH ({ algorithm, simulations }) at STEP (from 0), or in the exercise MODE.
export function writeLink(location, { game, options, view, search, step, mode = 'watch' }) {
  const query = new URLSearchParams({ game });
  for (const [name, value] of Object.entries(options)) {
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  query.set('position', view.position);
  query.set('toMove', view.toMove);
  query.set('algorithm', search.algorithm);
  if (search.simulations) query.set('simulations', search.simulations);
  if (mode === 'watch') query.set('step', step + 1);
  else query.set('mode', mode);
  return `${location.origin}${location.pathname}?${query}#classroom`;
}
