import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { rankMove, rankRemove, rankSelect, toggleChoice, type ToggleRules } from './answers.ts';

const none = new Set<string>();
const rules = (r: Partial<ToggleRules> = {}): ToggleRules => ({
  single: false,
  exclusive: none,
  limit: 0,
  ...r,
});

describe('toggleChoice', () => {
  it('replaces the pick on a single select and keeps it on a second tap', () => {
    expect(toggleChoice(['a'], 'b', rules({ single: true }))).toEqual(['b']);
    expect(toggleChoice(['b'], 'b', rules({ single: true }))).toEqual(['b']);
  });

  it('adds and removes picks on a multi select', () => {
    expect(toggleChoice(['a'], 'b', rules())).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b'], 'a', rules())).toEqual(['b']);
  });

  it('clears the others when an exclusive option is picked, and clears it when another is', () => {
    const exclusive = new Set(['none']);
    expect(toggleChoice(['a', 'b'], 'none', rules({ exclusive }))).toEqual(['none']);
    expect(toggleChoice(['none'], 'a', rules({ exclusive }))).toEqual(['a']);
  });

  it('ignores a pick beyond the limit but lets an exclusive one replace them', () => {
    const exclusive = new Set(['none']);
    expect(toggleChoice(['a', 'b'], 'c', rules({ limit: 2, exclusive }))).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b'], 'none', rules({ limit: 2, exclusive }))).toEqual(['none']);
  });

  test.prop([fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'x'), { maxLength: 30 }), fc.nat(3)])(
    'never holds an exclusive pick beside another, nor more than the limit',
    (taps, limit) => {
      const exclusive = new Set(['x']);
      let selected: string[] = [];
      for (const id of taps) selected = toggleChoice(selected, id, rules({ exclusive, limit }));
      if (selected.includes('x')) expect(selected).toEqual(['x']);
      if (limit > 0) expect(selected.length).toBeLessThanOrEqual(limit);
      expect(new Set(selected).size).toBe(selected.length);
    },
  );
});

describe('ranking edits', () => {
  it('appends a tapped option up to the maximum, and a default option replaces the ranking', () => {
    const dk = new Set(['dk']);
    expect(rankSelect(['a'], 'b', 0, dk)).toEqual(['a', 'b']);
    expect(rankSelect(['a', 'b'], 'c', 2, dk)).toEqual(['a', 'b']);
    expect(rankSelect(['a', 'b'], 'dk', 2, dk)).toEqual(['dk']);
    expect(rankSelect(['dk'], 'a', 2, dk)).toEqual(['a']);
  });

  it('removes a tapped ranked option and moves the rest up', () => {
    expect(rankRemove(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('moves an item, clamping the target', () => {
    expect(rankMove(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(rankMove(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(rankMove(['a', 'b', 'c'], 7, 0)).toEqual(['a', 'b', 'c']);
  });

  test.prop([fc.uniqueArray(fc.string(), { maxLength: 8 }), fc.integer(), fc.integer()])(
    'a move keeps the same items',
    (ranking, from, to) => {
      expect([...rankMove(ranking, from, to)].sort()).toEqual([...ranking].sort());
    },
  );
});
