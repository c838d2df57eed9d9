import { describe, expect, it } from 'vitest';
import { scrollCue } from './useScrollCue.ts';

describe('scrollCue', () => {
  it('shows nothing when the table fits its frame', () => {
    expect(scrollCue({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual({
      left: false,
      right: false,
    });
    // A pixel of rounding is not a hidden column.
    expect(scrollCue({ scrollLeft: 0, scrollWidth: 601, clientWidth: 600 }).right).toBe(false);
  });

  it('points to the side where columns are out of sight', () => {
    const frame = { scrollWidth: 900, clientWidth: 600 };
    expect(scrollCue({ ...frame, scrollLeft: 0 })).toEqual({ left: false, right: true });
    expect(scrollCue({ ...frame, scrollLeft: 150 })).toEqual({ left: true, right: true });
    expect(scrollCue({ ...frame, scrollLeft: 300 })).toEqual({ left: true, right: false });
  });
});
