// A link to the page that holds what the classroom shows, for a teacher to hand out:
//   ?game=nim&piles=1,2&position=1,2&toMove=first&algorithm=alphabeta&step=14#classroom
// opens the page on that game, with those options (each option of the game is a parameter of its
// own name), at that position, and the classroom on that search at that step (counted from 1, as
// the page counts them). #classroom alone opens the classroom on the start of the first game.
// &mode=values or &mode=pruning opens an exercise on that search instead; the tree game's
// position is its tree: ?game=tree&position=[[3,12,8],[2,4,6]]&mode=pruning#classroom.
// A player's link (play/share.js) holds the moves of a game instead, the side and the opponent:
//   ?game=connect4&moves=4+4+3&side=first&level=hard

// The classroom's exercises, as a link names them (the step-through is the link without a mode).
const MODES = ['values', 'pruning'];

// Returns what the link at LOCATION asks for, of the GAMES the server plays: { open, game,
// options, position, toMove, search: { algorithm, simulations }, step (from 0), mode, moves, side,
// level }; what it does not name is left out.
export function readLink(location, games) {
  const query = new URLSearchParams(location.search);
  const link = { open: location.hash === '#classroom' || query.has('algorithm') || query.has('step') || query.has('mode') };
  const game = games.find((g) => g.name === query.get('game'));
  if (!game) return link;
  link.game = game.name;
  link.options = {};
  for (const spec of game.options) {
    if (!query.has(spec.name)) continue;
    link.options[spec.name] = spec.type === 'flag' ? query.get(spec.name) === 'true' : query.get(spec.name);
  }
  link.position = query.get('position') ?? undefined;
  link.toMove = query.get('toMove') ?? undefined;
  if (query.has('algorithm')) link.search = { algorithm: query.get('algorithm'), simulations: query.get('simulations') };
  if (/^\d+$/.test(query.get('step') ?? '')) link.step = Number(query.get('step')) - 1;
  if (MODES.includes(query.get('mode'))) link.mode = query.get('mode');
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
