import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@survey/server';

function isServerPackage(dir: string): boolean {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
  return name === PACKAGE_NAME;
}

/**
 * The directory of the server package (apps/server), found from `from` upwards. The same whether
 * this code runs from its source (src/lib) or from the production bundle (dist/), where
 * import.meta.url is the bundle and relative URLs of the source tree point nowhere.
 */
export function findServerRoot(from: string): string {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    if (isServerPackage(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no ${PACKAGE_NAME} package above ${from}`);
    dir = parent;
  }
}

let root: string | undefined;

/** An absolute path to a file the server reads at run time, relative to apps/server. */
export function serverFile(...segments: string[]): string {
  root ??= findServerRoot(import.meta.url);
  return path.join(root, ...segments);
}
