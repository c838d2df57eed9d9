import { describe, expect, it } from 'vitest';
import { pickAccount } from './pickAccount.ts';

const accounts = [
  { accountId: 'a1', name: 'Acme' },
  { accountId: 'a2', name: 'Globex' },
];

describe('pickAccount', () => {
  it('keeps the stored account when it is listed', () => {
    expect(pickAccount(accounts, 'a2')?.name).toBe('Globex');
  });

  it('falls back to the first account', () => {
    expect(pickAccount(accounts, 'gone')?.name).toBe('Acme');
    expect(pickAccount(accounts, null)?.name).toBe('Acme');
  });

  it('compares numeric ids as strings', () => {
    expect(pickAccount([{ accountId: 7, name: 'Seven' }], '7')?.name).toBe('Seven');
  });

  it('is undefined without accounts', () => {
    expect(pickAccount([], 'a1')).toBeUndefined();
  });
});
