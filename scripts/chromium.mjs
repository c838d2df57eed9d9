// Finds the Chromium the browser tests run in, and installs Debian's package when it is missing
// and we may (root with apt-get), so that `npm test` works on a fresh machine on its own.
// Playwright's bundled browsers are not used: their download is not available on every machine,
// and Debian's build is the one the product is tested against.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/** Where Debian's `chromium` package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const NOT_FOUND_MESSAGE =
  "Chromium not found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH";

const INSTALL_COMMAND =
  'apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium';

/** True when `file` is a regular file this process may execute. */
export function isExecutableFile(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` in a PATH-style list of directories, like `command -v`. */
export function findOnPath(name, pathList, isExecutable = isExecutableFile) {
  for (const dir of (pathList ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Looks for Chromium without changing anything: CHROMIUM_PATH (which must then work: a wrong
 * override is an error, not something to route around), `chromium` on PATH, then Debian's path.
 * `debianPath` is a parameter so that the "nothing installed" path can be exercised on a machine
 * that has the package. Returns `{ path }`, `{ error }` or `{ missing: true }`.
 */
export function locateChromium({
  env,
  isExecutable = isExecutableFile,
  debianPath = DEBIAN_CHROMIUM,
}) {
  const override = env.CHROMIUM_PATH;
  if (override !== undefined && override !== '') {
    return isExecutable(override)
      ? { path: override }
      : { error: `CHROMIUM_PATH=${override} is not an executable file: fix it or unset it` };
  }
  const onPath = findOnPath('chromium', env.PATH, isExecutable);
  if (onPath) return { path: onPath };
  if (isExecutable(debianPath)) return { path: debianPath };
  return { missing: true };
}

/**
 * Like locateChromium, and when nothing is found installs Debian's `chromium` with apt-get if we
 * run as root and apt-get is on PATH; otherwise answers with the one line saying what to install.
 * Probes are injected so that every branch is testable without touching the machine.
 * Returns `{ path }` or `{ error }`.
 */
export function ensureChromium({
  env,
  isRoot,
  isExecutable = isExecutableFile,
  debianPath = DEBIAN_CHROMIUM,
  install = runAptInstall,
  log = (line) => console.log(line),
}) {
  const found = locateChromium({ env, isExecutable, debianPath });
  if (!found.missing) return found;
  const aptGet = findOnPath('apt-get', env.PATH, isExecutable);
  if (!isRoot || !aptGet) return { error: NOT_FOUND_MESSAGE };
  log("Chromium not found: installing Debian's chromium with apt-get (about a minute)");
  if (!install(env)) {
    return { error: `Installing chromium with apt-get failed: run \`${INSTALL_COMMAND}\` by hand` };
  }
  const after = locateChromium({ env, isExecutable, debianPath });
  return after.missing ? { error: NOT_FOUND_MESSAGE } : after;
}

/** Runs apt-get to install chromium; true when it succeeded. */
export function runAptInstall(env) {
  const r = spawnSync('sh', ['-c', INSTALL_COMMAND], {
    stdio: 'inherit',
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return r.status === 0;
}
