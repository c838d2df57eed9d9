import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE } from './chromium.mjs';

const script = path.join(import.meta.dirname, 'test-all.mjs');

/** Runs the README's test command for one tier with exactly this environment. */
function testCommand(args, env) {
  const r = spawnSync(process.execPath, [script, ...args], {
    env: { HOME: process.env.HOME, ...env },
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const lastLine = (text) => text.trim().split('\n').at(-1);

describe('npm test on a machine without Chromium', () => {
  it('fails the e2e tier with one line saying what to install, and counts it as failed', () => {
    // Nothing on PATH (so no chromium and no apt-get to install it with), Debian's path empty.
    const r = testCommand(['e2e'], {
      PATH: '/nonexistent',
      CHROMIUM_DEBIAN_PATH: '/nonexistent/chromium',
    });
    expect(r.stderr.trim()).toBe(NOT_FOUND_MESSAGE);
    expect(r.stdout).toContain('end-to-end (Playwright, Chromium): 0 passed, 1 failed, 0 skipped');
    expect(lastLine(r.stdout)).toBe('0 passed, 1 failed, 0 skipped');
    expect(r.code).toBe(1);
  });

  it('fails the e2e tier with one line when CHROMIUM_PATH points at nothing', () => {
    const r = testCommand(['e2e'], {
      PATH: process.env.PATH,
      CHROMIUM_PATH: '/nonexistent/chrome',
    });
    expect(r.stderr.trim()).toBe(
      'CHROMIUM_PATH=/nonexistent/chrome is not an executable file: fix it or unset it',
    );
    expect(lastLine(r.stdout)).toBe('0 passed, 1 failed, 0 skipped');
    expect(r.code).toBe(1);
  });

  it('refuses an unknown tier instead of running nothing and reporting success', () => {
    const r = testCommand(['e2ee'], { PATH: process.env.PATH });
    expect(r.stderr).toContain('Unknown test tier e2ee');
    expect(lastLine(r.stdout)).toBe('0 passed, 1 failed, 0 skipped');
    expect(r.code).toBe(1);
  });
});
