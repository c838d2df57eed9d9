import { describe, expect, it } from 'vitest';
import { canEnter, firstBlockedDirectory, type Account, type DirStat } from './dataDirAccess.ts';
import { listenErrorMessage } from '../startup/portCheck.ts';

const postgres: Account = { name: 'postgres', uid: 101, gids: [104, 103] };
const dir = (mode: number, uid = 0, gid = 0): DirStat => ({ mode: 0o40000 | mode, uid, gid });

describe('can the PostgreSQL account reach DATA_DIR', () => {
  it('reads the owner, group or others bits that apply to the account', () => {
    expect(canEnter(dir(0o700, 101), postgres)).toBe(true);
    expect(canEnter(dir(0o070, 101), postgres)).toBe(false);
    expect(canEnter(dir(0o750, 0, 104), postgres)).toBe(true);
    expect(canEnter(dir(0o701, 0, 104), postgres)).toBe(false);
    expect(canEnter(dir(0o701), postgres)).toBe(true);
    expect(canEnter(dir(0o700), postgres)).toBe(false);
  });

  it('treats an account that does not exist yet as "others"', () => {
    expect(canEnter(dir(0o755, 101), undefined)).toBe(true);
    expect(canEnter(dir(0o750, 101, 104), undefined)).toBe(false);
  });

  it('names the outermost directory on the way that blocks it', () => {
    const tree: Record<string, DirStat> = {
      '/': dir(0o755),
      '/tmp': dir(0o1777),
      '/tmp/private': dir(0o700),
      '/tmp/private/inner': dir(0o700),
    };
    const stat = (p: string) => tree[p] ?? dir(0o755);
    expect(firstBlockedDirectory('/tmp/private/inner', postgres, stat)).toEqual({
      path: '/tmp/private',
      mode: 0o700,
    });
    expect(firstBlockedDirectory('/tmp', postgres, stat)).toBeUndefined();
  });
});

describe('a port the server cannot listen on', () => {
  const err = (code: string) => Object.assign(new Error(code), { code });
  it('says what to do in one line', () => {
    expect(listenErrorMessage(err('EADDRINUSE'), 3000, '127.0.0.1')).toBe(
      'Port 3000 is already in use: stop the other process or set PORT=<a free port>',
    );
    expect(listenErrorMessage(err('EACCES'), 80, '127.0.0.1')).toContain('set PORT to 1024');
    expect(listenErrorMessage(err('EADDRNOTAVAIL'), 3000, '10.9.9.9')).toContain('HOST=10.9.9.9');
    expect(listenErrorMessage(new Error('boom'), 3000, '127.0.0.1')).toBeUndefined();
  });
});
