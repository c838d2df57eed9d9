import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGET, loginPath, safeTarget } from './redirects.ts';

describe('safeTarget', () => {
  it.each([
    ['/projects', '/projects'],
    ['/survey/s1/results', '/survey/s1/results'],
    ['/survey/s1/audience?tab=2#top', '/survey/s1/audience?tab=2#top'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeTarget(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['projects'],
    ['https://evil.example/'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/ok\n'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/login?target=/projects'],
  ])('falls back to /projects for %j', (input) => {
    expect(safeTarget(input)).toBe(DEFAULT_TARGET);
  });
});

describe('loginPath', () => {
  it('carries the current path and query as target', () => {
    expect(loginPath('/survey/s1/results', '?x=1')).toBe(
      `/login?target=${encodeURIComponent('/survey/s1/results?x=1')}`,
    );
  });

  it('targets /projects when already on login', () => {
    expect(loginPath('/login', '?target=/x')).toBe('/login?target=%2Fprojects');
  });
});
