// Several server processes from one build on one PostgreSQL, behind Debian's HAProxy on one
// public port (issue 27 §1), optionally with Debian's PgBouncer in transaction mode between the
// nodes and PostgreSQL (§2). Used by `npm run cluster` (main.ts) and the cluster test tier.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { answersQueries, freePort } from '@survey/server/src/db/embeddedPostgres.ts';
import {
  startChild,
  stopChild,
  signalGroup,
  waitForOk,
  type Child,
  type LineSink,
  URL_LINE,
} from './processes.ts';

export const REPO = path.resolve(import.meta.dirname, '../../../..');
export const SERVER_MAIN = path.join(REPO, 'apps/server/dist/main.mjs');
const HAPROXY_TEMPLATE = path.join(REPO, 'deploy/haproxy.cfg');
const PGBOUNCER_TEMPLATE = path.join(REPO, 'deploy/pgbouncer.ini');

/** How long /readyz of a stopping node answers 503 first: HAProxy checks every 1 s, down after 2 (slower on a loaded machine). */
export const DRAIN_MS = 5000;
const READY_TIMEOUT_MS = 180_000;
/** A node's graceful stop: the drain, requests in flight (SHUTDOWN_TIMEOUT_MS), jobs, the pool. */
const STOP_GRACE_MS = 30_000;

export interface ClusterOptions {
  /** Server processes (default 2). */
  nodes?: number;
  /** HAProxy's public port; 0: a free one. */
  port?: number;
  /** Public interface HAProxy binds (default 127.0.0.1). */
  host?: string;
  /** Debian's PgBouncer in transaction mode between the nodes and PostgreSQL. */
  pgbouncer?: boolean;
  /** An existing PostgreSQL database; unset: one embedded PostgreSQL under `dataRoot`. */
  databaseUrl?: string;
  /** Keep the embedded PostgreSQL's data between runs (`npm run cluster`), or throw it away. */
  persistentDatabase?: boolean;
  /** Where each node's DATA_DIR, the generated configs and the embedded PostgreSQL live. */
  dataRoot: string;
  /** Settings for every node, on top of this process's environment. */
  env?: Record<string, string>;
  /** Settings for the first node only (SEED_DEMO: seeding once, before the others start). */
  firstNodeEnv?: Record<string, string>;
  haproxyPath: string;
  pgbouncerPath?: string;
  /** Every child's output, one prefixed line at a time. */
  sink: LineSink;
}

export interface ClusterNode {
  /** Also its HAProxy server name: the X-Served-By of what it answers. */
  name: string;
  port: number;
  /** Its own address, bypassing the balancer. */
  url: string;
  running(): boolean;
  /** Starts the process and waits until it is ready. */
  start(): Promise<void>;
  /** SIGTERM (graceful: drain, finish, stop jobs and walkers), waiting for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, waiting for the exit. */
  kill(): Promise<void>;
}

export interface Cluster {
  /** HAProxy's public address. */
  url: string;
  nodes: ClusterNode[];
  /** The database every node uses, reached directly (not through PgBouncer). */
  databaseUrl: string;
  /** What the nodes' DATABASE_URL is: PgBouncer's address with --pgbouncer. */
  nodesDatabaseUrl: string;
  /** PgBouncer's auth_file (the database password), with --pgbouncer. */
  pgbouncerAuthFile?: string;
  /** Resolves once HAProxy sends requests to `node` again (its health checks passed). */
  waitInBalancer(node: ClusterNode, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const fill = (template: string, fields: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = fields[key];
    if (value === undefined) throw new Error(`template field ${key} has no value`);
    return value;
  });

/** deploy/haproxy.cfg with the public address and one `server` line a node. */
export function haproxyConfig(bind: string, nodes: { name: string; port: number }[]): string {
  const servers = nodes.map((n) => `    server ${n.name} 127.0.0.1:${n.port}`).join('\n');
  return fill(readFileSync(HAPROXY_TEMPLATE, 'utf8'), { PUBLIC_BIND: bind, SERVERS: servers });
}

/**
 * The settings node `i` (from 1) gets behind HAProxy, on top of `opts.env` (PORT, HOST and DATA_DIR
 * come on start). Exported for the P2 bench, whose 2-node target runs its nodes like the cluster.
 */
export function nodeEnv(
  i: number,
  opts: Pick<ClusterOptions, 'env' | 'firstNodeEnv' | 'pgbouncer'>,
  urls: { databaseUrl: string; nodesDatabaseUrl: string; publicUrl: string },
): Record<string, string> {
  return {
    ...opts.env,
    ...(i === 1 ? opts.firstNodeEnv : { SEED_DEMO: 'false' }),
    DATABASE_URL: urls.nodesDatabaseUrl,
    DATABASE_DIRECT_URL: urls.databaseUrl,
    ...(opts.pgbouncer && { DB_NAMED_STATEMENTS: 'off' }),
    APP_URL: opts.env?.APP_URL ?? urls.publicUrl,
    // The simulated panel's members come through the balancer, as real respondents do: when a
    // node dies, those walking in the other nodes go on (panelTraffic README).
    PANEL_PUBLIC_URL: urls.publicUrl,
    // One proxy (HAProxy) in front: the client's address is the last X-Forwarded-For entry.
    TRUST_PROXY: '1',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  };
}

/** Starts the cluster; on a failed start, stops what had started and rethrows. */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first`);
  }
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    mkdirSync(opts.dataRoot, { recursive: true });
    // PgBouncer and an embedded PostgreSQL run as another user when we are root: they must get in.
    chmodSync(opts.dataRoot, 0o755);
    let databaseUrl = opts.databaseUrl;
    if (!databaseUrl) {
      const database = await startDatabase(opts);
      stops.push(() => stopChild(database.child, 30_000, true));
      databaseUrl = database.url;
    }
    let nodesDatabaseUrl = databaseUrl;
    let pgbouncerAuthFile: string | undefined;
    if (opts.pgbouncer) {
      if (!opts.pgbouncerPath) throw new Error('--pgbouncer needs the pgbouncer program');
      const bouncer = await startPgBouncer(opts.pgbouncerPath, databaseUrl, opts);
      stops.push(() => stopChild(bouncer.child, 10_000));
      nodesDatabaseUrl = bouncer.url;
      pgbouncerAuthFile = bouncer.authFile;
    }
    const publicPort = opts.port || (await freePort());
    const host = opts.host ?? '127.0.0.1';
    const publicUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${publicPort}`;
    const count = opts.nodes ?? 2;
    const nodes: ClusterNode[] = [];
    for (let i = 1; i <= count; i += 1) {
      const env = nodeEnv(i, opts, { databaseUrl, nodesDatabaseUrl, publicUrl });
      nodes.push(serverNode(`node-${i}`, await freePort(), opts, env));
    }
    stops.push(async () => void (await Promise.all(nodes.map((n) => n.stop()))));
    // The first node migrates and seeds alone; the others then start together.
    await nodes[0]?.start();
    await Promise.all(nodes.slice(1).map((n) => n.start()));
    const haproxy = await startHaproxy(opts, `${host}:${publicPort}`, publicUrl, nodes);
    // Stopped first (pushed last): no request reaches a node that is already gone.
    stops.push(() => stopChild(haproxy, 10_000));
    return {
      url: publicUrl,
      nodes,
      databaseUrl,
      nodesDatabaseUrl,
      ...(pgbouncerAuthFile && { pgbouncerAuthFile }),
      waitInBalancer: (node, timeoutMs = 30_000) => servedBy(publicUrl, node.name, timeoutMs),
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

function serverNode(
  name: string,
  port: number,
  opts: ClusterOptions,
  env: Record<string, string>,
): ClusterNode {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(opts.dataRoot, name);
  let child: Child | undefined;
  const node: ClusterNode = {
    name,
    port,
    url,
    running: () => child?.running() ?? false,
    async start() {
      if (child?.running()) throw new Error(`${name} is already running`);
      mkdirSync(dataDir, { recursive: true });
      child = startChild(
        name,
        process.execPath,
        ['--enable-source-maps', SERVER_MAIN],
        // Its own DATA_DIR: no node may rely on a disk another node reads.
        { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        opts.sink,
      );
      await waitForOk(`${url}/readyz`, child, name, READY_TIMEOUT_MS);
    },
    async stop() {
      if (child) await stopChild(child, STOP_GRACE_MS);
    },
    async kill() {
      if (!child) return;
      signalGroup(child, 'SIGKILL');
      await child.exited();
    },
  };
  return node;
}

/**
 * HAProxy in the foreground on deploy/haproxy.cfg (its config written under `opts.dataRoot`),
 * resolved once `publicUrl` answers /readyz through it. Also the P2 bench's balancer.
 */
export async function startHaproxy(
  opts: Pick<ClusterOptions, 'dataRoot' | 'haproxyPath' | 'sink'>,
  bind: string,
  publicUrl: string,
  nodes: { name: string; port: number }[],
): Promise<Child> {
  const file = path.join(opts.dataRoot, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(bind, nodes));
  // -db: stay in the foreground and log to stdout (the cluster prefixes the lines).
  const child = startChild(
    'haproxy',
    opts.haproxyPath,
    ['-db', '-f', file],
    process.env,
    opts.sink,
  );
  await waitForOk(`${publicUrl}/readyz`, child, 'haproxy', 30_000);
  return child;
}

/** Resolves once a request through the balancer at `publicUrl` is answered by `name`. */
async function servedBy(publicUrl: string, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${publicUrl}/readyz`).catch(() => undefined);
    if (res?.headers.get('x-served-by') === name) return;
    await sleep(100);
  }
  throw new Error(`the balancer sent nothing to ${name} for ${timeoutMs / 1000} s`);
}

/** The embedded PostgreSQL in a process of its own (database.ts), and its database's URL. */
async function startDatabase(opts: ClusterOptions): Promise<{ child: Child; url: string }> {
  let url: string | undefined;
  const child = startChild(
    'postgres',
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'database.ts'),
      path.join(opts.dataRoot, 'postgres'),
      String(opts.persistentDatabase ?? false),
    ],
    process.env,
    opts.sink,
    (line) => {
      if (line.startsWith(URL_LINE)) url = line.slice(URL_LINE.length);
    },
  );
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (url === undefined) {
    if (!child.running())
      throw new Error(`the embedded PostgreSQL did not start:\n${child.tail()}`);
    if (Date.now() > deadline) throw new Error('the embedded PostgreSQL took too long to start');
    await sleep(100);
  }
  return { child, url };
}

/** PgBouncer runs as this user when we are root (it refuses to run as root). */
const PGBOUNCER_USER = 'postgres';

async function startPgBouncer(
  program: string,
  databaseUrl: string,
  opts: ClusterOptions,
): Promise<{ child: Child; url: string; authFile: string }> {
  const upstream = new URL(databaseUrl);
  const database = upstream.pathname.replace(/^\//, '');
  const dir = path.join(opts.dataRoot, 'pgbouncer');
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const authFile = path.join(dir, 'userlist.txt');
  const asRoot = process.getuid?.() === 0;
  writeAuthFile(authFile, upstream, asRoot ? PGBOUNCER_USER : undefined);
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    fill(readFileSync(PGBOUNCER_TEMPLATE, 'utf8'), {
      DATABASE: database,
      PG_HOST: upstream.hostname,
      PG_PORT: upstream.port || '5432',
      PG_DATABASE: database,
      PORT: String(port),
      AUTH_FILE: authFile,
    }),
    { mode: 0o644 },
  );
  const child = startChild(
    'pgbouncer',
    program,
    [...(asRoot ? ['-u', PGBOUNCER_USER] : []), ini],
    process.env,
    opts.sink,
  );
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  await bouncerAnswers(url.toString(), child);
  return { child, url: url.toString(), authFile };
}

/**
 * PgBouncer's auth_file holds the database password: readable by its owner only (0600), and
 * owned by the user PgBouncer runs as (`owner`, when we are root and it runs as another user).
 * chmod after the write: `writeFileSync`'s mode applies only to a file it creates.
 */
export function writeAuthFile(file: string, database: URL, owner?: string): void {
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const user = decodeURIComponent(database.username);
  const password = decodeURIComponent(database.password);
  writeFileSync(file, `${quote(user)} ${quote(password)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  if (owner) {
    const id = (flag: string) => Number(execFileSync('id', [flag, owner], { encoding: 'utf8' }));
    chownSync(file, id('-u'), id('-g'));
  }
}

async function bouncerAnswers(url: string, child: Child): Promise<void> {
  const deadline = Date.now() + 30_000;
  if (await answersQueries(url, () => child.running() && Date.now() < deadline, 200)) return;
  if (!child.running()) throw new Error(`pgbouncer exited:\n${child.tail()}`);
  throw new Error(`pgbouncer did not answer queries at ${url}:\n${child.tail()}`);
}
