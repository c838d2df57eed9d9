/**
 * The web app's features (apps/web/src/features/<f>) as the server's modules: a feature uses
 * another only through the other's `index.ts`, which names what it offers (its public surface),
 * and features form no cycle. `node scripts/webFeatures.mjs` (run by `npm run lint`) prints each
 * import that reaches past another feature's index and each cycle between features, and exits 1
 * on any. Tests count too: a test of one feature uses another's surface like any file.
 */
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { folderGraph, stronglyConnected } from './layers.mjs';

export const FEATURES = 'apps/web/src/features/';

/** The feature a repository path is in, or null outside the features. */
export function featureOf(path) {
  return path.startsWith(FEATURES) ? path.slice(FEATURES.length).split('/')[0] : null;
}

/** Why `from` may not import `to` (repository paths), or null when it may. */
export function offSurfaceFeatureImport(from, to) {
  const source = featureOf(from);
  const target = featureOf(to);
  if (source === null || target === null || source === target) return null;
  if (/^index\.tsx?$/.test(to.slice(FEATURES.length + target.length + 1))) return null;
  return `imports ${to} past the ${target} feature's index.ts`;
}

/** Cycles between features among `imports` ({from, to} repository paths). */
export function featureCycles(imports) {
  const edges = imports.flatMap(({ from, to }) => {
    const source = featureOf(from);
    const target = featureOf(to);
    return source && target && source !== target ? [{ from: source, target }] : [];
  });
  return stronglyConnected(folderGraph(edges));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await cruise(
    [FEATURES],
    {
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: 'node_modules|dist' },
    },
    {},
    { tsConfig: extractTSConfig('tsconfig.base.json') },
  );
  const imports = result.output.modules.flatMap((m) =>
    m.dependencies.map((d) => ({ from: m.source, to: d.resolved })),
  );
  const off = imports.flatMap(({ from, to }) => {
    const why = offSurfaceFeatureImport(from, to);
    return why ? [`${from} ${why}`] : [];
  });
  const cycles = featureCycles(imports);
  for (const line of off) console.error(line);
  for (const cycle of cycles) console.error(`features in a cycle: ${cycle.join(', ')}`);
  process.exit(off.length > 0 || cycles.length > 0 ? 1 : 0);
}
