import { describe, expect, it } from 'vitest';
import { ensureClusterTools } from './clusterTools.mjs';

function machine(files, { installs = [], installOk = true } = {}) {
  const executables = new Set(files);
  const calls = { installed: [], log: [] };
  return {
    calls,
    isExecutable: (f) => executables.has(f),
    install: (_env, packages) => {
      calls.installed.push(...packages);
      for (const f of installs) executables.add(f);
      return installOk;
    },
    log: (line) => calls.log.push(line),
  };
}

// A user's PATH often lacks /usr/sbin, where Debian puts both programs.
const env = { PATH: '/usr/bin' };

describe('the cluster’s HAProxy and PgBouncer', () => {
  it('finds them at Debian’s paths when they are not on PATH', () => {
    const m = machine(['/usr/sbin/haproxy', '/usr/sbin/pgbouncer']);
    expect(
      ensureClusterTools({ tools: ['haproxy', 'pgbouncer'], env, isRoot: false, ...m }),
    ).toEqual({
      paths: { haproxy: '/usr/sbin/haproxy', pgbouncer: '/usr/sbin/pgbouncer' },
    });
    expect(m.calls.installed).toEqual([]);
  });

  it('installs only the missing package as root', () => {
    const m = machine(['/usr/sbin/haproxy', '/usr/bin/apt-get'], {
      installs: ['/usr/sbin/pgbouncer'],
    });
    const r = ensureClusterTools({ tools: ['haproxy', 'pgbouncer'], env, isRoot: true, ...m });
    expect(r).toEqual({
      paths: { haproxy: '/usr/sbin/haproxy', pgbouncer: '/usr/sbin/pgbouncer' },
    });
    expect(m.calls.installed).toEqual(['pgbouncer']);
  });

  it('asks only for what the run needs (no PgBouncer without --pgbouncer)', () => {
    const m = machine(['/usr/sbin/haproxy']);
    expect(ensureClusterTools({ tools: ['haproxy'], env, isRoot: false, ...m })).toEqual({
      paths: { haproxy: '/usr/sbin/haproxy' },
    });
  });

  it('says what to install, in one line, when it may not install', () => {
    const m = machine(['/usr/bin/apt-get']);
    expect(ensureClusterTools({ tools: ['haproxy'], env, isRoot: false, ...m })).toEqual({
      error:
        "haproxy not found: the cluster runs Debian's haproxy; run `apt-get update -qq && apt-get install -y -qq --no-install-recommends haproxy`",
    });
    expect(m.calls.installed).toEqual([]);
  });

  it('reports a failed install instead of claiming success', () => {
    const m = machine(['/usr/bin/apt-get'], { installOk: false });
    const r = ensureClusterTools({ tools: ['haproxy'], env, isRoot: true, ...m });
    expect('error' in r && r.error.startsWith('Installing failed: haproxy not found')).toBe(true);
  });
});
