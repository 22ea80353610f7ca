// A tidy layout of the nodes of a tree that are shown (a collapsed node hides its subtree), after
// Reingold and Tilford: each subtree is laid out on its own, then its siblings are pushed as close
// as their contours allow (the contour of a subtree is its leftmost and rightmost extent at each
// depth), and a parent is centred over its first and last child. Every node keeps the place it
// will have once the search has been stepped to the end, so the tree grows without moving.

// NODES: { children, stub } by index; OPEN(i): whether i shows its children; WIDTH(i): the room
// a node takes across. Returns { x, y, order (the nodes shown, parents first), left, right,
// bottom } in the tree's own units, the root at x = 0, y = 0.
export function layoutTree(nodes, open, { width, gap = 10, levelHeight = 100 }) {
  const relative = new Map(); // node -> x relative to its parent
  const order = [];

  // Returns the contour { left: [...], right: [...] } of the subtree at I, relative to I, by depth.
  function place(i) {
    order.push(i);
    const half = width(i) / 2;
    const children = open(i) ? nodes[i].children : [];
    if (!children.length) return { left: [-half], right: [half] };
    let left = null;
    let right = null;
    const offsets = [];
    for (const c of children) {
      const contour = place(c);
      if (left === null) {
        offsets.push(0);
        left = contour.left.slice();
        right = contour.right.slice();
        continue;
      }
      let shift = -Infinity;
      const common = Math.min(right.length, contour.left.length);
      for (let d = 0; d < common; d++) shift = Math.max(shift, right[d] - contour.left[d] + gap);
      offsets.push(shift);
      for (let d = 0; d < contour.right.length; d++) right[d] = contour.right[d] + shift;
      for (let d = left.length; d < contour.left.length; d++) left[d] = contour.left[d] + shift;
    }
    const centre = (offsets[0] + offsets[offsets.length - 1]) / 2;
    children.forEach((c, k) => relative.set(c, offsets[k] - centre));
    return {
      left: [-half, ...left.map((v) => v - centre)],
      right: [half, ...right.map((v) => v - centre)],
    };
  }

  const contour = place(0);
  const x = new Map([[0, 0]]);
  const y = new Map([[0, 0]]);
  let bottom = 0;
  for (const i of order) {
    if (i === 0) continue;
    const parent = nodes[i].parent;
    x.set(i, x.get(parent) + relative.get(i));
    y.set(i, y.get(parent) + levelHeight);
    bottom = Math.max(bottom, y.get(i));
  }
  return {
    x, y, order,
    left: Math.min(...contour.left),
    right: Math.max(...contour.right),
    bottom,
  };
}
