import { describe, expect, it } from 'vitest';
import { ensureChromium, findOnPath, locateChromium, NOT_FOUND_MESSAGE } from './chromium.mjs';

/** A fake machine: the set of executable files, and an installer that may add the browser. */
function machine(files, { installs = false, installOk = true } = {}) {
  const executables = new Set(files);
  const calls = { install: 0, log: [] };
  return {
    calls,
    isExecutable: (f) => executables.has(f),
    install: () => {
      calls.install += 1;
      if (installs) executables.add('/usr/bin/chromium');
      return installOk;
    },
    log: (line) => calls.log.push(line),
  };
}

const debianPath = '/usr/bin/chromium';

describe('locating Chromium for the browser tests', () => {
  it('uses CHROMIUM_PATH first, even when another Chromium is installed', () => {
    const m = machine(['/opt/chrome/chrome', '/usr/bin/chromium']);
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' };
    expect(locateChromium({ env, isExecutable: m.isExecutable, debianPath })).toEqual({
      path: '/opt/chrome/chrome',
    });
  });

  it('stops with a clear error when CHROMIUM_PATH is set but not executable, instead of guessing', () => {
    const m = machine(['/usr/bin/chromium']);
    const env = { CHROMIUM_PATH: '/nope/chromium', PATH: '/usr/bin' };
    const r = ensureChromium({ env, isRoot: true, debianPath, ...m });
    expect(r).toEqual({
      error: 'CHROMIUM_PATH=/nope/chromium is not an executable file: fix it or unset it',
    });
    expect(m.calls.install).toBe(0);
  });

  it('finds `chromium` on PATH in PATH order', () => {
    const m = machine(['/snap/bin/chromium', '/usr/local/bin/chromium']);
    const env = { PATH: '/bin:/usr/local/bin:/snap/bin' };
    expect(locateChromium({ env, isExecutable: m.isExecutable, debianPath })).toEqual({
      path: '/usr/local/bin/chromium',
    });
    expect(findOnPath('chromium', '', m.isExecutable)).toBeUndefined();
  });

  it("falls back to Debian's path when PATH has no chromium", () => {
    const m = machine(['/usr/bin/chromium']);
    expect(
      locateChromium({ env: { PATH: '/bin' }, isExecutable: m.isExecutable, debianPath }),
    ).toEqual({
      path: '/usr/bin/chromium',
    });
  });

  it('installs Debian chromium with apt-get when missing and running as root', () => {
    const m = machine(['/usr/bin/apt-get'], { installs: true });
    const r = ensureChromium({ env: { PATH: '/usr/bin' }, isRoot: true, debianPath, ...m });
    expect(r).toEqual({ path: '/usr/bin/chromium' });
    expect(m.calls.install).toBe(1);
    expect(m.calls.log).toEqual([
      "Chromium not found: installing Debian's chromium with apt-get (about a minute)",
    ]);
  });

  it('reports a failed install in one line', () => {
    const m = machine(['/usr/bin/apt-get'], { installOk: false });
    const r = ensureChromium({ env: { PATH: '/usr/bin' }, isRoot: true, debianPath, ...m });
    expect('error' in r && r.error).toMatch(
      /^Installing chromium with apt-get failed: run `apt-get/,
    );
  });

  it('says what to install, without installing, when not root', () => {
    const m = machine(['/usr/bin/apt-get'], { installs: true });
    const r = ensureChromium({ env: { PATH: '/usr/bin' }, isRoot: false, debianPath, ...m });
    expect(r).toEqual({ error: NOT_FOUND_MESSAGE });
    expect(NOT_FOUND_MESSAGE).toBe(
      "Chromium not found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH",
    );
    expect(m.calls.install).toBe(0);
  });

  it('says what to install when root but apt-get is not there', () => {
    const m = machine([], { installs: true });
    const r = ensureChromium({ env: { PATH: '/usr/bin' }, isRoot: true, debianPath, ...m });
    expect(r).toEqual({ error: NOT_FOUND_MESSAGE });
    expect(m.calls.install).toBe(0);
  });
});
