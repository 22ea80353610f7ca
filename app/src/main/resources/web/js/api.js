// The server's JSON API. Every call resolves with the answer, or rejects with an Error whose
// message is the server's own words ({"error": "..."}), ready to show to the player.

async function call(path, body, query = '') {
  const response = await fetch(path + query, {
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
    throw new Error(answer && answer.error ? answer.error : `the server answered ${response.status}`);
  }
  return answer;
}

export const games = () => call('/api/games');
export const view = (game, request) => call(`/api/${game}/view`, request);
export const analyze = (game, request) => call(`/api/${game}/analyze`, request);
export const move = (game, request) => call(`/api/${game}/move`, request);
export const tree = (game, request) => call(`/api/${game}/tree`, request);
export const save = (request) => call('/api/save', request);
export const load = (name, text) => call('/api/load', text, `?name=${encodeURIComponent(name)}`);
