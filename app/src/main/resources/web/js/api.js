// The server's JSON API. Every call resolves with the answer, or rejects with an Error whose
// message is the server's own words ({"error": "..."}), ready to show to the player. Every call
// names the page's language (?lang=), in which the server says what it says for people: the
// games' titles and summaries, its errors. The data in its answers are the same in any language.
import { currentLanguage, t } from './i18n.js';

// LANG null leaves the language to the browser's Accept-Language. SIGNAL (an AbortSignal) ends
// the request when the page no longer wants its answer: it then rejects with an error marked
// aborted, which the page does not show. A server that cannot be reached is said in the page's
// words, never the browser's ("Failed to fetch").
async function call(path, body, { query = {}, lang = currentLanguage(), signal } = {}) {
  const parameters = new URLSearchParams(query);
  if (lang !== null) parameters.set('lang', lang);
  let response;
  let text;
  try {
    response = await fetch(`${path}?${parameters}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : (typeof body === 'string' ? body : JSON.stringify(body)),
      signal,
    });
    text = await response.text();
  } catch (failure) {
    throw signal?.aborted || failure?.name === 'AbortError' ? aborted() : new Error(unreachable(failure));
  }
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = text;
  }
  if (!response.ok) {
    throw new Error(answer && answer.error ? answer.error : errorStatus(response.status));
  }
  return answer;
}

// Returns the error of a request the page gave up: nobody is told of it.
function aborted() {
  const error = new Error('aborted');
  error.aborted = true;
  return error;
}

// Returns true when ERROR is that of a request the page gave up.
export const isAborted = (error) => error?.aborted === true;

// Before the texts have loaded (the server was never reached) there is no sentence in the page's
// language to say it in: the browser's words are all there is.
function unreachable(failure) {
  try {
    return t('page.error.offline');
  } catch {
    return String(failure?.message ?? failure);
  }
}

// Before the texts have loaded there is no sentence to say a failure in: the status alone.
function errorStatus(status) {
  try {
    return t('page.error.status', String(status));
  } catch {
    return String(status);
  }
}

// The page's texts in LANG (a tag, like es), or in the language the browser asks for when LANG
// is undefined.
export const messages = (lang) => call('/api/messages', undefined, { lang: lang ?? null });
export const games = () => call('/api/games');
// Each of these takes an optional { signal } that gives the request up (api.js's call).
export const view = (game, request, { signal } = {}) => call(`/api/${game}/view`, request, { signal });
export const analyze = (game, request, { signal } = {}) => call(`/api/${game}/analyze`, request, { signal });
export const move = (game, request, { signal } = {}) => call(`/api/${game}/move`, request, { signal });
export const trace = (game, request, { signal } = {}) => call(`/api/${game}/trace`, request, { signal });
export const compare = (game, request, { signal } = {}) => call(`/api/${game}/compare`, request, { signal });
export const save = (request) => call('/api/save', request);
export const load = (name, text, { signal } = {}) => call('/api/load', text, { query: { name }, signal });
