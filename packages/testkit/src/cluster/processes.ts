// Child processes of the cluster: each one's output goes, line by line with its name in front, to
// one sink (the terminal for `npm run cluster`, a log file for the tests).
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** The line database.ts prints once PostgreSQL is ready; its database's URL follows. */
export const URL_LINE = 'DATABASE_URL=';

export type LineSink = (line: string) => void;

export interface Child {
  process: ChildProcess;
  /** Resolves when the process has exited (at once if it has). */
  exited(): Promise<void>;
  /** Its last output lines, for the error when it stops before it is ready. */
  tail(): string;
  running(): boolean;
}

/** Prefix width: `[node-1]`, `[haproxy]` and `[pgbouncer]` line up. */
const WIDTH = 11;

/**
 * Starts `command` in a process group of its own (detached), so that the cluster decides which
 * signal each part gets and when: Ctrl-C reaches the cluster, which stops the parts in order.
 */
export function startChild(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  sink: LineSink,
  /** Also sees each line, unprefixed (a child announcing its address). */
  onLine?: (line: string) => void,
): Child {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const recent: string[] = [];
  const prefix = `[${name}]`.padEnd(WIDTH);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        recent.push(line);
        if (recent.length > 30) recent.shift();
        sink(`${prefix} ${line}`);
        onLine?.(line);
      }
    });
  }
  const done = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    process: child,
    exited: () => done,
    tail: () => recent.join('\n'),
    running: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Sends `signal` to the child's whole process group (the child and what it started). */
export function signalGroup(child: Child, signal: NodeJS.Signals): void {
  if (!child.running() || child.process.pid === undefined) return;
  try {
    process.kill(-child.process.pid, signal);
  } catch {
    // Exited between the check and the signal.
  }
}

/**
 * SIGTERM (to the whole group, or with `leaderOnly` to the child alone, which then stops what it
 * started), then SIGKILL to the group when it has not exited after `graceMs`.
 */
export async function stopChild(child: Child, graceMs: number, leaderOnly = false): Promise<void> {
  if (leaderOnly) child.process.kill('SIGTERM');
  else signalGroup(child, 'SIGTERM');
  const stopped = await Promise.race([child.exited().then(() => true), sleep(graceMs, false)]);
  if (!stopped) {
    signalGroup(child, 'SIGKILL');
    await child.exited();
  }
}

/**
 * Polls `url` until it answers 200; fails with the child's last lines if the child exits first or
 * `timeoutMs` passes.
 */
export async function waitForOk(
  url: string,
  child: Child,
  name: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!child.running()) throw new Error(`${name} exited before it was ready:\n${child.tail()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${name} was not ready at ${url} after ${timeoutMs / 1000} s:\n${child.tail()}`);
}
