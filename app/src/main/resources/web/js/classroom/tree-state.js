// What the search has done by a step, and how each node looks then: unseen until the search
// enters it; active (on the stack) until it returns; then done, with its value. The current node
// is highlighted (or, when it is inside a collapsed subtree, the node that hides it); a node whose
// search a cut-off ended is marked, and the moves it skipped show greyed; once the search is over,
// the principal variation is green. Monte Carlo search shows the path of the iteration, the node
// it expanded, and every node's visits and mean result after it.
import { isEstimate, plainText, rowValueText, scoreText, windowOrder, windowValue } from './values.js';

// Returns the state of MODEL's search at STEP; LAYOUT says which nodes are drawn.
export function stateAt(model, step, layout) {
  const event = model.events[step];
  let shown = event.node;
  while (layout && !layout.x.has(shown)) shown = model.nodes[shown].parent;
  const state = { step, event, current: event.node, shown, finished: step === model.steps - 1 };
  if (event.kind === 'iteration') {
    state.path = new Set(event.path);
    state.stats = model.statsAt(step);
  }
  return state;
}

// Returns { className, edgeClass, value, below, badge } of node I in STATE.
export function nodeLook(model, state, i) {
  if (model.enterStep[i] > state.step) return { className: 'node unseen', edgeClass: 'unseen', value: '', below: '', badge: '' };
  const node = model.nodes[i];
  const row = node.row;
  const done = model.returnStep[i] <= state.step;
  const classes = ['node', node.stub ? 'stub' : node.player.toLowerCase(), done ? 'done' : 'active'];
  const edge = [];
  if (row?.terminal) classes.push('end');
  if (i === state.current) classes.push('current');
  else if (i === state.shown) classes.push('inside');
  if (state.finished && node.pv) {
    classes.push('pv');
    edge.push('pv');
  }
  if (node.stub) edge.push('pruned');
  if (done && row?.pruned?.length) classes.push('cut');
  if (row?.tableHit) classes.push('table-hit');
  else if (row && model.look !== 'mcts' && isEstimate(row)) classes.push('estimate');
  let value = '';
  let below = '';
  if (row && model.look === 'mcts') {
    const stats = state.stats && { mean: state.stats.means[i], proven: state.stats.proven.has(i) };
    value = String(state.stats ? state.stats.visits[i] : row.visits);
    below = rowValueText(row, stats);
    if (state.path?.has(i)) {
      classes.push('path');
      if (node.parent >= 0 && state.path.has(node.parent)) edge.push('path');
    }
    if (state.event.expanded === i) classes.push('expanded');
  } else if (row && done) {
    value = rowValueText(row);
  } else if (node.stub && node.end !== null && node.end !== undefined) {
    value = model.plain ? plainText(node.end) : scoreText(node.end, node.end === 0 ? null : node.depth);
  }
  const badge = row?.tableHit ? 'TT' : classes.includes('estimate') ? '\u2248' : '';
  return { className: classes.join(' '), edgeClass: edge.join(' '), value, below, badge };
}



// Returns alpha and beta at node I of an alpha-beta search by STATE's step, as the search holds
// them: those it entered with, then, as each child returns, MAX's alpha raised (MIN's beta
// lowered) to the child's value when it is better; { alpha, beta, cut } in ASCII as the trace
// writes them, CUT true once the window has closed (the cut-off). Undefined for other searches.
export function windowAt(model, state, i) {
  const row = model.nodes[i].row;
  if (!row || row.alpha == null || model.enterStep[i] > state.step) return undefined;
  let { alpha, beta } = row;
  const max = row.player === 'MAX';
  for (const c of model.nodes[i].children) {
    const child = model.nodes[c];
    if (child.stub || model.returnStep[c] > state.step) continue;
    const value = windowValue(child.row);
    if (max && windowOrder(value) > windowOrder(alpha)) alpha = value;
    if (!max && windowOrder(value) < windowOrder(beta)) beta = value;
  }
  const done = model.returnStep[i] <= state.step;
  return { alpha, beta, cut: done && Boolean(row.pruned?.length) };
}
