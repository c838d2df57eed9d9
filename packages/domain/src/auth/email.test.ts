import { describe, expect, it } from 'vitest';
import { isEmailAddress, normaliseEmail, splitEmailList } from './email.ts';

describe('e-mail helpers', () => {
  it('normalises case and surrounding space', () => {
    expect(normaliseEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
  it('recognises plausible addresses only', () => {
    expect(isEmailAddress('a@b.co')).toBe(true);
    expect(isEmailAddress('not an email')).toBe(false);
    expect(isEmailAddress('a@b')).toBe(false);
  });
  it('splits a typed list into unique addresses', () => {
    expect(splitEmailList('a@x.io, B@x.io;\n a@x.io  c@x.io')).toEqual([
      'a@x.io',
      'b@x.io',
      'c@x.io',
    ]);
  });
});
