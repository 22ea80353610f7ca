// The searches compared on the board's position (POST /api/{game}/compare, the JSON of `zerosum
// compare`): a row per search, side by side, with what each found and the work it did. A row the
// classroom can step through has a button that opens its trace: the reason the counts differ one
// click away. It asks the server only when the button is pressed, and drops an answer that comes
// back after the position, the options or the depth have changed.
import { number, t } from '../i18n.js';
import { moveText } from './step-text.js';
import { plainText, scoreText } from './values.js';

const $ = (id) => document.getElementById(id);

export class Compare {
  // SOURCE: { compare(game, body) the API call, context() → { game, options, view }, depth() the
  // depth-limited search's depth }; ON: { replay(algorithm) opens the trace of that search }.
  constructor(source, on) {
    this.source = source;
    this.on = on;
    this.shown = null; // what the table answers: game, options, position, depth
    this.answer = null;
    this.token = 0;
    $('cr-compare').addEventListener('click', () => this.ask());
    $('cmp-table').addEventListener('click', (event) => {
      const button = event.target.closest('button[data-trace]');
      if (button) this.on.replay(button.dataset.trace);
    });
  }

  // What a comparison of the board's position asks the server, and the key that names it.
  question() {
    const { game, options, view } = this.source.context();
    if (!view) return null;
    const body = { options, position: view.position, depth: this.source.depth() };
    return { game: game.name, body, key: JSON.stringify([game.name, body]) };
  }

  // Forgets the table when the board no longer shows its position (an answer on its way is dropped).
  sync() {
    const question = this.question();
    if (question && question.key === this.shown) return;
    this.token++;
    this.shown = null;
    this.answer = null;
    $('cmp-result').hidden = true;
    $('cmp-message').textContent = '';
    $('cr-compare').disabled = !question;
  }

  async ask() {
    this.sync();
    const question = this.question();
    if (!question || question.key === this.shown) return; // the table shown answers it already
    const token = ++this.token;
    $('cmp-message').textContent = t('page.compare.searching');
    try {
      const answer = await this.source.compare(question.game, question.body);
      if (token !== this.token || this.question()?.key !== question.key) return; // asked about another
      this.shown = question.key;
      this.answer = answer;
      $('cmp-message').textContent = '';
      this.draw();
    } catch (error) {
      if (token === this.token) $('cmp-message').textContent = error.message;
    }
  }

  draw() {
    const answer = this.answer;
    if (!answer) return;
    const table = $('cmp-table');
    table.replaceChildren();
    const header = table.createTHead().insertRow();
    for (const name of ['search', 'value', 'best', 'nodes', 'leaves', 'cutoffs', 'table', 'time', 'trace']) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = t(`page.compare.column.${name}`);
      header.append(th);
    }
    const body = table.createTBody();
    for (const row of answer.rows) this.drawRow(body.insertRow(), row, answer);
    $('cmp-agree').textContent = agreement(answer);
    $('cmp-result').hidden = false;
  }

  drawRow(tr, row, answer) {
    tr.dataset.search = row.search;
    tr.dataset.exact = row.ran && row.exact;
    const cell = (text, className) => {
      const td = tr.insertCell();
      td.textContent = text;
      if (className) td.className = className;
      return td;
    };
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = this.searchName(row.search);
    tr.append(th);
    if (row.ran) {
      cell(valueText(row), 'cmp-value');
      cell(row.bestMove == null ? '' : moveText(row.bestMove));
      for (const count of [row.nodes, row.leaves, row.cutoffs, row.tableHits]) cell(number(count), 'cmp-number');
      cell(t('page.compare.millis', number(Math.round(row.millis * 100) / 100)), 'cmp-number');
    } else {
      const td = cell(notRunText(row.notRun, answer), 'cmp-not-run');
      td.colSpan = 7;
    }
    const td = tr.insertCell();
    if (row.trace) {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.trace = row.trace;
      button.textContent = t('page.compare.replay');
      button.setAttribute('aria-label', t('page.compare.replay.label', this.searchName(row.search)));
      td.append(button);
    }
  }

  // Writes the texts again in the page's new language.
  translate() { this.draw(); }

  // A search as the classroom's menu and the engines name it (the game's searches: "alpha-beta",
  // "alpha-beta to depth 4"); alpha-beta with the moves as listed, which no trace runs, in words of
  // its own.
  searchName(search) {
    const [name, depth] = search.split(':');
    const offered = (this.source.context().game.searches ?? []).find((s) => s.name === (depth ? 'depth:N' : name));
    if (!offered) return t('page.compare.search.alphabeta-unordered');
    return depth ? offered.title.replace(/\bN\b/, number(Number(depth))) : offered.title;
  }
}

// A proven value as the trace writes it (+1@3, or a plain 3 for a tree's leaves), an estimate with ~
// (~0 too, as the command writes it: not a proven draw).
function valueText(row) {
  if (!row.exact) return row.value === 0 ? '~0' : scoreText(row.value, null);
  return row.endsAtPly == null ? plainText(row.value) : scoreText(row.value, row.endsAtPly);
}

function notRunText(reason, answer) {
  return t(`page.compare.not-run.${reason}`, number(answer.maxNodes));
}

// The line under the table: the value every exact search agrees on, as the command's summary says.
function agreement(answer) {
  const exact = answer.rows.filter((row) => row.ran && row.exact);
  if (!exact.length) return t('page.compare.none');
  const values = [...new Set(exact.map(valueText))];
  return answer.exactValuesAgree ? t('page.compare.agree', values[0]) : t('page.compare.disagree', values.join(', '));
}
