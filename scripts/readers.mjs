// The file readers the export tests open our files with (issue 13: "readers, not our own
// parser"): PSPP reads .sav files, LibreOffice opens .docx, .xlsx and .pptx. Like Chromium for the
// browser tier, `npm test` installs Debian's packages when they are missing and it runs as root,
// so that the README's test command works on a fresh machine; otherwise it says what to install
// and the export tests fail with the same line (they never skip).
import { spawnSync } from 'node:child_process';
import { findOnPath, isExecutableFile } from './chromium.mjs';

/** Each reader: the command the tests run and the Debian packages that provide it. */
export const READERS = [
  { command: 'pspp', packages: ['pspp'] },
  {
    command: 'soffice',
    packages: ['libreoffice-writer', 'libreoffice-calc', 'libreoffice-impress'],
  },
];

export const installCommand = (packages) =>
  `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`;

/** The readers not on PATH. */
export function missingReaders({ env, isExecutable = isExecutableFile }) {
  return READERS.filter((r) => !findOnPath(r.command, env.PATH, isExecutable));
}

/**
 * Installs the missing readers when we may (root with apt-get on PATH). Returns `{ ok: true }`, or
 * `{ error }` with one line naming the packages to install.
 */
export function ensureReaders({
  env,
  isRoot,
  isExecutable = isExecutableFile,
  install = runAptInstall,
  log = (line) => console.log(line),
}) {
  const missing = missingReaders({ env, isExecutable });
  if (missing.length === 0) return { ok: true };
  const packages = missing.flatMap((r) => r.packages);
  const names = missing.map((r) => r.command).join(' and ');
  const line = `${names} not found: the export tests open files with them; run \`${installCommand(packages)}\``;
  if (!isRoot || !findOnPath('apt-get', env.PATH, isExecutable)) return { error: line };
  log(`${names} not found: installing ${packages.join(', ')} with apt-get (a few minutes)`);
  if (!install(env, packages)) return { error: `Installing failed: ${line}` };
  return missingReaders({ env, isExecutable }).length === 0 ? { ok: true } : { error: line };
}

function runAptInstall(env, packages) {
  const r = spawnSync('sh', ['-c', installCommand(packages)], {
    stdio: 'inherit',
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return r.status === 0;
}
