import { describe, expect, it } from 'vitest';
import { idsLine } from './requests.messages.ts';

describe('idsLine', () => {
  it('lists every id when they fit', () => {
    expect(idsLine(['a1', 'b2', 'c3'])).toBe('a1, b2, c3');
  });

  it('lists ids up to the budget and counts the rest, so a chat message stays within its limit', () => {
    const line = idsLine(['aaaa', 'bbbb', 'cccc', 'dddd'], 10);
    expect(line).toBe('aaaa, bbbb … and 2 more (kept with the stored request)');
  });
});
