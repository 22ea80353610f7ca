// A link that holds the game being played, for a player to keep or hand on:
//   ?game=connect4&moves=4+4+3&side=first&level=hard
// (each option of the game a parameter of its own name, as the classroom's links have them; the
// moves in the game's notation, separated by spaces, since a move may hold a comma: an older link's
// gomoku 7,7, which is h8 now). Opening it plays the moves through the server and plays on from
// there, the moves listed as the notation writes them now. link.js reads it.

// Returns the link to the page at LOCATION that opens GAME with OPTIONS after MOVES, the player
// on SIDE ('first' or 'second') against OPPONENT (a level's name or an engine's).
export function writePlayLink(location, { game, options, moves, side, opponent }) {
  const query = new URLSearchParams({ game });
  for (const [name, value] of Object.entries(options)) {
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (moves.length) query.set('moves', moves.join(' '));
  query.set('side', side);
  query.set('level', opponent);
  return `${location.origin}${location.pathname}?${query}`;
}
