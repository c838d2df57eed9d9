// The programs the cluster runs beside the server nodes: Debian's HAProxy (the load balancer) and,
// with --pgbouncer, Debian's PgBouncer. Like Chromium for the browser tier, `npm run cluster` and
// the cluster test tier install the missing packages when they run as root with apt-get, so that
// they work on a fresh machine; otherwise they stop with one line saying what to install.
import { spawnSync } from 'node:child_process';
import { findOnPath, isExecutableFile } from './chromium.mjs';

/** Each tool: its command and Debian package (both in /usr/sbin, often not on a user's PATH). */
export const CLUSTER_TOOLS = {
  haproxy: { command: 'haproxy', package: 'haproxy', debianPath: '/usr/sbin/haproxy' },
  pgbouncer: { command: 'pgbouncer', package: 'pgbouncer', debianPath: '/usr/sbin/pgbouncer' },
};

export const installCommand = (packages) =>
  `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`;

/** Where `tool` is: on PATH or at Debian's path; undefined when it is not installed. */
export function locateTool(tool, { env, isExecutable = isExecutableFile }) {
  const t = CLUSTER_TOOLS[tool];
  return (
    findOnPath(t.command, env.PATH, isExecutable) ??
    (isExecutable(t.debianPath) ? t.debianPath : undefined)
  );
}

/**
 * The paths of `tools` (names of CLUSTER_TOOLS), installing the missing ones with one apt-get run
 * when we may (root with apt-get on PATH). Returns `{ paths: { name: path } }` or `{ error }`.
 */
export function ensureClusterTools({
  tools,
  env,
  isRoot,
  isExecutable = isExecutableFile,
  install = runAptInstall,
  log = (line) => console.log(line),
}) {
  const missing = tools.filter((t) => !locateTool(t, { env, isExecutable }));
  if (missing.length > 0) {
    const packages = missing.map((t) => CLUSTER_TOOLS[t].package);
    const line = `${missing.join(' and ')} not found: the cluster runs Debian's ${packages.join(', ')}; run \`${installCommand(packages)}\``;
    if (!isRoot || !findOnPath('apt-get', env.PATH, isExecutable)) return { error: line };
    log(`${missing.join(' and ')} not found: installing ${packages.join(', ')} with apt-get`);
    if (!install(env, packages)) return { error: `Installing failed: ${line}` };
  }
  const paths = {};
  for (const t of tools) {
    const found = locateTool(t, { env, isExecutable });
    if (!found)
      return { error: `${t} still not found after installing ${CLUSTER_TOOLS[t].package}` };
    paths[t] = found;
  }
  return { paths };
}

function runAptInstall(env, packages) {
  const r = spawnSync('sh', ['-c', installCommand(packages)], {
    stdio: 'inherit',
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return r.status === 0;
}
