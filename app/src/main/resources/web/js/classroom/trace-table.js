// The trace as a table beside the tree, a row per call as `zerosum trace` prints it: call, depth,
// player, position, move, alpha and beta on entry (alpha-beta), the value returned and the moves a
// cut-off skipped; for Monte Carlo search the visits and the mean result. It shows the calls the
// search has entered by the current step, the current one highlighted; a click on a row selects
// its call. Only the rows in sight are in the page (a trace may have 10,000), so it stays fast.
import { boundText, rowValueText } from './values.js';

const BUFFER = 8; // rows drawn beyond those in sight, above and below

export class TraceTable {
  // FRAME: the scrolling element; ON: { select(i) }; TEXTS: { column(name), position(row), move(m) }.
  constructor(frame, on, texts) {
    this.frame = frame;
    this.on = on;
    this.texts = texts;
    this.table = document.createElement('table');
    this.table.className = 'cr-trace';
    this.head = this.table.createTHead();
    this.body = this.table.createTBody();
    frame.replaceChildren(this.table);
    this.shown = [];
    frame.addEventListener('scroll', () => this.schedule());
    this.body.addEventListener('click', (event) => {
      const row = event.target.closest('tr[data-node]');
      if (row) this.on.select(Number(row.dataset.node));
    });
    this.body.addEventListener('keydown', (event) => {
      const row = event.target.closest('tr[data-node]');
      if (row && event.key === 'Enter') this.on.select(Number(row.dataset.node));
    });
  }

  show(model) {
    this.model = model;
    this.columns = ['call', 'depth', 'player', 'position', 'move'];
    if (model.look === 'alphabeta') this.columns.push('alpha', 'beta');
    if (model.look === 'mcts') this.columns.push('visits');
    this.columns.push('value');
    if (model.look === 'alphabeta') this.columns.push('pruned');
    const header = this.head.insertRow();
    this.head.replaceChildren(header);
    for (const column of this.columns) {
      const cell = document.createElement('th');
      cell.scope = 'col';
      cell.className = column;
      cell.textContent = this.texts.column(column);
      header.append(cell);
    }
    this.frame.scrollTop = 0;
    this.drawn = null;
  }

  // Shows the rows of the calls entered by STATE's step.
  update(state) {
    this.state = state;
    const enter = this.model.enterStep;
    this.shown = [];
    for (let i = 0; i < this.model.rows.length; i++) if (enter[i] <= state.step) this.shown.push(i);
    this.render();
    this.reveal(this.shown.indexOf(state.current));
  }

  schedule() {
    if (this.pending) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      this.render();
    });
  }

  rowHeight() {
    const row = this.body.querySelector('tr[data-node]');
    if (row && row.offsetHeight) this.height = row.offsetHeight;
    return this.height ?? 24;
  }

  render() {
    const height = this.rowHeight();
    const inSight = Math.ceil(this.frame.clientHeight / height) + 1;
    const first = Math.max(0, Math.floor(this.frame.scrollTop / height) - BUFFER);
    const last = Math.min(this.shown.length, first + inSight + 2 * BUFFER);
    // A scroll within the rows already drawn needs nothing new.
    const drawn = `${first} ${last} ${this.state.step} ${this.shown.length} ${this.columns.length}`;
    if (drawn === this.drawn) return;
    this.drawn = drawn;
    const rows = [];
    rows.push(this.spacer(first * height));
    for (let k = first; k < last; k++) rows.push(this.row(this.shown[k]));
    rows.push(this.spacer((this.shown.length - last) * height));
    this.body.replaceChildren(...rows);
  }

  spacer(height) {
    const row = document.createElement('tr');
    row.className = 'spacer';
    row.style.height = `${height}px`;
    return row;
  }

  row(i) {
    const model = this.model;
    const data = model.rows[i];
    const state = this.state;
    const done = model.returnStep[i] <= state.step;
    const row = document.createElement('tr');
    row.dataset.node = i;
    row.dataset.call = data.call;
    row.tabIndex = 0;
    row.className = `${data.player.toLowerCase()}${i === state.current ? ' current' : ''}${done ? '' : ' active'}`;
    if (i === state.current) row.setAttribute('aria-current', 'step');
    const stats = state.stats && { mean: state.stats.means[i], proven: state.stats.proven.has(i) };
    const cells = {
      call: this.texts.number(data.call),
      depth: String(data.depth),
      player: data.player,
      position: this.texts.position(data),
      move: this.texts.move(data.move),
      alpha: boundText(data.alpha),
      beta: boundText(data.beta),
      visits: this.texts.number(state.stats ? state.stats.visits[i] : data.visits),
      value: done || model.look === 'mcts' ? rowValueText(data, stats) : '',
      pruned: done ? (data.pruned ?? []).join(' ') : '',
    };
    for (const column of this.columns) {
      const cell = row.insertCell();
      cell.className = column;
      cell.textContent = cells[column];
      if (column === 'position') cell.title = data.position; // in full, where the column cuts it
    }
    return row;
  }

  // Scrolls the K-th row shown into sight, unless it is already.
  reveal(k) {
    if (k < 0) return;
    const height = this.rowHeight();
    const header = this.head.offsetHeight;
    const top = k * height;
    const view = this.frame.clientHeight - header;
    if (top < this.frame.scrollTop || top + height > this.frame.scrollTop + view) {
      this.frame.scrollTop = Math.max(0, top - view / 2);
      this.render();
    }
  }
}
