import { describe, expect, it } from 'vitest';
import { shownLabel } from './shownLabel.ts';

describe('shownLabel', () => {
  it('names a blank option, row or column by its place so it keeps an accessible name', () => {
    expect(shownLabel('', 0, 'Option')).toBe('Option 1');
    expect(shownLabel('   ', 2, 'Row')).toBe('Row 3');
    expect(shownLabel('Strongly agree', 4, 'Column')).toBe('Strongly agree');
  });
});
