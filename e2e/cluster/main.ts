// `npm run cluster [-- --nodes N] [--port P] [--pgbouncer]`: the built server on N nodes (default
// 2) behind Debian's HAProxy on one public port (default 3000), on DATABASE_URL or one embedded
// PostgreSQL under DATA_DIR/cluster (kept between runs, like `npm start`). Ctrl-C stops it all.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureClusterTools } from '../../scripts/clusterTools.mjs';
import { REPO, startCluster } from '@survey/testkit/cluster/cluster';

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    pgbouncer: { type: 'boolean', default: false },
  },
});
const nodes = Number(values.nodes);
const port = Number(values.port);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) fail('--nodes must be 1 to 16');
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('--port must be 1 to 65535');

const tools = ensureClusterTools({
  tools: values.pgbouncer ? ['haproxy', 'pgbouncer'] : ['haproxy'],
  env: process.env,
  isRoot: process.getuid?.() === 0,
});
if ('error' in tools) fail(tools.error);

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataRoot = path.resolve(REPO, process.env.DATA_DIR || '.data', 'cluster');
const publicHost = process.env.HOST ?? '127.0.0.1';
const sink = (line: string) => process.stdout.write(`${line}\n`);

sink(`[cluster]   starting ${nodes} node(s)${values.pgbouncer ? ' through PgBouncer' : ''}`);
const cluster = await startCluster({
  nodes,
  port,
  host: publicHost,
  pgbouncer: values.pgbouncer,
  databaseUrl,
  persistentDatabase: true,
  dataRoot,
  // The embedded database is this script's own: demo data as `npm start` seeds it, on node 1.
  firstNodeEnv: databaseUrl ? {} : { SEED_DEMO: process.env.SEED_DEMO ?? 'true' },
  env: { APP_URL: process.env.APP_URL ?? `http://localhost:${port}` },
  haproxyPath: tools.paths.haproxy as string,
  pgbouncerPath: tools.paths.pgbouncer,
  sink,
}).catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));

const list = cluster.nodes.map((n) => `${n.name} ${n.url}`).join(', ');
sink(`[cluster]   Survey dashboard on http://localhost:${port} (HAProxy) -> ${list}`);
sink('[cluster]   Ctrl-C stops every node, HAProxy and the database');

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  sink(`[cluster]   ${signal}: stopping`);
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
