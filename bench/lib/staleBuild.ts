import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The latest modification time of a file under `dir` (or of `dir` itself when it is a file). */
function latestChange(dir: string): number {
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(dir).reduce(
    (latest, name) => Math.max(latest, latestChange(path.join(dir, name))),
    stat.mtimeMs,
  );
}

/**
 * Whether the build whose output is `output` is missing or older than one of `sources` (paths
 * relative to the repository root): figures of a stale build would measure old code.
 */
export function isStale(output: string, sources: readonly string[]): boolean {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => latestChange(path.join(root, source)) > built);
}

/** Runs `npm run build -w <workspace>` at the repository root; throws when it fails. */
export function buildWorkspace(workspace: string): void {
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error(`the build of ${workspace} failed`);
}
