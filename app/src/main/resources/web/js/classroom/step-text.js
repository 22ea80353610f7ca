// What the classroom says of a step, a node and a whole search, in the page's language.
import { number, plural, t } from '../i18n.js';
import { boundText, meanText, plainText, rowValueText, scoreText } from './values.js';

const NO_MOVE = '\u2013';

export const moveText = (move) => move ?? NO_MOVE;

// A row's node as the game names it where the whole position would not fit (the tree game: its
// label or its path), else its position.
export const positionText = (row) => {
  const name = row.name ?? row.position;
  return row.terminal ? t('page.classroom.end', name) : name;
};

// Returns the sentence that says what the search does at STATE's step.
export function describe(model, state) {
  const event = state.event;
  const row = model.rows[event.node];
  if (event.kind === 'iteration') return iteration(model, event);
  if (event.kind === 'grow') return grown(row);
  if (event.kind === 'return') return returned(model, event.node, state.finished);
  const parts = [];
  // The root too by its name, as its row has it: a labelled tree's root is A, not the whole tree.
  if (row.depth === 0) parts.push(t('page.classroom.event.start', number(row.call), positionText(row), row.player));
  else parts.push(t('page.classroom.event.enter', number(row.call), row.move, positionText(row), row.player));
  if (row.alpha != null) parts.push(t('page.classroom.event.window', boundText(row.alpha), boundText(row.beta)));
  if (event.kind === 'leaf') {
    const value = rowValueText(row);
    if (row.tableHit) parts.push(t('page.classroom.event.table-hit', value));
    else if (row.terminal) parts.push(t('page.classroom.event.end', value));
    else parts.push(t('page.classroom.event.estimate', value));
    if (state.finished) parts.push(over(model));
  }
  return parts.join(' ');
}

function returned(model, i, finished) {
  const row = model.rows[i];
  const value = rowValueText(row);
  const parts = [];
  if (row.depth === 0) parts.push(t('page.classroom.event.return-root', number(row.call), value));
  else parts.push(t('page.classroom.event.return', number(row.call), value, number(row.parent)));
  if (row.pruned?.length) {
    const key = row.player === 'MAX' ? 'page.classroom.event.cut-max' : 'page.classroom.event.cut-min';
    const bound = row.player === 'MAX' ? row.beta : row.alpha;
    parts.push(t(key, row.plain ? plainText(row.value) : scoreText(row.value, row.endsAtPly), boundText(bound), row.pruned.join(' ')));
  }
  if (finished) parts.push(over(model));
  return parts.join(' ');
}

function over(model) {
  const root = model.rows[0];
  const line = model.trace.principalVariation ?? [];
  return t('page.classroom.event.over', rowValueText(root), line.length ? line.join(' ') : NO_MOVE);
}

function grown(row) {
  const where = row.depth === 0 ? positionText(row) : t('page.classroom.event.after', row.move, positionText(row));
  const value = rowValueText(row);
  return plural('page.classroom.event.grow', row.visits, number(row.call), where, value);
}

function iteration(model, event) {
  const path = event.path.filter((i) => i !== 0).map((i) => model.rows[i].move);
  const parts = [t('page.classroom.event.iteration', number(event.iteration + 1), path.length ? path.join(' ') : NO_MOVE)];
  if (event.expanded >= 0) parts.push(t('page.classroom.event.expanded', model.rows[event.expanded].move));
  if (Number.isFinite(event.result)) {
    const result = model.plain ? plainText(Math.round(event.result * model.scale)) : meanText(event.result).replace('.00', '');
    parts.push(t('page.classroom.event.result', result));
  }
  if (event.proven.length) parts.push(t('page.classroom.event.proven'));
  return parts.join(' ');
}

// Returns the line above the player: the search, its size, the root's value and the best line.
export function summary(model, title) {
  const root = model.rows[0];
  const size = model.kind === 'mcts' && model.events[0].kind === 'iteration'
    ? plural('page.classroom.iterations', model.steps)
    : plural('page.classroom.calls', model.calls);
  const pruned = model.nodes.length - model.calls;
  const parts = [title, size];
  if (pruned) parts.push(plural('page.classroom.pruned', pruned));
  const line = model.trace.principalVariation ?? [];
  parts.push(t('page.classroom.value', rowValueText(root), line.length ? line.join(' ') : NO_MOVE));
  return parts.join(' · ');
}

// Returns what a node's tooltip says.
export function nodeTitle(node) {
  if (node.stub) return t('page.classroom.node.pruned', node.move);
  const row = node.row;
  return t('page.classroom.node', number(row.call), positionText(row), row.player);
}
