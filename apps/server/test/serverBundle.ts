import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

export interface ServerBundle {
  /** The bundle's entry, what `npm start` runs with `node --enable-source-maps`. */
  main: string;
  remove(): void;
}

/**
 * Builds the production bundle as `npm run build` does (apps/server/build.mjs), into a directory
 * of its own under dist/: tests running side by side never replace each other's bundle.
 */
export function buildServerBundle(): ServerBundle {
  const outdir = path.join(serverDir, 'dist', `test-${randomBytes(4).toString('hex')}`);
  const build = spawnSync(process.execPath, ['build.mjs', outdir], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stderr}`);
  return {
    main: path.join(outdir, 'main.mjs'),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
