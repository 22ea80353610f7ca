// The classroom's exercises, on a recorded search whose values the page hides: the student backs
// up the value of each inner node, bottom-up (kind `values`), or marks the leaves alpha-beta never
// visits on the whole minimax tree (kind `pruning`). A value is checked as soon as it is given; the
// leaves are marked, and unmarked with a second click, until the student asks for them to be
// checked all at once, so that no leaf can be probed alone. Checked against the trace; a wrong
// answer is explained in a sentence; the score comes at the end. Values are answered
// as the tree writes them (3, −2, ≤2 for the tree game; +1@3 for a game's score).
import { number, plural, t } from '../i18n.js';
import { boundText, rowValueText } from './values.js';

// An exercise asks about every node of a search this small, at most.
export const MAX_CALLS = 60;

// Returns TEXT as the tree writes a value: a true minus sign, ≥, ≤ and ∞, no spaces, no plus.
export function normalValue(text) {
  return text.trim().replace(/\s+/g, '').replace(/>=/g, '\u2265').replace(/<=/g, '\u2264')
    .replace(/-/g, '\u2212').replace(/inf/gi, '\u221e').replace(/^([\u2265\u2264]?)\+/, '$1');
}

// Returns VALUES said as a list in the page's language: "3, 12 and 8".
export function listText(values) {
  if (values.length < 2) return values.join('');
  return t('page.exercise.and', values.slice(0, -1).join(', '), values[values.length - 1]);
}

// A row's alpha or beta in a sentence: a plain value without its plus sign.
const bound = (row, text) => (row.plain ? boundText(text).replace(/^\+(?=\d)/, '') : boundText(text));

// The moves from the root to node I of MODEL, as a line ("2 2"); the root's line is empty.
function line(model, i) {
  const moves = [];
  for (let n = model.nodes[i]; n.parent >= 0; n = model.nodes[n.parent]) moves.unshift(n.move);
  return moves.join(' ');
}

const searched = (model, i) => model.nodes[i].children.filter((c) => !model.nodes[c].stub);

export class Exercise {
  constructor() {
    this.kind = null;
  }

  get active() { return this.kind !== null; }

  stop() { this.kind = null; }

  // Starts an exercise of KIND on MODEL (the search shown); for `pruning`, MODEL is minimax's
  // whole tree and CHECK alpha-beta's search of it.
  start(kind, model, check) {
    this.kind = kind;
    this.model = model;
    this.answers = new Map(); // node → { right, text }
    this.feedback = '';
    if (kind === 'values') {
      const inner = model.nodes.filter((n) => !n.stub && searched(model, n.index).length);
      this.questions = inner.map((n) => n.index).sort((a, b) => model.returnStep[a] - model.returnStep[b]);
    } else {
      this.leaves = model.nodes.filter((n) => !n.stub && !n.children.length).map((n) => n.index);
      this.questions = this.leaves;
      this.visited = new Map(); // line → alpha-beta's row that visits it
      this.cuts = new Map(); // line of a move a cut-off skipped → the row that skipped it
      for (const node of check.nodes) {
        if (node.stub) this.cuts.set(line(check, node.index), check.nodes[node.parent].row);
        else this.visited.set(line(check, node.index), node.row);
      }
      this.finished = false;
    }
  }

  // The node the values exercise asks about now, or undefined when it is over.
  get asked() {
    return this.kind === 'values' ? this.questions.find((q) => !this.answers.has(q)) : undefined;
  }

  get over() {
    return this.kind === 'values' ? this.asked === undefined : this.finished;
  }

  get right() { return [...this.answers.values()].filter((a) => a.right).length; }

  // Checks TEXT as the value of the node asked about.
  answer(text) {
    const i = this.asked;
    if (i === undefined || !text.trim()) return;
    const expected = rowValueText(this.model.rows[i]);
    const right = normalValue(text) === normalValue(expected);
    this.answers.set(i, { right });
    this.feedback = right ? t('page.exercise.right', expected) : this.why(i);
    this.wrong = !right;
  }

  // The sentence that says how node I's value is backed up from its children's.
  why(i) {
    const row = this.model.rows[i];
    const values = listText(searched(this.model, i).map((c) => rowValueText(this.model.rows[c])));
    const value = rowValueText(row);
    const min = row.player === 'MIN';
    if (row.pruned?.length) {
      const cut = min ? row.alpha : row.beta;
      return t(min ? 'page.exercise.why.cut-min' : 'page.exercise.why.cut-max', values, value, bound(row, cut));
    }
    return t(min ? 'page.exercise.why.min' : 'page.exercise.why.max', values, value);
  }

  // Marks leaf I as one alpha-beta never visits, or takes its mark back; returns whether it was a
  // leaf to mark. Nothing is checked until finish().
  mark(i) {
    if (this.kind !== 'pruning' || this.finished || !this.leaves.includes(i)) return false;
    if (this.answers.has(i)) this.answers.delete(i);
    else this.answers.set(i, { marked: true });
    this.feedback = plural('page.exercise.pruning.marked', this.answers.size);
    this.wrong = false;
    return true;
  }

  // Checks the pruning exercise: a marked leaf is answered "never visited", every other "visited";
  // each wrong answer is explained.
  finish() {
    if (this.kind !== 'pruning' || this.finished) return;
    this.finished = true;
    const explained = [];
    for (const i of this.leaves) {
      const marked = this.answers.has(i);
      const visited = this.visited.has(line(this.model, i));
      const right = marked !== visited;
      this.answers.set(i, { right, marked });
      if (!right) explained.push(marked ? this.visit(i) : this.skip(i));
    }
    this.feedback = explained.join(' ');
    this.wrong = explained.length > 0;
  }

  // Leaf I in a sentence: its value and its line.
  leaf(i) {
    return [rowValueText(this.model.rows[i]), line(this.model, i)];
  }

  // Why alpha-beta visits leaf I: the window is still open when it gets there.
  visit(i) {
    const row = this.visited.get(line(this.model, i));
    return t('page.exercise.visited', ...this.leaf(i), bound(row, row.alpha), bound(row, row.beta));
  }

  // Why alpha-beta never visits leaf I: the cut-off above it, at the node that skipped its line.
  skip(i) {
    const moves = line(this.model, i).split(' ');
    let cut;
    for (let n = moves.length; n > 0 && !cut; n--) cut = this.cuts.get(moves.slice(0, n).join(' '));
    const min = cut.player === 'MIN';
    return t(min ? 'page.exercise.skipped-min' : 'page.exercise.skipped-max', ...this.leaf(i),
      moves.slice(0, cut.depth).join(' '), rowValueText(cut).replace(/^[\u2264\u2265]/, ''), bound(cut, min ? cut.alpha : cut.beta));
  }

  // What the tree shows of node I: { value (null: as the search has it), className }.
  look(i) {
    const answer = this.answers.get(i);
    const classes = [];
    if (answer) classes.push(answer.right ? 'ex-right' : 'ex-wrong');
    if (this.kind === 'values') {
      if (i === this.asked) return { value: '?', className: 'ex-asked' };
      if (this.questions.includes(i) && !answer) return { value: '', className: '' };
      return { value: null, className: classes.join(' ') };
    }
    if (!this.leaves.includes(i)) return { value: this.finished ? null : '', className: '' };
    if (!this.finished) return { value: null, className: answer ? 'ex-marked' : '' };
    if (answer.marked) classes.push('ex-marked');
    else if (!answer.right) classes.push('ex-missed');
    return { value: null, className: classes.join(' ') };
  }

  prompt() {
    if (this.over) return t('page.exercise.score', number(this.right), number(this.questions.length));
    if (this.kind === 'pruning') return t('page.exercise.pruning.ask');
    const i = this.asked;
    return t('page.exercise.ask', number(this.questions.indexOf(i) + 1), number(this.questions.length),
      number(this.model.rows[i].call), this.model.rows[i].player);
  }
}
