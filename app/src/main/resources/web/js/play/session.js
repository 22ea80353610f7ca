// One game and one position at a time: every request the page makes belongs to the position it
// was made for. When the position changes (a move, Undo, New game, another game, a load, a link,
// Resign, Swap sides), change() gives up every request still out (AbortController) and any
// answer to one of them is dropped, so that nothing of an old position or game is ever drawn or
// counted.
import { isAborted } from '../api.js';

// What ask() rejects with when its answer is no longer wanted: the caller says nothing.
export class Stale extends Error {
  constructor() {
    super('stale');
  }
}

export const isStale = (error) => error instanceof Stale;

export class Session {
  #generation = 0;
  #controller = new AbortController();

  // The position changed: the requests of the old one are given up.
  change() {
    this.#controller.abort();
    this.#controller = new AbortController();
    this.#generation += 1;
  }

  // Returns a token for the position now; current(token) says whether it still is.
  token() {
    return this.#generation;
  }

  current(token) {
    return token === this.#generation;
  }

  // Runs REQUEST(signal) for the position now (or TOKEN's, which must still be now) and resolves
  // with its answer; rejects with Stale when the position changed meanwhile (the request given
  // up, or its answer come too late), with the request's own error otherwise.
  async ask(request, token = this.#generation) {
    if (token !== this.#generation) throw new Stale();
    const generation = this.#generation;
    const signal = this.#controller.signal;
    let answer;
    try {
      answer = await request(signal);
    } catch (error) {
      if (generation !== this.#generation || isAborted(error)) throw new Stale();
      throw error;
    }
    if (generation !== this.#generation) throw new Stale();
    return answer;
  }
}
