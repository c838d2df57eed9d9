/**
 * Counts the imports between the top-level folders of apps/server/src and says which run upward.
 *
 * Folders: each `modules/<m>` is its own folder; so are `lib`, `db`, `platform`, `jobs`, `http`,
 * `app`, `startup`, `seed`; the files at the root are `main` (main.ts, startServer.ts) and
 * `config` (config.ts). Layers, bottom to top: lib, db, platform, config < modules < jobs <
 * http, app, startup, seed, main. Two measures: folder pairs (folder A imports something from
 * folder B: the "113 imports between the folders", reproduced as 118 on the same tree) and
 * file imports (one per importing file and imported file). Type-only imports count: they couple
 * the folders as much as the others. Production files only: `*.test.ts` and `testing/` folders
 * are left out (`--tests` counts them too).
 *
 * `npm run layering` prints the figures; `--check` (run by `npm run lint`) fails on any folder
 * cycle and on any import from a lower layer into a higher one.
 */
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { folderGraph, folderOf, layerOf, ROOT, stronglyConnected } from './layers.mjs';
import { offSurfaceImport } from './moduleSurface.mjs';

const args = new Set(process.argv.slice(2));
const withTests = args.has('--tests');
const check = args.has('--check');

const isTest = (path) => /\.test\.ts$/.test(path) || /\/testing\//.test(path);

const result = await cruise(
  [ROOT],
  {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|dist' },
  },
  {},
  { tsConfig: extractTSConfig('tsconfig.base.json') },
);

const edges = [];
for (const module of result.output.modules) {
  if (!module.source.startsWith(ROOT) || (!withTests && isTest(module.source))) continue;
  for (const dependency of module.dependencies) {
    const to = dependency.resolved;
    if (!to.startsWith(ROOT) || (!withTests && isTest(to))) continue;
    const from = folderOf(module.source);
    const target = folderOf(to);
    if (from !== target) edges.push({ file: module.source, to, from, target });
  }
}

const upward = edges.filter((e) => layerOf(e.target) > layerOf(e.from));
const offSurface = edges.flatMap((e) => {
  const why = offSurfaceImport(e.file, e.to);
  return why ? [`${e.file} -> ${e.to}: ${why}`] : [];
});
const byPair = new Map();
for (const e of upward) {
  const key = `${e.from} -> ${e.target}`;
  byPair.set(key, (byPair.get(key) ?? 0) + 1);
}

const graph = folderGraph(edges);
const cycles = stronglyConnected(graph);
const moduleGraph = new Map(
  [...graph]
    .filter(([name]) => name.startsWith('modules/'))
    .map(([name, targets]) => [
      name,
      new Set([...targets].filter((t) => t.startsWith('modules/'))),
    ]),
);
const moduleCycles = stronglyConnected(moduleGraph);
const mutual = [];
for (const [from, targets] of graph) {
  for (const to of targets)
    if (from < to && graph.get(to).has(from)) mutual.push(`${from} <-> ${to}`);
}

const pairs = new Set(edges.map((e) => `${e.from} -> ${e.target}`));
console.log(`${ROOT}${withTests ? ' (tests included)' : ''}`);
console.log(
  `folder pairs with imports: ${pairs.size}, upward (lower layer -> higher): ${byPair.size}`,
);
console.log(`file imports between folders: ${edges.length}, upward: ${upward.length}`);
for (const [pair, count] of [...byPair].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
  console.log(`    ${String(count).padStart(3)}  ${pair}`);
}
console.log(`folder cycles (strongly connected folders): ${cycles.length}`);
for (const c of cycles) console.log(`    ${c.join(', ')}`);
console.log(`  of which between modules only: ${moduleCycles.length}`);
for (const c of moduleCycles) console.log(`    ${c.join(', ')}`);
console.log(`  folders importing each other directly: ${mutual.length}`);
for (const m of mutual) console.log(`    ${m}`);
console.log(`imports of another module's private file: ${offSurface.length}`);

if (check) {
  for (const e of upward) console.error(`upward import: ${e.file} -> ${e.to}`);
  if (cycles.length > 0) console.error('folder cycle (see above)');
  for (const line of offSurface) console.error(`private file: ${line}`);
  if (upward.length > 0 || cycles.length > 0 || offSurface.length > 0) process.exit(1);
}
