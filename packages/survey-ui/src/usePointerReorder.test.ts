import { describe, expect, it } from 'vitest';
import { dropIndex } from './usePointerReorder.ts';

// Four items 40 px tall: centres at 20, 60, 100, 140.
const centres = [20, 60, 100, 140];

describe('dropIndex', () => {
  it('keeps the item in place until the pointer passes a neighbour centre', () => {
    expect(dropIndex(centres, 1, 50)).toBe(1);
    expect(dropIndex(centres, 1, 95)).toBe(1);
  });

  it('moves down past the centres the pointer crossed, and up likewise', () => {
    expect(dropIndex(centres, 0, 105)).toBe(2);
    expect(dropIndex(centres, 0, 500)).toBe(3);
    expect(dropIndex(centres, 3, 55)).toBe(1);
    expect(dropIndex(centres, 3, -10)).toBe(0);
  });
});
