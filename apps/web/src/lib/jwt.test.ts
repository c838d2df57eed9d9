import { describe, expect, it } from 'vitest';
import { isTokenUsable, jwtExpiry } from './jwt.ts';

function base64url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function tokenWith(claims: object): string {
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(claims))}.sig`;
}

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const nowSeconds = NOW / 1000;

describe('jwtExpiry', () => {
  it('reads the exp claim', () => {
    expect(jwtExpiry(tokenWith({ sub: 'u1', exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('reads base64url payloads that need padding and use - and _', () => {
    const claims = { exp: 1_800_000_000, name: 'Zoë ~~~ ???>>>' };
    expect(jwtExpiry(tokenWith(claims))).toBe(1_800_000_000);
  });

  it.each([
    ['no dots', 'abc'],
    ['empty payload', 'a..c'],
    ['not base64', 'a.%%%.c'],
    ['not JSON', `a.${base64url('nope')}.c`],
    ['JSON but not an object', `a.${base64url('42')}.c`],
    ['no exp', tokenWith({ sub: 'u1' })],
    ['exp not a number', tokenWith({ exp: '1900000000' })],
  ])('returns null for %s', (_label, token) => {
    expect(jwtExpiry(token)).toBeNull();
  });
});

describe('isTokenUsable', () => {
  it('is false when there is no token', () => {
    expect(isTokenUsable(null, NOW)).toBe(false);
    expect(isTokenUsable('', NOW)).toBe(false);
  });

  it('is true for a token that expires later than the margin', () => {
    expect(isTokenUsable(tokenWith({ exp: nowSeconds + 600 }), NOW)).toBe(true);
  });

  it('is false for an expired token', () => {
    expect(isTokenUsable(tokenWith({ exp: nowSeconds - 1 }), NOW)).toBe(false);
  });

  it('is false for a token expiring exactly now', () => {
    expect(isTokenUsable(tokenWith({ exp: nowSeconds }), NOW, 0)).toBe(false);
  });

  it('treats a token inside the margin as expired', () => {
    const token = tokenWith({ exp: nowSeconds + 5 });
    expect(isTokenUsable(token, NOW, 10_000)).toBe(false);
    expect(isTokenUsable(token, NOW, 0)).toBe(true);
  });

  it('is false for an unreadable token', () => {
    expect(isTokenUsable('not-a-jwt', NOW)).toBe(false);
  });
});
