// Draws the searched tree as SVG, one group per node shown: MAX a triangle pointing up (blue),
// MIN one pointing down (red), the end of the game a square, a move a cut-off skipped a small grey
// box; each with its value once returned, alpha and beta below it as they stand at the step (and,
// once a cut-off ended its search, the comparison that ended it), the move on the edge above. The nodes are drawn once per layout; each step only changes their classes and values
// (tree-state.js says which). Zoom with the wheel, the buttons or two fingers; pan by dragging.
import { nodeLook, stateAt, windowAt } from './tree-state.js';

const SVG = 'http://www.w3.org/2000/svg';
const NODE_WIDTH = 68;
const LEAF_WIDTH = 54; // an end of the game: a square, with alpha and beta (+1@3) below it
const STUB_WIDTH = 30;
const MARGIN = 8; // pixels kept between what the view follows and the frame's edge
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 4;

function el(name, attributes = {}, text) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

// The shapes, centred on the node: MAX up, MIN down, the end of the game square.
const SHAPES = {
  MAX: 'M0,-21 L34,21 L-34,21 Z',
  MIN: 'M-34,-21 L34,-21 L0,21 Z',
  end: 'M-20,-16 H20 V16 H-20 Z',
  stub: 'M-13,-10 H13 V10 H-13 Z',
};
const VALUE_Y = { MAX: 14, MIN: -6, end: 4, stub: 4 };

// Returns where the edges leave a node, below the texts under it, for a trace of KIND.
export function geometry(kind) {
  const fan = kind === 'alphabeta' ? 74 : kind === 'mcts' ? 44 : 30;
  return { fan, levelHeight: fan + 66 };
}

export const nodeWidth = (node) => (node.stub ? STUB_WIDTH : node.row.terminal ? LEAF_WIDTH : NODE_WIDTH);

// Returns how far to move a span from LOW to HIGH (screen pixels) to bring it within 0 to SIZE,
// the margin kept: nothing when it is already in.
function shift(low, high, size) {
  if (high - low > size - 2 * MARGIN) return MARGIN - low; // too large: its start in sight
  if (low < MARGIN) return MARGIN - low;
  if (high > size - MARGIN) return size - MARGIN - high;
  return 0;
}

export class TreeView {
  // FRAME: the element the picture fills; ON: { select(i), toggle(i) }.
  constructor(frame, on) {
    this.frame = frame;
    this.on = on;
    this.svg = el('svg', { class: 'cr-svg' });
    this.viewport = el('g');
    this.edgeLayer = el('g', { class: 'edges' });
    this.nodeLayer = el('g', { class: 'nodes' });
    this.viewport.append(this.edgeLayer, this.nodeLayer);
    this.svg.append(this.viewport);
    frame.append(this.svg);
    this.k = 1;
    this.tx = 0;
    this.ty = 0;
    this.listen();
  }

  // Draws the nodes LAYOUT shows of MODEL; SIZES: how many nodes each hides when collapsed.
  draw(model, layout, collapsed, texts) {
    this.model = model;
    this.layout = layout;
    this.texts = texts;
    this.geometry = geometry(model.look);
    this.looks = new Map();
    const edges = [];
    const nodes = [];
    this.elements = new Map();
    for (const i of layout.order) {
      const node = model.nodes[i];
      const x = layout.x.get(i);
      const y = layout.y.get(i);
      const group = el('g', { 'data-node': i, transform: `translate(${x},${y})` });
      if (node.row) group.dataset.call = node.row.call;
      else group.dataset.prunedAt = model.nodes[node.parent].row.call;
      if (node.move != null) group.dataset.move = node.move;
      if (node.row && node.parent >= 0) group.dataset.parent = model.nodes[node.parent].row.call;
      const shape = node.stub ? 'stub' : node.row.terminal ? 'end' : node.player;
      group.append(el('path', { class: 'halo', d: SHAPES[shape] })); // a wide outline, behind the shape
      group.append(el('path', { class: 'shape', d: SHAPES[shape] }));
      const value = el('text', { class: 'value', y: VALUE_Y[shape] });
      group.append(value);
      const below = [];
      let window = null;
      if (node.row && model.look === 'alphabeta' && node.row.alpha != null) {
        window = [el('text', { class: 'ab alpha', y: 36 }), el('text', { class: 'ab beta', y: 50 }),
          el('text', { class: 'ab reason', y: 64 })];
        group.append(...window);
      }
      if (node.row && model.look === 'mcts') {
        below.push(el('text', { class: 'ab mean', y: 36 }));
        group.append(...below);
      }
      const badge = el('text', { class: 'badge', x: -30, y: -22 });
      group.append(badge);
      if (node.children.length && !node.stub) group.append(this.toggle(i, collapsed.has(i), model.sizes[i] - 1, texts));
      group.append(el('title', {}, texts.title(node)));
      nodes.push(group);
      this.elements.set(i, { group, value, mean: below[0], window, badge, edge: null, look: '' });
      if (i !== 0) {
        const edge = this.edge(node, layout, texts);
        edges.push(edge);
        this.elements.get(i).edge = edge;
      }
    }
    this.edgeLayer.replaceChildren(...edges);
    this.nodeLayer.replaceChildren(...nodes);
  }

  // The button below a node that hides or shows what is below it, with how many nodes it hides.
  toggle(i, closed, hidden, texts) {
    const group = el('g', { class: `toggle${closed ? ' closed' : ''}`, 'data-toggle': i,
      transform: `translate(0,${this.geometry.fan})` });
    const label = closed ? `+${texts.count(hidden)}` : '\u2212';
    const width = closed ? 14 + 7 * label.length : 18;
    group.append(el('rect', { class: 'hit', x: -Math.max(width, 32) / 2, y: -14, width: Math.max(width, 32), height: 28 }));
    group.append(el('rect', { x: -width / 2, y: -9, width, height: 18, rx: 9 }));
    group.append(el('text', { y: 4 }, label));
    group.append(el('title', {}, closed ? texts.expand(hidden) : texts.collapse()));
    return group;
  }

  edge(node, layout, texts) {
    const parent = node.parent;
    const [px, py] = [layout.x.get(parent), layout.y.get(parent) + this.geometry.fan + 9];
    const [cx, cy] = [layout.x.get(node.index), layout.y.get(node.index) - (node.stub ? 11 : 22)];
    const group = el('g', { class: 'edge' });
    group.append(el('path', { d: `M${px},${py} L${cx},${cy}` }));
    if (node.stub) {
      // The cut: two strokes across the edge, where the skipped move leaves its node.
      const [mx, my] = [px + (cx - px) * 0.35, py + (cy - py) * 0.35];
      group.append(el('path', { class: 'cut', d: `M${mx - 7},${my - 2} l12,-6 M${mx - 7},${my + 4} l12,-6` }));
    }
    const [lx, ly] = [px + (cx - px) * 0.62, py + (cy - py) * 0.62];
    group.append(el('text', { class: 'move', x: lx + (cx >= px ? 4 : -4), y: ly,
      'text-anchor': cx >= px ? 'start' : 'end' }, texts.move(node.move)));
    return group;
  }

  // Shows the search at STEP: what each node drawn looks like then.
  update(step) {
    const state = stateAt(this.model, step, this.layout);
    this.svg.classList.toggle('finished', state.finished);
    for (const [i, parts] of this.elements) {
      const look = nodeLook(this.model, state, i);
      if (look.className !== parts.look) {
        parts.group.setAttribute('class', look.className);
        if (parts.edge) parts.edge.setAttribute('class', `edge ${look.edgeClass}`);
        parts.look = look.className;
      }
      if (parts.value.textContent !== look.value) parts.value.textContent = look.value;
      if (parts.mean && parts.mean.textContent !== look.below) parts.mean.textContent = look.below;
      if (parts.badge.textContent !== look.badge) parts.badge.textContent = look.badge;
      if (parts.window) this.showWindow(parts.window, windowAt(this.model, state, i), this.model.nodes[i].row);
    }
    return state;
  }

  // Writes alpha and beta below a node as WINDOW has them, and the comparison of a cut-off.
  showWindow([alpha, beta, reason], window, row) {
    const bound = this.texts.bound;
    const texts = window
      ? [`\u03b1 ${bound(window.alpha)}`, `\u03b2 ${bound(window.beta)}`,
        window.cut ? this.texts.cut(row.player) : '']
      : ['', '', ''];
    [alpha, beta, reason].forEach((element, k) => {
      if (element.textContent !== texts[k]) element.textContent = texts[k];
    });
  }

  // Zoom and pan.
  apply() {
    this.viewport.setAttribute('transform', `translate(${this.tx},${this.ty}) scale(${this.k})`);
  }

  zoomBy(factor, cx = this.frame.clientWidth / 2, cy = this.frame.clientHeight / 2) {
    const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.k * factor));
    this.tx = cx - ((cx - this.tx) * k) / this.k;
    this.ty = cy - ((cy - this.ty) * k) / this.k;
    this.k = k;
    this.apply();
  }

  // The root at the top, in the middle, at the size whose texts are easy to read.
  home() {
    this.k = 1;
    this.tx = this.frame.clientWidth / 2;
    this.ty = 36;
    this.apply();
  }

  // The view a search opens with: the whole tree when it fits at the size that is easy to read,
  // else that size around node I.
  start(i) {
    const { left, right, bottom } = this.layout;
    const [w, h] = [this.frame.clientWidth, this.frame.clientHeight];
    this.home();
    if (right - left + 40 <= w && bottom + 110 <= h) {
      this.tx = w / 2 - (left + right) / 2;
    } else if (this.layout.x.has(i)) {
      this.tx = w / 2 - this.layout.x.get(i);
      this.ty = Math.min(36, h / 3 - this.layout.y.get(i));
    }
    this.apply();
  }

  // The whole tree shown, however small that makes it.
  fit() {
    const { left, right, bottom } = this.layout;
    const [w, h] = [this.frame.clientWidth, this.frame.clientHeight];
    this.k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.min((w - 24) / (right - left + 40), (h - 24) / (bottom + 110))));
    this.tx = w / 2 - this.k * (left + right) / 2;
    this.ty = 12 + 30 * this.k;
    this.apply();
  }

  // Returns the box, in the tree's units, that node I and the texts around it take.
  box(i) {
    const half = nodeWidth(this.model.nodes[i]) / 2;
    const [x, y] = [this.layout.x.get(i), this.layout.y.get(i)];
    return { left: x - half, right: x + half, top: y - 30, bottom: y + this.geometry.fan + 12 };
  }

  // Pans as little as it takes to bring node I, with the texts around it, into the frame; and,
  // when they fit, the nodes the search has SHOWN so far (the parents of I first): the tree grows
  // in sight, at the same size, step after step.
  follow(i, shown = []) {
    if (!this.layout.x.has(i)) return;
    const [w, h] = [this.frame.clientWidth, this.frame.clientHeight];
    const must = this.box(i);
    let wanted = { ...must };
    for (const n of shown) {
      if (!this.layout.x.has(n)) continue;
      const b = this.box(n);
      const grown = { left: Math.min(wanted.left, b.left), right: Math.max(wanted.right, b.right),
        top: Math.min(wanted.top, b.top), bottom: Math.max(wanted.bottom, b.bottom) };
      if ((grown.right - grown.left) * this.k > w - 2 * MARGIN || (grown.bottom - grown.top) * this.k > h - 2 * MARGIN) break;
      wanted = grown;
    }
    this.tx += shift(this.tx + this.k * wanted.left, this.tx + this.k * wanted.right, w);
    this.ty += shift(this.ty + this.k * wanted.top, this.ty + this.k * wanted.bottom, h);
    this.apply();
  }

  listen() {
    const pointers = new Map();
    let moved = 0;
    let last = null;
    const svg = this.svg;
    svg.addEventListener('pointerdown', (event) => {
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 1) moved = 0;
      last = this.gesture(pointers);
    });
    svg.addEventListener('pointermove', (event) => {
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const now = this.gesture(pointers);
      const box = svg.getBoundingClientRect();
      moved += Math.hypot(now.x - last.x, now.y - last.y);
      if (moved > 5 && !svg.hasPointerCapture(event.pointerId)) svg.setPointerCapture(event.pointerId);
      if (now.distance && last.distance) this.zoomBy(now.distance / last.distance, now.x - box.left, now.y - box.top);
      this.tx += now.x - last.x;
      this.ty += now.y - last.y;
      this.apply();
      last = now;
    });
    const up = (event) => {
      pointers.delete(event.pointerId);
      last = this.gesture(pointers);
    };
    svg.addEventListener('pointerup', up);
    svg.addEventListener('pointercancel', up);
    svg.addEventListener('click', (event) => {
      if (moved > 5) return; // the end of a drag, not a click
      const toggle = event.target.closest('[data-toggle]');
      if (toggle) {
        this.on.toggle(Number(toggle.dataset.toggle));
        return;
      }
      const node = event.target.closest('[data-node]');
      if (node) this.on.select(Number(node.dataset.node));
    });
    svg.addEventListener('wheel', (event) => {
      event.preventDefault();
      const box = svg.getBoundingClientRect();
      const lines = event.deltaMode === 1 ? 33 : 1;
      this.zoomBy(Math.exp(-event.deltaY * lines * 0.0015), event.clientX - box.left, event.clientY - box.top);
    }, { passive: false });
  }

  // The middle of the fingers on the picture, and how far apart two of them are.
  gesture(pointers) {
    const points = [...pointers.values()];
    if (!points.length) return null;
    const x = points.reduce((sum, p) => sum + p.x, 0) / points.length;
    const y = points.reduce((sum, p) => sum + p.y, 0) / points.length;
    const distance = points.length >= 2 ? Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y) : 0;
    return { x, y, distance };
  }
}
