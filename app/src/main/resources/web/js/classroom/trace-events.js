// The steps of a recorded search, derived from the rows of POST /api/{game}/trace (the JSON of
// `zerosum trace --format json`). Minimax and alpha-beta write their calls in pre-order, so a node
// returns just before the next row whose depth is at most its own: each call is entered, then
// returns with its value (a leaf does both in one step). Monte Carlo search writes the tree it grew
// parents first, so it is shown node by node in that order, or, when the trace has `iterations`,
// iteration by iteration (select, expand, play out, back up). Moves a cut-off skipped (a row's
// `pruned`) become greyed stubs below their node, with the value where the move ends the game.

// A node: { index, row (null for a stub), parent (-1 for the root), children, depth, player,
// move, stub, pv }. Searched nodes come first, in the order of the rows; stubs after them.
export function readTrace(trace) {
  const rows = trace.rows;
  // A game whose utilities are final values (the tree game's leaves), as the trace says: plain
  // utilities, 3 or −2, and Monte Carlo means on the same scale (a mean of +1 is meanScale).
  const plain = trace.finalValues === true;
  const scale = trace.meanScale ?? 1;
  for (const row of rows) {
    row.plain = plain;
    row.scale = scale;
  }
  const index = new Map(rows.map((row, i) => [row.call, i]));
  const nodes = rows.map((row, i) => ({
    index: i, row, parent: row.parent == null ? -1 : index.get(row.parent), children: [],
    depth: row.depth, player: row.player, move: row.move, stub: false, pv: false,
  }));
  for (const node of nodes) if (node.parent >= 0) nodes[node.parent].children.push(node.index);
  for (const row of rows) {
    (row.pruned ?? []).forEach((move, k) => {
      const parent = index.get(row.call);
      // A move that ends the game has a value the search never looked at: shown greyed.
      const end = row.prunedValues?.[k] ?? null;
      const stub = {
        index: nodes.length, row: null, parent, children: [], depth: row.depth + 1,
        player: row.player === 'MAX' ? 'MIN' : 'MAX', move, stub: true, pv: false, end,
      };
      nodes.push(stub);
      nodes[parent].children.push(stub.index);
    });
  }
  markPrincipalVariation(nodes, trace.principalVariation ?? []);
  const kind = trace.rows.some((row) => row.visits != null) ? 'mcts' : 'depth-first';
  // How its nodes are drawn: with alpha and beta, with visits and means, or with values alone.
  const look = kind === 'mcts' ? 'mcts' : rows.some((row) => row.alpha != null) ? 'alphabeta' : 'minimax';
  const model = { trace, rows, nodes, kind, look, calls: rows.length, plain, scale };
  model.sizes = subtreeSizes(nodes);
  Object.assign(model, kind === 'mcts' ? mctsSteps(trace, nodes) : depthFirstSteps(nodes, rows.length));
  return model;
}

function markPrincipalVariation(nodes, line) {
  let at = nodes[0];
  at.pv = true;
  for (const move of line) {
    const next = at.children.map((c) => nodes[c]).find((child) => !child.stub && child.move === move);
    if (!next) break; // the line goes on through a table entry, below what was searched
    next.pv = true;
    at = next;
  }
}

// Returns the number of nodes at and below each node.
function subtreeSizes(nodes) {
  const sizes = new Array(nodes.length).fill(1);
  for (let i = nodes.length - 1; i > 0; i--) {
    // Children always come after their parent: rows in pre-order or in the order they were made,
    // stubs after every row.
    if (nodes[i].parent >= 0) sizes[nodes[i].parent] += sizes[i];
  }
  return sizes;
}

// Minimax, alpha-beta and the like: an event { kind: 'enter' | 'return' | 'leaf', node } per step.
function depthFirstSteps(nodes, calls) {
  const events = [];
  const enter = new Array(nodes.length).fill(Infinity);
  const leave = new Array(nodes.length).fill(Infinity);
  const stack = [];
  const finish = (i) => {
    const last = events[events.length - 1];
    if (last.node === i && last.kind === 'enter') {
      last.kind = 'leaf';
    } else {
      events.push({ kind: 'return', node: i });
    }
    leave[i] = events.length - 1;
  };
  for (let i = 0; i < calls; i++) {
    while (stack.length && nodes[stack[stack.length - 1]].depth >= nodes[i].depth) finish(stack.pop());
    stack.push(i);
    events.push({ kind: 'enter', node: i });
    enter[i] = events.length - 1;
  }
  while (stack.length) finish(stack.pop());
  // A stub shows when its node returns, with the cut-off that skipped it.
  for (let i = calls; i < nodes.length; i++) {
    enter[i] = leave[nodes[i].parent];
    leave[i] = enter[i];
  }
  return {
    steps: events.length,
    events,
    enterStep: enter,
    returnStep: leave,
    stepOf: (i) => enter[i],
  };
}

// Monte Carlo search: with `iterations`, a step per iteration; else a step per node, parents first.
function mctsSteps(trace, nodes) {
  const rows = trace.rows;
  const byCall = new Map(rows.map((row, i) => [row.call, i]));
  const iterations = Array.isArray(trace.iterations) && trace.iterations.length ? trace.iterations : null;
  if (!iterations) {
    const enter = nodes.map((node, i) => i);
    return {
      steps: rows.length,
      events: rows.map((row, i) => ({ kind: 'grow', node: i })),
      enterStep: enter,
      returnStep: enter,
      stepOf: (i) => i,
    };
  }
  // Nodes show from the first iteration that reaches them; the root from the start.
  const seen = new Array(nodes.length).fill(Infinity);
  seen[0] = 0;
  const paths = iterations.map((it, k) => {
    const path = (it.path ?? []).map((call) => byCall.get(call)).filter((i) => i !== undefined);
    const expanded = byCall.get(it.expanded);
    if (expanded !== undefined && !path.includes(expanded)) path.push(expanded);
    for (const i of path) seen[i] = Math.min(seen[i], k);
    return { path, expanded: expanded ?? -1, result: Number(it.result), proven: provenNodes(it, path, byCall) };
  });
  // A node no iteration names (a trace that leaves some out) shows with the finished tree.
  for (let i = 0; i < rows.length; i++) if (seen[i] === Infinity) seen[i] = iterations.length - 1;
  return {
    steps: iterations.length,
    events: paths.map((p, k) => ({ kind: 'iteration', node: p.expanded >= 0 ? p.expanded : p.path[p.path.length - 1] ?? 0, iteration: k, ...p })),
    enterStep: seen,
    returnStep: seen,
    stepOf: (i) => seen[i],
    // Returns each node's visits and mean result for MAX after iteration STEP, and which are
    // proven by then, by playing the iterations back.
    statsAt(step) {
      const visits = new Array(rows.length).fill(0);
      const sums = new Array(rows.length).fill(0);
      const proven = new Set();
      for (let k = 0; k <= step && k < paths.length; k++) {
        for (const i of paths[k].path) {
          visits[i] += 1;
          sums[i] += Number.isFinite(paths[k].result) ? paths[k].result : 0;
        }
        for (const i of paths[k].proven) proven.add(i);
      }
      return { visits, means: sums.map((sum, i) => (visits[i] ? sum / visits[i] : 0)), proven };
    },
  };
}

// An iteration's `proven`: the calls the solver proved then (a list), or whether it proved the
// node it stopped at (true or false).
function provenNodes(iteration, path, byCall) {
  const proven = iteration.proven;
  if (Array.isArray(proven)) return proven.map((call) => byCall.get(call)).filter((i) => i !== undefined);
  return proven === true && path.length ? [path[path.length - 1]] : [];
}
