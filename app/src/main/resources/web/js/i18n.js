// The page's texts in its language. They come from the server (GET /api/messages), which reads
// them from the bundles Messages.properties and Messages_es.properties of dev.zerosum.app.web,
// so that the page holds no text of its own. The language is the one the player chose in the
// menu (kept in the browser), else the one the browser asks for (Accept-Language).
//
// A text is a java.text.MessageFormat pattern, of which the page reads this subset:
//   {0}, {1}, ...  the values, in order: a number (or BigInt) is written as the language writes
//                  numbers (1,234 or 12.345); anything else as it is
//   ''             a single quote (every quote in a bundle is written twice)
//   'text'         text taken as it is, braces included
// No {0,number}, {0,choice} or other formats: a text that depends on a count has a key per plural
// form instead (KEY.one, KEY.other; KEY.many and the rest when a language needs them), and
// plural(KEY, count) picks the one Intl.PluralRules names for the count in the page's language,
// KEY.other when the bundle has no such form.

const STORED = 'zerosum.language';

let language = 'en';
let languages = [];
let texts = {};
let numbers = new Intl.NumberFormat('en');
let plurals = new Intl.PluralRules('en');

// Loads the texts of the language stored in the browser, or of the browser's; a stored one the
// server no longer speaks is forgotten.
export async function loadTexts(fetchTexts) {
  const stored = localStorage.getItem(STORED);
  let answer;
  try {
    answer = await fetchTexts(stored ?? undefined);
  } catch (error) {
    if (stored === null) throw error;
    localStorage.removeItem(STORED);
    answer = await fetchTexts(undefined);
  }
  use(answer);
}

// Switches to the language the player chose, and remembers it in the browser.
export async function chooseLanguage(tag, fetchTexts) {
  use(await fetchTexts(tag));
  localStorage.setItem(STORED, language);
}

function use(answer) {
  language = answer.language;
  languages = answer.languages;
  texts = answer.messages;
  numbers = new Intl.NumberFormat(language);
  plurals = new Intl.PluralRules(language);
  document.documentElement.lang = language;
}

export const currentLanguage = () => language;
export const offeredLanguages = () => languages;

// Returns the text KEY names with VALUES in it. A key the bundle lacks is our mistake: say so
// loudly rather than show a person a key.
export function t(key, ...values) {
  const pattern = texts[key];
  if (pattern === undefined) throw new Error(`the page has no text ${key}`);
  return format(pattern, values);
}

// Returns true when the bundle has a text for KEY.
export const has = (key) => key in texts;

// Returns the text of KEY's plural form for COUNT, which is its first value.
export function plural(key, count, ...values) {
  const form = `${key}.${plurals.select(Number(count))}`;
  return t(form in texts ? form : `${key}.other`, count, ...values);
}

// Returns NUMBER as the page's language writes it.
export const number = (value) => numbers.format(value);

// Returns PATTERN with VALUES in it (the subset above).
export function format(pattern, values = []) {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === "'") {
      if (pattern[i + 1] === "'") {
        out += "'";
        i += 2;
      } else {
        const end = pattern.indexOf("'", i + 1);
        const stop = end < 0 ? pattern.length : end;
        out += pattern.slice(i + 1, stop);
        i = stop + 1;
      }
    } else if (c === '{') {
      const end = pattern.indexOf('}', i);
      const index = end < 0 ? '' : pattern.slice(i + 1, end);
      if (!/^\d+$/.test(index)) throw new Error(`the page cannot read the text ${pattern}`);
      const value = values[Number(index)];
      out += typeof value === 'number' || typeof value === 'bigint' ? number(value) : String(value ?? '');
      i = end + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

// Writes the texts of the static page: the document's title, and each element's whose data-text
// names its text, data-label its aria-label and data-title its title.
export function translatePage(root = document) {
  document.title = t('page.title');
  for (const element of root.querySelectorAll('[data-text]')) element.textContent = t(element.dataset.text);
  for (const element of root.querySelectorAll('[data-label]')) element.setAttribute('aria-label', t(element.dataset.label));
  for (const element of root.querySelectorAll('[data-title]')) element.title = t(element.dataset.title);
}
