import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@survey/server/src/db/embeddedPostgres.ts';
import { nodeEnv, startHaproxy } from '@survey/testkit/cluster/cluster';
import { signalGroup, stopChild, type Child } from '@survey/testkit/cluster/processes';
import { ensureClusterTools } from '../../scripts/clusterTools.mjs';
import { ServerProcess } from './serverProcess.ts';

/** Server processes behind one HAProxy, as `npm run cluster` runs them (packages/testkit/src/cluster/cluster.ts). */
export interface BalancedNodes {
  /** HAProxy's public address. */
  base: string;
  nodes: ServerProcess[];
  /** HAProxy's process (one process; its threads' CPU is counted in it). */
  haproxyPid: number | undefined;
  /** HAProxy first (no request reaches a stopping node), then every node's graceful stop. */
  stop(): Promise<void>;
  /** SIGKILL to whatever still runs (after a failure). */
  kill(): Promise<void>;
}

/**
 * `count` production server processes (ServerProcess: the bundle, rebuilt when stale) on the
 * database at `databaseUrl`, each with the settings the cluster gives a node (`nodeEnv`: TRUST_PROXY,
 * APP_URL, the drain, SEED_DEMO off after the first) and its own DATA_DIR, on top of `env`; then
 * Debian's HAProxy in front on a free port, configured from deploy/haproxy.cfg exactly as the
 * cluster does (`startHaproxy`: round robin, the respondent stick table, request logs to stdout).
 * HAProxy is found, or installed as root, by scripts/clusterTools.mjs like the cluster tier does.
 * RESPONDENT_LIMIT_NODES stays unset, as the cluster leaves it: the balancer limits per client.
 */
export async function startBalancedNodes(
  databaseUrl: string,
  count: number,
  env: Record<string, string>,
): Promise<BalancedNodes> {
  const tools = ensureClusterTools({
    tools: ['haproxy'],
    env: process.env,
    isRoot: process.getuid?.() === 0,
  });
  if ('error' in tools) throw new Error(tools.error);
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'bench-balanced-'));
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const urls = { databaseUrl, nodesDatabaseUrl: databaseUrl, publicUrl };
  const nodes: ServerProcess[] = [];
  for (let i = 1; i <= count; i += 1) {
    const nodeDir = path.join(dataRoot, `node-${i}`);
    const settings = { ...nodeEnv(i, { env }, urls), DATA_DIR: nodeDir };
    nodes.push(new ServerProcess(databaseUrl, await freePort(), settings));
  }
  let haproxy: Child | undefined;
  const kill = async () => {
    if (haproxy) {
      signalGroup(haproxy, 'SIGKILL');
      await haproxy.exited();
    }
    await Promise.all(nodes.map((n) => n.kill()));
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    // The first node would migrate alone (the bench database is migrated already); as the cluster.
    await nodes[0]?.start();
    await Promise.all(nodes.slice(1).map((n) => n.start()));
    const named = nodes.map((n, i) => ({ name: `node-${i + 1}`, port: n.port }));
    // Its request log is read and dropped; the last lines are kept for an error at start.
    haproxy = await startHaproxy(
      { dataRoot, haproxyPath: tools.paths.haproxy as string, sink: () => undefined },
      `127.0.0.1:${port}`,
      publicUrl,
      named,
    );
  } catch (error) {
    await kill();
    throw error;
  }
  const balancer = haproxy;
  return {
    base: publicUrl,
    nodes,
    haproxyPid: balancer.process.pid,
    async stop() {
      await stopChild(balancer, 10_000);
      await Promise.all(nodes.map((n) => n.stop()));
      rmSync(dataRoot, { recursive: true, force: true });
    },
    kill,
  };
}
