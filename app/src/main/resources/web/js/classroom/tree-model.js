// The tree game's trees as the editor holds them: a node { label, value, children }, a leaf when
// it has no children. Read from and written to the game's notation: nested JSON arrays of leaf
// values ([[3,12,8],[2,4,6]]), or objects where a node has a label ({"label":"B","children":[...]},
// {"label":"b1","value":3}). A position in play is the tree then its moves: [[3,12],[2,4]]/1.

// The textbook's trees to start from, by the name of their page.exercise.example.* text.
export const EXAMPLES = {
  // AIMA, Figure 5.2: MAX's A over MIN's B, C and D.
  aima: '{"label":"A","children":[{"label":"B","children":[{"label":"b1","value":3},{"label":"b2","value":12},'
    + '{"label":"b3","value":8}]},{"label":"C","children":[{"label":"c1","value":2},{"label":"c2","value":4},'
    + '{"label":"c3","value":6}]},{"label":"D","children":[{"label":"d1","value":14},{"label":"d2","value":5},'
    + '{"label":"d3","value":2}]}]}',
  // The second MIN node's first MAX child backs up 2 ≤ α = 5: its second MAX child, a whole
  // subtree, is never searched.
  subtree: '[[[3,5],[6,9]],[[1,2],[0,7]]]',
  // Three levels, with negative leaves.
  negative: '[[[-3,4],[2,-1]],[[-5,-2],[6,-4]],[[0,7],[-6,1]]]',
};

// Returns the tree of POSITION (its moves left off), or throws when it is not JSON.
export function readTree(position) {
  const tree = position.trim().match(/^(.*[\]}]|-?\d+)((?:\/[^/]*)*)$/s);
  return fromJson(JSON.parse(tree ? tree[1] : position));
}

function fromJson(json) {
  if (typeof json === 'number') return { label: '', value: json, children: [] };
  if (Array.isArray(json)) return { label: '', value: 0, children: json.map(fromJson) };
  const children = (json.children ?? []).map(fromJson);
  return { label: json.label ?? '', value: json.value ?? 0, children };
}

// Returns NODE in the game's notation, as short as its labels allow.
export function writeTree(node) {
  return JSON.stringify(toJson(node));
}

function toJson(node) {
  const leaf = node.children.length === 0;
  if (!node.label) return leaf ? node.value : node.children.map(toJson);
  return leaf ? { label: node.label, value: node.value } : { label: node.label, children: node.children.map(toJson) };
}

// A small seeded generator (mulberry32): the same seed makes the same tree, in every browser.
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

// Returns a tree with BRANCHING children at each inner node, DEPTH levels below the root, and
// leaf values from −9 to 20, drawn from SEED.
export function randomTree(branching, depth, seed) {
  const next = generator(seed);
  const grow = (level) => (level === depth
    ? { label: '', value: Math.floor(next() * 30) - 9, children: [] }
    : { label: '', value: 0, children: Array.from({ length: branching }, () => grow(level + 1)) });
  return grow(0);
}
