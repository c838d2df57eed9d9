import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proportionLetters } from '../analysis/significance.ts';
import {
  DEFAULT_SIGNIFICANCE,
  type CrosstabResponse,
  type WeightingInfo,
} from '../results/analysisContract.ts';
import { waveTable, type WaveResults } from './waveTable.ts';

/** One wave's Total column: `counts` per option among `base` answers (unweighted). */
const wave = (n: number, base: number, counts: Record<string, number>): WaveResults => ({
  wave: n,
  response: {
    surveyId: `survey-${n}`,
    label: 'Q1',
    text: 'Which brand?',
    weighted: false,
    weighting: {} as WeightingInfo,
    total: {
      id: 'total',
      text: 'Total',
      letter: null,
      base,
      unweightedBase: base,
      effectiveBase: base,
      smallBase: base < 30,
    },
    groups: [],
    rows: Object.entries(counts).map(([id, count]) => ({
      id,
      text: id.toUpperCase(),
      kind: 'option' as const,
      cells: [{ count, columnShare: base > 0 ? count / base : null, higherThan: '' }],
    })),
    means: null,
    significance: DEFAULT_SIGNIFICANCE,
  } satisfies CrosstabResponse,
});

describe('waves side by side', () => {
  it('letters a wave significantly higher than the wave before or after it', () => {
    const table = waveTable([
      wave(1, 200, { a: 60, b: 140 }),
      wave(2, 200, { a: 100, b: 100 }),
      wave(3, 200, { a: 104, b: 96 }),
    ]);
    expect(table.waves.map((w) => w.letter)).toEqual(['A', 'B', 'C']);
    expect(table.rows.map((r) => [r.id, r.cells.map((c) => c.higherThan)])).toEqual([
      ['a', ['', 'A', '']],
      ['b', ['B', '', '']],
    ]);
    expect(table.rows[0]?.cells.map((c) => c.columnShare)).toEqual([0.3, 0.5, 0.52]);
  });

  it('never tests across a wave: wave 3 is not compared with wave 1', () => {
    const table = waveTable([
      wave(1, 400, { a: 120 }),
      wave(2, 400, { a: 136 }),
      wave(3, 400, { a: 152 }),
    ]);
    expect(table.rows[0]?.cells.map((c) => c.higherThan)).toEqual(['', '', '']);
  });

  it('a wave without results (not launched, no such question) is an empty column, never tested', () => {
    const table = waveTable([
      wave(1, 200, { a: 60 }),
      { wave: 2, response: null },
      wave(3, 20, { a: 19 }),
    ]);
    expect(table.waves.map((w) => [w.base, w.smallBase])).toEqual([
      [200, false],
      [0, true],
      [20, true],
    ]);
    expect(table.rows[0]?.cells[1]).toEqual({ count: 0, columnShare: null, higherThan: '' });
    expect(table.rows[0]?.cells.map((c) => c.higherThan)).toEqual(['', '', '']);
  });

  it('property: two waves get the letters the crosstab engine gives two columns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 2000 }),
        fc.integer({ min: 30, max: 2000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (base1, base2, p1, p2) => {
          const [c1, c2] = [Math.round(base1 * p1), Math.round(base2 * p2)];
          const table = waveTable([wave(1, base1, { a: c1 }), wave(2, base2, { a: c2 })]);
          const engine = proportionLetters(
            [
              { count: c1, base: base1, effectiveBase: base1 },
              { count: c2, base: base2, effectiveBase: base2 },
            ],
            ['A', 'B'],
          );
          expect(table.rows[0]?.cells.map((c) => c.higherThan)).toEqual(engine);
        },
      ),
    );
  });
});
