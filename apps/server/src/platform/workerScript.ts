/**
 * How a worker thread is started: the bundle's `dist/<bundled>.mjs` in production (an entry
 * point of `apps/server/build.mjs`); from the source (tsx in development and tests), a bootstrap
 * that registers tsx in the new thread first. Only the source path needs tsx, a development
 * dependency: a production install has none.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `source`: the entry's `.worker.ts` (a URL made beside the caller, `new URL('./x.worker.ts',
 * import.meta.url)`); `bundled`: its entry name in `build.mjs`.
 */
export function workerScript(
  source: URL,
  bundled: string,
): { script: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) {
    // Beside the bundle's main.mjs: this code is in it or in one of its chunks/.
    const here = path.dirname(fileURLToPath(import.meta.url));
    const file = [here, path.dirname(here)]
      .map((dir) => path.join(dir, `${bundled}.mjs`))
      .find((f) => existsSync(f));
    if (!file) throw new Error(`no ${bundled}.mjs beside ${here}: rebuild the server`);
    return { script: pathToFileURL(file), eval: false };
  }
  // tsx's ESM API (its CommonJS build registers the hooks by a path that does not resolve).
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const script =
    `import(${JSON.stringify(tsx)})` +
    `.then((m) => m.register())` +
    `.then(() => import(${JSON.stringify(source.href)}))`;
  return { script, eval: true };
}
