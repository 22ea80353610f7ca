// The classroom: the real search of the position on the board, recorded by the server (POST
// /api/{game}/trace) and stepped through here: the tree growing node by node beside the trace
// table, in step with it. It asks the server only while it is open, and only when the position,
// the options or the search change.
import { number, plural, t } from '../i18n.js';
import { writeLink } from '../link.js';
import { Player, SPEEDS } from './player.js';
import { describe, moveText, nodeTitle, positionText, summary } from './step-text.js';
import { readTrace } from './trace-events.js';
import { TraceTable } from './trace-table.js';
import { ExercisePanel } from './exercise-panel.js';
import { TreeEditor } from './tree-editor.js';
import { layoutTree } from './tree-layout.js';
import { stateAt } from './tree-state.js';
import { TreeView, geometry, nodeWidth } from './tree-view.js';
import { boundText } from './values.js';
import { Compare } from './compare.js';

const $ = (id) => document.getElementById(id);

const LARGE = 200; // a tree with more nodes opens collapsed to the root's moves and the best line
const SMALL = 40; // a subtree this small opens whole

export class Classroom {
  // SOURCE: { trace(game, body) and compare(game, body) the API calls, context() → { game, options, view, traceNodes },
  // use(position) plays from the tree game's POSITION }.
  constructor(source) {
    this.source = source;
    this.asked = null; // what the shown trace answers: game, options, position, search
    this.token = 0;
    this.collapsed = new Set();
    this.player = new Player({ show: (step) => this.show(step), playing: (on) => this.playing(on) });
    this.tree = new TreeView($('cr-tree'), { select: (i) => this.select(i), toggle: (i) => this.toggle(i) });
    this.table = new TraceTable($('cr-table'), { select: (i) => this.select(i) }, {
      // α and β are the textbook's symbols, the same in every language (as on the tree).
      column: (name) => ({ alpha: '\u03b1', beta: '\u03b2' })[name] ?? t(`page.classroom.column.${name}`),
      position: positionText,
      move: moveText,
      number,
    });
    this.exercise = new ExercisePanel({ redraw: () => this.redraw(), share: () => this.share(), again: () => this.start() });
    this.editor = new TreeEditor((position) => source.use(position));
    this.compare = new Compare(
      { compare: source.compare, context: source.context, depth: () => Number($('cr-depth').value) },
      { replay: (algorithm) => this.replay(algorithm) },
    );
    this.wire();
  }

  get isOpen() { return !$('classroom').hidden; }

  // Opens the panel (at STEP of the search SEARCH, when a link says so) and brings it into view.
  async open({ search, step, mode } = {}) {
    this.pendingSearch = search; // chosen once the menu holds the game's searches
    if (mode) $('cr-mode').value = mode;
    this.showFields();
    $('classroom').hidden = false;
    $('open-classroom').setAttribute('aria-expanded', 'true');
    this.pendingStep = step;
    $('classroom').scrollIntoView({ block: 'start' });
    await this.refresh();
    $('classroom').scrollIntoView({ block: 'start' }); // the page is longer now that the tree is in
  }

  close() {
    this.player.pause();
    clearTimeout(this.keeping);
    history.replaceState(null, '', location.pathname); // a reload no longer opens the classroom
    $('classroom').hidden = true;
    $('open-classroom').setAttribute('aria-expanded', 'false');
    $('open-classroom').focus();
  }

  // The search the menus choose, as the API names it: minimax, alphabeta, depth:3, mcts...
  search() {
    const algorithm = $('cr-algorithm').value;
    const search = { algorithm: algorithm === 'depth' ? `depth:${$('cr-depth').value}` : algorithm };
    if (algorithm === 'mcts') search.simulations = Number($('cr-simulations').value);
    return search;
  }

  // Fills the search menu with those GAME offers, named as the engines are ("alpha-beta to depth
  // N"), keeping the one chosen while the game offers it; alpha-beta to start with.
  offer(game) {
    const select = $('cr-algorithm');
    const offered = JSON.stringify([game.name, game.searches]);
    if (this.offered === offered) return;
    this.offered = offered;
    const chosen = select.value || 'alphabeta';
    select.replaceChildren(...(game.searches ?? []).map((s) => new Option(s.title, s.name === 'depth:N' ? 'depth' : s.name)));
    select.value = [...select.options].some((o) => o.value === chosen) ? chosen : 'alphabeta';
    this.showFields();
  }

  // Returns the search chosen as the menu names it, with its depth: "alpha-beta to depth 2".
  title() {
    const text = $('cr-algorithm').selectedOptions[0]?.textContent ?? '';
    return $('cr-algorithm').value === 'depth' ? text.replace(/\bN\b/, number(Number($('cr-depth').value))) : text;
  }

  // Returns whether the menu offers the search ALGORITHM (as a trace names it: depth:3, mcts).
  offers(algorithm) {
    const [name, depth] = algorithm.split(':');
    return [...$('cr-algorithm').options].some((o) => o.value === (depth ? 'depth' : name));
  }

  choose({ algorithm, simulations }) {
    const [name, depth] = algorithm.split(':');
    if (!this.offers(algorithm)) {
      this.unoffered = t('page.link.unknown-search', algorithm, $('cr-algorithm').selectedOptions[0]?.textContent ?? '');
      return;
    }
    $('cr-algorithm').value = depth ? 'depth' : name;
    if (depth) $('cr-depth').value = depth;
    if (simulations) $('cr-simulations').value = simulations;
    this.showFields();
  }

  // Steps through the search ALGORITHM (as a trace names it) from a row of the comparison.
  async replay(algorithm) {
    $('cr-mode').value = 'watch';
    this.choose({ algorithm });
    await this.refresh();
    $('cr-stage').scrollIntoView({ block: 'start' });
  }

  showFields() {
    $('cr-depth-field').hidden = $('cr-algorithm').value !== 'depth';
    $('cr-simulations-field').hidden = $('cr-algorithm').value !== 'mcts';
    $('cr-algorithm').disabled = $('cr-mode').value === 'pruning'; // its tree is minimax's, its check alpha-beta's
  }

  // Asks for the trace of the board's position when the panel is open and it is not the one shown.
  async refresh() {
    this.compare.sync();
    if (!this.isOpen) return;
    const { game, options, view, traceNodes } = this.source.context();
    this.offer(game);
    if (this.pendingSearch) this.choose(this.pendingSearch);
    this.pendingSearch = undefined;
    this.editor.sync(game.name, view?.position);
    if (!view) { // the options make no game: nothing to search
      this.asked = null;
      $('cr-stage').hidden = true;
      return;
    }
    const mode = $('cr-mode').value;
    const search = mode === 'pruning' ? { algorithm: 'minimax' } : this.search();
    const body = { options, position: view.position, maxNodes: traceNodes, ...search };
    const asked = JSON.stringify([game.name, body, mode]);
    if (asked === this.asked) return;
    this.asked = asked;
    const token = ++this.token;
    this.player.pause();
    $('cr-message').textContent = t('page.classroom.searching');
    $('classroom').classList.add('loading');
    try {
      const trace = await this.source.trace(game.name, body);
      // The pruning exercise checks its answers against alpha-beta's search of the same tree.
      const check = mode === 'pruning' ? await this.source.trace(game.name, { ...body, algorithm: 'alphabeta' }) : null;
      if (token !== this.token) return; // a newer question was asked meanwhile
      this.load(trace, this.title(), check);
      $('cr-message').textContent = this.unoffered ?? ''; // a link's search the game does not offer
      this.unoffered = undefined;
    } catch (error) {
      if (token !== this.token) return;
      this.asked = null; // ask again next time
      this.model = null;
      $('cr-message').textContent = error.message;
      $('cr-stage').hidden = true;
    } finally {
      if (token === this.token) $('classroom').classList.remove('loading');
    }
  }

  load(trace, title, check) {
    const model = readTrace(trace);
    this.model = model;
    this.check = check && readTrace(check);
    this.collapsed = new Set();
    if (model.nodes.length > LARGE) {
      for (const node of model.nodes) if (node.index !== 0 && !node.pv && node.children.length) this.collapsed.add(node.index);
    }
    $('cr-collapsed').hidden = model.nodes.length <= LARGE;
    $('cr-mcts-nodes').hidden = model.events[0].kind !== 'grow';
    // The scale of the values, said once: outcomes (+1@3) or the tree game's final utilities.
    $('cr-values').dataset.text = model.plain ? 'page.classroom.legend.values.final' : 'page.classroom.legend.values';
    $('cr-values').textContent = t($('cr-values').dataset.text);
    $('cr-summary').textContent = summary(model, title);
    $('cr-stage').hidden = false;
    this.table.show(model);
    this.relayout();
    this.exercise.stop();
    const exercise = this.start();
    const step = exercise ? model.steps - 1 : Math.min(this.pendingStep ?? 0, model.steps - 1);
    this.pendingStep = undefined;
    this.tree.start(stateAt(model, step, this.layout).shown);
    this.player.load(model.steps, step);
    if (exercise) this.redraw(true);
  }

  relayout() {
    const model = this.model;
    const { levelHeight } = geometry(model.look);
    this.layout = layoutTree(model.nodes, (i) => !this.collapsed.has(i), { width: (i) => nodeWidth(model.nodes[i]), levelHeight });
    this.tree.draw(model, this.layout, this.collapsed, {
      bound: boundText,
      move: moveText,
      count: number,
      title: nodeTitle,
      expand: (hidden) => plural('page.classroom.expand', hidden),
      collapse: () => t('page.classroom.collapse'),
      cut: (player) => t(player === 'MAX' ? 'page.classroom.node.cut-max' : 'page.classroom.node.cut-min'),
    });
  }

  show(step) {
    if (!this.model) return; // a button pressed before the first trace came back
    const state = this.tree.update(step);
    this.tree.follow(state.shown, this.seen(state));
    this.table.update(state);
    this.exercise.decorate(this.tree.elements);
    $('cr-step').textContent = describe(this.model, state);
    $('cr-counter').textContent = t('page.classroom.counter', number(step + 1), number(this.model.steps));
    $('cr-start').disabled = $('cr-back').disabled = step === 0;
    $('cr-end').disabled = $('cr-forward').disabled = step === this.model.steps - 1;
    $('cr-link-field').hidden = true;
    this.keepStep();
  }

  // Writes the step in the address (a moment after the last one, not at every step it plays), so
  // that a reload comes back to it.
  keepStep() {
    clearTimeout(this.keeping);
    this.keeping = setTimeout(() => {
      if (this.isOpen && this.model) history.replaceState(null, '', this.link());
    }, 250);
  }

  // Returns the nodes the search has shown by STATE's step, those nearest its node first: the
  // node's parents, then the others from the last entered back.
  seen(state) {
    const nodes = this.model.nodes;
    const near = [];
    for (let a = nodes[state.shown].parent; a >= 0; a = nodes[a].parent) near.push(a);
    const others = [];
    for (const node of nodes) if (this.model.enterStep[node.index] <= state.step && !near.includes(node.index)) others.push(node.index);
    others.sort((a, b) => this.model.enterStep[b] - this.model.enterStep[a]);
    return [...near, ...others];
  }

  // Shows the exercise's tree, the node it asks about in sight; FIT: the whole tree, to start with.
  redraw(fit = false) {
    this.show(this.player.step);
    const asked = this.exercise.asked;
    if (fit && (asked === undefined || this.layout.right - this.layout.left < $('cr-tree').clientWidth * 2)) {
      this.tree.fit();
      // Never smaller than the size that is easy to read (its text 11 px and more): a tree wider
      // than the frame is shown at that size around the question, or from the root, and panned.
      if (this.tree.k !== 1) this.tree.start(asked ?? 0);
    }
    if (asked !== undefined) this.tree.follow(asked);
  }

  playing(on) {
    $('cr-play').textContent = on ? '\u275a\u275a' : '\u25b6';
    $('cr-play').setAttribute('aria-label', t(on ? 'page.classroom.pause' : 'page.classroom.play'));
    // While it plays, a screen reader would hear every step: it hears where it stopped instead.
    $('cr-step').setAttribute('aria-live', on ? 'off' : 'polite');
  }

  // Goes to the step where the search reaches node I, opening the subtrees that hide it.
  select(i) {
    if (!this.model || this.exercise.click(i)) return;
    this.player.pause();
    let hidden = false;
    for (let a = this.model.nodes[i].parent; a >= 0; a = this.model.nodes[a].parent) {
      if (this.collapsed.delete(a)) hidden = true;
    }
    if (hidden) this.relayout();
    this.player.go(this.model.stepOf(i));
    this.tree.follow(i);
  }

  // Hides or shows what is below node I; the node keeps its place on the screen.
  toggle(i) {
    const model = this.model;
    const before = [this.layout.x.get(i), this.layout.y.get(i)];
    if (this.collapsed.has(i)) this.expand(i);
    else this.collapsed.add(i);
    this.relayout();
    this.tree.tx += this.tree.k * (before[0] - this.layout.x.get(i));
    this.tree.ty += this.tree.k * (before[1] - this.layout.y.get(i));
    this.tree.apply();
    this.tree.update(this.player.step);
    if (model.sizes[i] > 1) $('cr-tree').focus({ preventScroll: true });
  }

  // Shows node I's children: a small subtree whole, a large one a level at a time.
  expand(i) {
    this.collapsed.delete(i);
    for (const c of this.model.nodes[i].children) {
      if (this.model.sizes[c] <= SMALL) this.openAll(c);
      else if (this.model.nodes[c].children.length) this.collapsed.add(c);
    }
  }

  openAll(i) {
    this.collapsed.delete(i);
    for (const c of this.model.nodes[i].children) this.openAll(c);
  }

  // A link that opens the page on this position, this search and this step.
  link() {
    const { game, options, view } = this.source.context();
    const mode = $('cr-mode').value;
    return writeLink(location, { game: game.name, options, view, search: this.search(), step: this.player.step, mode });
  }

  async share() {
    const field = $('cr-link');
    field.value = this.link();
    $('cr-link-field').hidden = false;
    field.select();
    try {
      await navigator.clipboard.writeText(field.value);
      $('cr-link-note').textContent = t('page.classroom.link.copied');
    } catch {
      $('cr-link-note').textContent = ''; // no clipboard here (a page not served over https): the field is selected
    }
  }

  wire() {
    const player = this.player;
    $('cr-close').addEventListener('click', () => this.close());
    $('cr-algorithm').addEventListener('change', () => { this.showFields(); this.refresh(); });
    $('cr-mode').addEventListener('change', () => { this.showFields(); this.refresh(); });
    $('cr-depth').addEventListener('change', () => this.refresh());
    $('cr-simulations').addEventListener('change', () => this.refresh());
    $('cr-start').addEventListener('click', () => player.start());
    $('cr-back').addEventListener('click', () => { player.pause(); player.back(); });
    $('cr-play').addEventListener('click', () => player.toggle());
    $('cr-forward').addEventListener('click', () => { player.pause(); player.forward(); });
    $('cr-end').addEventListener('click', () => { player.pause(); player.end(); });
    const speed = $('cr-speed');
    speed.max = SPEEDS.length - 1;
    speed.value = player.speed;
    const speedText = () => { $('cr-speed-value').textContent = t('page.classroom.speed.value', number(SPEEDS[player.speed])); };
    speed.addEventListener('input', () => { player.speed = Number(speed.value); speedText(); });
    this.speedText = speedText;
    $('cr-zoom-in').addEventListener('click', () => this.tree.zoomBy(1.25));
    $('cr-zoom-out').addEventListener('click', () => this.tree.zoomBy(0.8));
    $('cr-fit').addEventListener('click', () => this.tree.fit());
    $('cr-actual').addEventListener('click', () => { this.tree.home(); this.tree.follow(this.tree.update(player.step).shown); });
    $('cr-share').addEventListener('click', () => this.share());
    $('classroom').addEventListener('keydown', (event) => this.key(event));
    this.showFields();
  }

  // Writes the texts that depend on the language (the rest are the page's data-text).
  translate() {
    const { game } = this.source.context();
    if (game) this.offer(game);
    this.speedText();
    this.playing(this.player.playing);
    this.exercise.translate();
    this.compare.translate();
    if (this.model) {
      $('cr-summary').textContent = summary(this.model, this.title());
      this.table.show(this.model);
      this.relayout();
      this.show(this.player.step);
    }
  }

  // Starts the exercise the mode asks for on the search shown, if any; returns whether it did.
  start() {
    const kind = $('cr-mode').value;
    const started = kind !== 'watch' && this.model ? this.exercise.start(kind, this.model, this.check) : this.exercise.hide();
    $('classroom').classList.toggle('exercising', started);
    return started;
  }

  key(event) {
    if (['INPUT', 'SELECT', 'TEXTAREA'].includes(event.target.tagName) || !this.model) return;
    if (this.exercise.active && event.key !== 'Escape' && !'+=-0'.includes(event.key)) return;
    const actions = {
      ArrowRight: () => { this.player.pause(); this.player.forward(); },
      ArrowLeft: () => { this.player.pause(); this.player.back(); },
      Home: () => this.player.start(),
      End: () => { this.player.pause(); this.player.end(); },
      ' ': () => this.player.toggle(),
      '+': () => this.tree.zoomBy(1.25),
      '=': () => this.tree.zoomBy(1.25),
      '-': () => this.tree.zoomBy(0.8),
      0: () => this.tree.fit(),
      Escape: () => this.close(),
    };
    const action = actions[event.key];
    if (!action || (event.key === ' ' && event.target.tagName === 'BUTTON')) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  }
}
