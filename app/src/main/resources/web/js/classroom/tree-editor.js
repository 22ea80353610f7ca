// The tree game's editor, in the classroom: a tree as nested lists, each node with its label, a
// leaf with its value, buttons to add a child or remove the node; the textbook's examples and a
// seeded random tree to start from. "Use this tree" makes it the board's position, in the game's
// notation (the server takes any tree as the tree game's position).
import { t } from '../i18n.js';
import { EXAMPLES, randomTree, readTree, writeTree } from './tree-model.js';

const $ = (id) => document.getElementById(id);

function element(name, attributes = {}, text) {
  const e = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) e.setAttribute(key, value);
  if (text !== undefined) e.textContent = text;
  return e;
}

export class TreeEditor {
  // USE(position): makes the tree text POSITION the board's position.
  constructor(use) {
    this.use = use;
    this.root = null;
    this.loaded = null; // the tree text of the board, last read into the editor
    this.wire();
  }

  // Shows the editor for the tree game alone, holding the tree of POSITION when it is a new one.
  sync(game, position) {
    $('cr-editor').hidden = game !== 'tree';
    if (game !== 'tree' || position == null) return;
    try {
      const text = writeTree(readTree(position));
      if (text === this.loaded) return;
      this.loaded = text;
      this.set(readTree(text));
    } catch {
      // a position the editor cannot read is the server's to explain
    }
  }

  set(root) {
    this.root = root;
    this.draw();
  }

  draw() {
    const list = element('ul', { class: 'ed-tree' });
    list.append(this.item(this.root, null, '0'));
    $('ed-nodes').replaceChildren(list);
    $('ed-text').value = writeTree(this.root);
  }

  // The list item of NODE (a child of PARENT), at PATH (its child indexes, dash-separated).
  item(node, parent, path) {
    const li = element('li', { 'data-path': path });
    const row = element('span', { class: 'ed-node' });
    const label = element('input', { type: 'text', class: 'ed-label', size: 4, placeholder: t('page.editor.label'),
      'aria-label': t('page.editor.label') });
    label.value = node.label;
    label.addEventListener('input', () => { node.label = label.value.trim(); this.changed(); });
    row.append(label);
    if (!node.children.length) {
      const value = element('input', { type: 'number', class: 'ed-value', step: 1, 'aria-label': t('page.editor.value') });
      value.value = node.value;
      value.addEventListener('input', () => {
        if (value.value !== '') node.value = Math.trunc(Number(value.value));
        this.changed();
      });
      row.append(value);
    }
    const add = element('button', { type: 'button', class: 'ed-add', 'aria-label': t('page.editor.add') }, '+');
    add.title = t('page.editor.add');
    add.addEventListener('click', () => {
      if (!node.children.length) node.value = 0;
      node.children.push({ label: '', value: 0, children: [] });
      this.draw();
    });
    row.append(add);
    if (parent) {
      const remove = element('button', { type: 'button', class: 'ed-remove', 'aria-label': t('page.editor.remove') }, '\u2212');
      remove.title = t('page.editor.remove');
      remove.addEventListener('click', () => {
        parent.children.splice(parent.children.indexOf(node), 1);
        this.draw();
      });
      row.append(remove);
    }
    li.append(row);
    if (node.children.length) {
      const list = element('ul');
      node.children.forEach((child, i) => list.append(this.item(child, node, `${path}-${i}`)));
      li.append(list);
    }
    return li;
  }

  changed() {
    $('ed-text').value = writeTree(this.root);
  }

  wire() {
    $('ed-example').addEventListener('change', () => {
      const name = $('ed-example').value;
      if (EXAMPLES[name]) this.set(readTree(EXAMPLES[name]));
    });
    $('ed-random').addEventListener('click', () => {
      const number = (id, low, high) => Math.min(high, Math.max(low, Math.trunc(Number($(id).value)) || low));
      this.set(randomTree(number('ed-branching', 1, 5), number('ed-depth', 1, 4), number('ed-seed', 0, 2 ** 31)));
    });
    $('ed-text').addEventListener('change', () => {
      try {
        this.set(readTree($('ed-text').value));
        $('ed-message').textContent = '';
      } catch {
        $('ed-message').textContent = t('page.editor.unreadable');
      }
    });
    $('ed-use').addEventListener('click', () => {
      $('ed-example').value = '';
      this.use($('ed-text').value);
    });
  }
}
