import { describe, expect, it } from 'vitest';
import { choiceLimitOptions, rankRequirementOptions } from './choiceLimits.ts';

describe('choice limit and rank requirement menus (spec 2 §5)', () => {
  it("offers 'No limit' and '{n} response limit' up to one less than the options", () => {
    expect(choiceLimitOptions(4).map((o) => o.label)).toEqual([
      'No limit',
      '1 response limit',
      '2 response limit',
      '3 response limit',
    ]);
  });

  it("offers 'All ranked' and 'Top {n} ranked' from 2 up to the domain's cap of 30", () => {
    expect(rankRequirementOptions(3).map((o) => o.label)).toEqual([
      'All ranked',
      'Top 2 ranked',
      'Top 3 ranked',
    ]);
    const many = rankRequirementOptions(40);
    expect(many).toHaveLength(30);
    expect(many.at(-1)?.label).toBe('Top 30 ranked');
  });
});
