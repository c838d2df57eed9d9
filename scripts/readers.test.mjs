import { describe, expect, it } from 'vitest';
import { ensureReaders, missingReaders } from './readers.mjs';

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

const env = { PATH: '/usr/bin' };

describe('the export tests’ file readers', () => {
  it('needs nothing when pspp and soffice are on PATH', () => {
    const m = machine(['/usr/bin/pspp', '/usr/bin/soffice', '/usr/bin/apt-get']);
    expect(ensureReaders({ env, isRoot: true, ...m })).toEqual({ ok: true });
    expect(m.calls.installed).toEqual([]);
  });

  it('installs only the missing packages as root', () => {
    const m = machine(['/usr/bin/pspp', '/usr/bin/apt-get'], { installs: ['/usr/bin/soffice'] });
    expect(ensureReaders({ env, isRoot: true, ...m })).toEqual({ ok: true });
    expect(m.calls.installed).toEqual([
      'libreoffice-writer',
      'libreoffice-calc',
      'libreoffice-impress',
    ]);
  });

  it('says what to install, in one line, when it may not install', () => {
    const m = machine(['/usr/bin/apt-get']);
    const r = ensureReaders({ env, isRoot: false, ...m });
    expect(r).toEqual({
      error:
        'pspp and soffice not found: the export tests open files with them; run `apt-get update -qq && apt-get install -y -qq --no-install-recommends pspp libreoffice-writer libreoffice-calc libreoffice-impress`',
    });
    expect(m.calls.installed).toEqual([]);
  });

  it('reports a failed install instead of claiming success', () => {
    const m = machine(['/usr/bin/apt-get'], { installOk: false });
    const r = ensureReaders({ env, isRoot: true, ...m });
    expect('error' in r && r.error.startsWith('Installing failed: pspp and soffice')).toBe(true);
    expect(missingReaders({ env, isExecutable: m.isExecutable })).toHaveLength(2);
  });
});
