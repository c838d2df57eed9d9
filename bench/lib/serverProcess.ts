import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildWorkspace, isStale, root } from './staleBuild.ts';

/** The production server bundle (apps/server/build.mjs) and what it is built from. */
const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.mjs');
const SERVER_SOURCES = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  ...readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}/src`),
];

/** Builds the server bundle when there is none or a source changed since it was made. */
function ensureServerBuild(): void {
  if (!isStale(SERVER_BUNDLE, SERVER_SOURCES)) return;
  buildWorkspace('apps/server');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A line of /proc/{pid}/status in kB (Linux). */
function statusKb(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN);
}

/**
 * The production server as `npm start` runs it (the bundle apps/server/dist/main.mjs, jobs
 * included; rebuilt first when older than its sources) as its own process on a bench database:
 * for figures an in-process server cannot give (surviving kill -9, its own memory apart from the
 * bench's data generation).
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  /** Milliseconds each start took until /readyz answered. */
  readonly restarts: number[] = [];
  constructor(
    private readonly databaseUrl: string,
    readonly port: number,
    private readonly env: Record<string, string> = {},
    /**
     * Another build of the server to run (a bundle built by apps/server/build.mjs from an earlier
     * commit: the design before, timed in the same run); used as it is, never rebuilt.
     */
    private readonly bundle?: string,
  ) {}

  /** The running server's process id. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.bundle) ensureServerBuild();
    const began = performance.now();
    // Diagnostics: BENCH_SERVER_NODE_ARGS adds node flags (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`,
    // written when the server stops); BENCH_SERVER_LOG=warn shows the server's log.
    const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const args = [...extra, '--enable-source-maps', this.bundle ?? SERVER_BUNDLE];
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: this.databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        JWT_SECRET: 'bench-jwt-secret-bench-jwt-secret-bench-0',
        LOG_LEVEL: process.env.BENCH_SERVER_LOG ?? 'error',
        WEB_DIST: '/nonexistent',
        RESPONDENT_DIST: '/nonexistent',
        // As `npm start` runs it (README, "MALLOC_ARENA_MAX"): glibc's malloc arenas per thread
        // (the export worker, zlib's pool) held ~35 MB more at the raw-data export bench's peak.
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        ...this.env,
      },
    });
    this.child = child;
    for (;;) {
      const ready = await fetch(`${this.base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (child.exitCode !== null) throw new Error('the server exited while starting');
      await sleep(100);
    }
    this.restarts.push(performance.now() - began);
  }

  /** A bearer token from the real login endpoint. */
  async login(email: string, password: string): Promise<string> {
    const res = await fetch(`${this.base}/v1/dashboard/api/v1.0/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: email, password }),
    });
    if (!res.ok) throw new Error(`bench login failed: ${res.status}`);
    return ((await res.json()) as { accessToken: string }).accessToken;
  }

  /** Resident memory now and the process's peak since it started (VmRSS / VmHWM), in MB. */
  memory(): { rssMb: number; peakMb: number } {
    const pid = this.child?.pid;
    if (pid === undefined) return { rssMb: Number.NaN, peakMb: Number.NaN };
    return { rssMb: statusKb(pid, 'VmRSS') / 1024, peakMb: statusKb(pid, 'VmHWM') / 1024 };
  }

  /** SIGKILL: no shutdown hook runs, open transactions are cut. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  /** SIGTERM: the server's own shutdown. */
  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }
}
