// A node of a game tree (the textbook's trees): the node, then a button per child, named as its
// move is, with a leaf's utility or an inner node's count of children; at a leaf, the end.
import { plural, t } from '../i18n.js';
import { showValue, valuesOf, withValue } from './values.js';

export function drawTree(container, view, { canMove, analysis, onMove }) {
  const { node, utility, children } = view.board;
  container.className = `tree-node${canMove ? ' can-move' : ''}`;
  const values = valuesOf(analysis);
  const head = document.createElement('p');
  head.className = 'node';
  head.textContent = utility == null ? t('page.node.at', node) : t('page.node.leaf', node, utility);
  container.append(head);
  const row = document.createElement('div');
  row.className = 'children';
  row.setAttribute('role', 'group');
  const controls = [];
  for (const child of children) {
    const what = child.utility == null
      ? plural('page.node.child-inner', child.children)
      : t('page.node.child-leaf', child.utility);
    const entry = values.get(child.move);
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.key = child.move;
    button.dataset.move = child.move;
    button.setAttribute('aria-label', withValue(t('page.node.go', child.move, what), entry));
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = child.move;
    const label = document.createElement('span');
    label.className = 'what';
    label.textContent = what;
    button.append(name, label);
    showValue(button, entry);
    if (!canMove) button.setAttribute('aria-disabled', 'true');
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') !== 'true') onMove(child.move);
    });
    controls.push(button);
    row.append(button);
  }
  container.append(row);
  return { rows: controls.length ? [controls] : [], preferred: null };
}
