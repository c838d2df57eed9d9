import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from '@survey/server/src/db/database.ts';

/** Clock ticks a second in /proc/{pid}/stat (USER_HZ; 100 on Linux x86 and arm). */
const TICKS = 100;

/** Fields of /proc/{pid}/stat after the command name, which may itself hold spaces. */
function statFields(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // the process ended
  }
}

/** Field n of stat(5), counted from 1 as the manual does (3 = state, 4 = ppid, 14 = utime). */
const field = (fields: string[], n: number) => Number(fields[n - 3] ?? 0);

/**
 * CPU seconds (user + system) a process used, children it has waited for included; with
 * `withLiveChildren`, also the ones of its descendants still running (PostgreSQL's backends).
 * Linux only; NaN elsewhere.
 */
export function cpuSeconds(
  pid: number,
  withLiveChildren = false,
  /** Only the kernel's share (stime, cstime: system calls, the loopback network, fsync). */
  kernelOnly = false,
): number {
  const ticksOf = (f: string[]) =>
    kernelOnly
      ? field(f, 15) + field(f, 17)
      : field(f, 14) + field(f, 15) + field(f, 16) + field(f, 17);
  const own = statFields(pid);
  if (!own) return Number.NaN;
  let ticks = ticksOf(own);
  if (withLiveChildren) {
    const parents = new Map<number, number>();
    const times = new Map<number, number>();
    for (const name of readdirSync('/proc')) {
      const child = Number(name);
      if (!Number.isInteger(child)) continue;
      const f = statFields(child);
      if (!f) continue;
      parents.set(child, field(f, 4));
      times.set(child, ticksOf(f));
    }
    const descends = (p: number): boolean => {
      for (let up = parents.get(p), hops = 0; up !== undefined && hops < 10; hops += 1) {
        if (up === pid) return true;
        up = parents.get(up);
      }
      return false;
    };
    for (const [child, t] of times) if (descends(child)) ticks += t;
  }
  return ticks / TICKS;
}

/** The parent of a process (PostgreSQL's postmaster from a backend's pid). */
export function parentPid(pid: number): number {
  const f = statFields(pid);
  return f ? field(f, 4) : Number.NaN;
}

/** CPU seconds so far of this process (every thread) and of a PostgreSQL's processes. */
export interface CpuReading {
  node: number;
  postgres: number;
}

/**
 * A clock of CPU seconds: this process's (`process.cpuUsage`, its worker threads included, so an
 * in-process server's too) and the PostgreSQL under `postmaster` (its backends, live or ended).
 * Under other processes' load it moves far less than the wall time.
 */
export function cpuClock(postmaster: number): () => CpuReading {
  return () => {
    const own = process.cpuUsage();
    return { node: (own.user + own.system) / 1e6, postgres: cpuSeconds(postmaster, true) };
  };
}

/** What a step used between two readings, as text: `CPU 1.23 s (node 1.00 + PostgreSQL 0.23)`. */
export function cpuSpent(from: CpuReading, to: CpuReading): { seconds: number; text: string } {
  const node = to.node - from.node;
  const postgres = to.postgres - from.postgres;
  const seconds = node + postgres;
  return {
    seconds,
    text: `CPU ${seconds.toFixed(2)} s (node ${node.toFixed(2)} + PostgreSQL ${postgres.toFixed(2)})`,
  };
}

/** PostgreSQL's postmaster of `database` (its backends are its children: their CPU is its). */
export async function postmasterOf(database: Database): Promise<number> {
  const { rows } = await database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return parentPid(rows[0]?.pid ?? Number.NaN);
}
