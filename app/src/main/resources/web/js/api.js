// The server's JSON API. Every call resolves with the answer, or rejects with an Error whose
// message is the server's own words ({"error": "..."}), ready to show to the player. Every call
// names the page's language (?lang=), in which the server says what it says for people: the
// games' titles and summaries, its errors. The data in its answers are the same in any language.
import { currentLanguage, t } from './i18n.js';

// LANG null leaves the language to the browser's Accept-Language.
async function call(path, body, { query = {}, lang = currentLanguage() } = {}) {
  const parameters = new URLSearchParams(query);
  if (lang !== null) parameters.set('lang', lang);
  const response = await fetch(`${path}?${parameters}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : (typeof body === 'string' ? body : JSON.stringify(body)),
  });
  const text = await response.text();
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
export const view = (game, request) => call(`/api/${game}/view`, request);
export const analyze = (game, request) => call(`/api/${game}/analyze`, request);
export const move = (game, request) => call(`/api/${game}/move`, request);
export const trace = (game, request) => call(`/api/${game}/trace`, request);
export const compare = (game, request) => call(`/api/${game}/compare`, request);
export const save = (request) => call('/api/save', request);
export const load = (name, text) => call('/api/load', text, { query: { name } });
