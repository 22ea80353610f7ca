// The exercise on the page: the question, the answer field (or the Done button of the pruning
// exercise), the sentence that checks each answer and the score; and the tree's values hidden or
// shown, its nodes marked right or wrong, as exercise.js says.
import { number, t } from '../i18n.js';
import { Exercise, MAX_CALLS } from './exercise.js';

const $ = (id) => document.getElementById(id);

const MARKS = ['ex-asked', 'ex-right', 'ex-wrong', 'ex-marked', 'ex-missed'];

export class ExercisePanel {
  // ON: { redraw() the tree at its step, share() the link, again() starts over }.
  constructor(on) {
    this.on = on;
    this.exercise = new Exercise();
    $('ex-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.exercise.answer($('ex-answer').value);
      $('ex-answer').value = '';
      this.changed();
    });
    $('ex-done').addEventListener('click', () => { this.exercise.finish(); this.changed(); });
    $('ex-again').addEventListener('click', () => { this.on.again(); this.on.redraw(); });
    $('ex-share').addEventListener('click', () => this.on.share());
  }

  get active() { return this.exercise.active; }

  // The node the values exercise asks about now, if any.
  get asked() { return this.exercise.asked; }

  stop() { this.exercise.stop(); }

  hide() {
    this.exercise.stop();
    $('cr-exercise').hidden = true;
    return false;
  }

  // Starts an exercise of KIND on MODEL (CHECK: alpha-beta's search, for pruning); returns
  // whether the search makes one, and says why not when it does not.
  start(kind, model, check) {
    $('cr-exercise').hidden = false;
    let problem = null;
    if (model.look === 'mcts') problem = t('page.exercise.no-mcts');
    else if (model.calls > MAX_CALLS) problem = t('page.exercise.too-large', number(model.calls), number(MAX_CALLS));
    if (problem) {
      this.exercise.stop();
      this.show(problem, '', true);
      return false;
    }
    this.exercise.start(kind, model, check);
    this.changed(false);
    return true;
  }

  // Writes the question, the last answer's sentence and the score; redraws the tree.
  changed(redraw = true) {
    const exercise = this.exercise;
    $('ex-feedback').classList.toggle('wrong', Boolean(exercise.wrong));
    this.show(exercise.prompt(), exercise.feedback, exercise.over);
    $('ex-form').hidden = exercise.kind !== 'values' || exercise.over;
    $('ex-done-field').hidden = exercise.kind !== 'pruning' || exercise.over;
    if (redraw) this.on.redraw();
    if (!$('ex-form').hidden) $('ex-answer').focus({ preventScroll: true });
  }

  show(prompt, feedback, over) {
    $('ex-prompt').textContent = prompt;
    $('ex-prompt').classList.toggle('ex-score', over);
    $('ex-feedback').textContent = feedback;
    $('ex-form').hidden = true;
    $('ex-done-field').hidden = true;
  }

  // Node I clicked on the tree: a leaf marked in the pruning exercise. Returns whether the
  // exercise took the click (while one is on, the tree does not step).
  click(i) {
    if (!this.exercise.active) return false;
    if (this.exercise.mark(i)) this.changed();
    return true;
  }

  // Hides the values the student is to find, and marks the answers, on the tree's ELEMENTS.
  decorate(elements) {
    if (!this.exercise.active) return;
    for (const [i, parts] of elements) {
      const look = this.exercise.look(i);
      parts.group.classList.remove('pv', 'current', 'inside', ...MARKS); // the best line would give the answers away
      parts.edge?.classList.remove('pv');
      if (look.className) parts.group.classList.add(...look.className.split(' '));
      if (look.value !== null) parts.value.textContent = look.value;
      if (look.className.includes('ex-marked')) parts.badge.textContent = '\u2717'; // ✗: never visited
    }
  }

  translate() {
    if (this.exercise.active) this.changed(false);
  }
}
