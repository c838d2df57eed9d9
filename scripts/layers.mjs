/**
 * The pure part of scripts/layering.mjs: which folder and layer a file of apps/server/src is in,
 * and the folder graph's cycles.
 */
export const ROOT = 'apps/server/src/';

export const LAYERS = [
  ['lib', 'db', 'platform', 'config'],
  ['modules'],
  ['jobs'],
  ['http', 'app', 'startup', 'seed', 'main'],
];

export function folderOf(path) {
  const rest = path.slice(ROOT.length);
  const parts = rest.split('/');
  if (parts.length === 1) return rest === 'config.ts' ? 'config' : 'main';
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts[0];
}

export function layerOf(folder) {
  const top = folder.split('/')[0];
  const index = LAYERS.findIndex((names) => names.includes(top));
  if (index < 0) throw new Error(`no layer for folder ${folder}: add it to LAYERS`);
  return index;
}

/** Folders that reach each other (strongly connected components of more than one folder). */
export function stronglyConnected(nodes) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const components = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of nodes.get(node)) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of nodes.keys()) if (!state.has(node)) visit(node);
  return components;
}

/** The folder graph of `edges` ({from, target} folder names): folder -> folders it imports. */
export function folderGraph(edges) {
  const graph = new Map();
  for (const e of edges) {
    if (!graph.has(e.from)) graph.set(e.from, new Set());
    if (!graph.has(e.target)) graph.set(e.target, new Set());
    graph.get(e.from).add(e.target);
  }
  return graph;
}
