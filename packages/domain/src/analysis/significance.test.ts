import { describe, expect, it } from 'vitest';
import { SMALL_BASE } from '../results/analysisContract.ts';
import {
  bannerLetters,
  columnLetters,
  meanLetters,
  meanT,
  proportionLetters,
  proportionZ,
  type MeanColumn,
  type ProportionColumn,
} from './significance.ts';

const col = (count: number, base: number, effectiveBase = base): ProportionColumn => ({
  count,
  base,
  effectiveBase,
});

describe('proportionZ', () => {
  it('60% of 100 against 40% of 100: pooled p = 0.5, z = 0.2 / sqrt(0.25 * 0.02) = 2.8284', () => {
    expect(proportionZ(col(60, 100), col(40, 100))).toBeCloseTo(2 * Math.SQRT2, 12);
    expect(proportionZ(col(40, 100), col(60, 100))).toBeCloseTo(-2 * Math.SQRT2, 12);
  });

  it('uses the effective bases for n, the weighted bases for the proportions', () => {
    // p1 = 30/50, p2 = 20/50 on effective bases of 40: z = 0.2 / sqrt(0.25 * 2/40) = 1.7889.
    expect(proportionZ(col(30, 50, 40), col(20, 50, 40))).toBeCloseTo(0.2 / Math.sqrt(0.0125), 12);
    // The same shares on bigger weighted bases give the same z: only the effective base counts.
    expect(proportionZ(col(300, 500, 40), col(200, 500, 40))).toBeCloseTo(1.788854381999832, 12);
  });

  it('is 0 when undefined: an empty column, or both shares 0% or both 100%', () => {
    expect(proportionZ(col(0, 0), col(10, 40))).toBe(0);
    expect(proportionZ(col(5, 40, 0), col(10, 40))).toBe(0);
    expect(proportionZ(col(0, 40), col(0, 70))).toBe(0);
    expect(proportionZ(col(40, 40), col(70, 70))).toBe(0);
  });
});

describe('meanT', () => {
  it('equal variances 4, means 5 and 4, n = 30 each: t = 1 / sqrt(4 * 2/30), df 58', () => {
    const r = meanT({ n: 30, mean: 5, variance: 4 }, { n: 30, mean: 4, variance: 4 });
    expect(r.t).toBeCloseTo(1.9364916731037087, 12);
    expect(r.df).toBe(58);
    expect(r.p).toBeCloseTo(0.057684764260475425, 10);
  });

  it('pools unequal variances and bases by their degrees of freedom', () => {
    const r = meanT({ n: 40, mean: 6.2, variance: 3.1 }, { n: 35, mean: 5.1, variance: 4.4 });
    expect(r.t).toBeCloseTo(2.4689020861067994, 12);
    expect(r.df).toBe(73);
    expect(r.p).toBeCloseTo(0.015893352788783545, 10);
  });

  it('is t 0, p 1 without degrees of freedom or without variance', () => {
    expect(meanT({ n: 1, mean: 3, variance: 0 }, { n: 1, mean: 5, variance: 0 })).toEqual({
      t: 0,
      df: 0,
      p: 1,
    });
    expect(meanT({ n: 0, mean: 0, variance: 0 }, { n: 40, mean: 5, variance: 2 }).p).toBe(1);
    expect(meanT({ n: 40, mean: 3, variance: 0 }, { n: 40, mean: 5, variance: 0 })).toEqual({
      t: 0,
      df: 78,
      p: 1,
    });
  });
});

describe('columnLetters', () => {
  it('runs A..Z, then AA, AB, ..., AZ, BA, ..., ZZ, AAA', () => {
    const letters = columnLetters(703);
    expect(letters.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(letters[25]).toBe('Z');
    expect(letters.slice(26, 28)).toEqual(['AA', 'AB']);
    expect(letters[51]).toBe('AZ');
    expect(letters[52]).toBe('BA');
    expect(letters[701]).toBe('ZZ');
    expect(letters[702]).toBe('AAA');
    expect(new Set(letters).size).toBe(703);
    expect(columnLetters(0)).toEqual([]);
  });
});

describe('bannerLetters', () => {
  it('letters the columns on across the groups, as Qualtrics does: Male A, Female B, Toast C', () => {
    expect(bannerLetters([2, 2])).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
    expect(bannerLetters([3, 0, 1])).toEqual([['A', 'B', 'C'], [], ['D']]);
    expect(bannerLetters([])).toEqual([]);
  });

  it('runs past Z into AA when the banner has more than 26 columns', () => {
    const letters = bannerLetters([20, 10]);
    expect(letters[1]).toEqual(['U', 'V', 'W', 'X', 'Y', 'Z', 'AA', 'AB', 'AC', 'AD']);
  });
});

describe('proportionLetters', () => {
  const letters = columnLetters(4);

  it('puts upper case at p < 0.05 and lower case at 0.05 <= p < 0.10 on the higher column', () => {
    // A 60% vs C 40% of 100: p = 0.0047 (upper). A 60% vs B 48% of 100: z = 1.70, p = 0.089
    // (lower). B 48% vs C 40%: p = 0.25 (none). D is like A.
    const columns = [col(60, 100), col(48, 100), col(40, 100), col(60, 100)];
    expect(proportionLetters(columns, letters)).toEqual(['bC', '', '', 'bC']);
  });

  it('never tests a column whose effective base is below SMALL_BASE', () => {
    const small = col(SMALL_BASE - 1, SMALL_BASE + 10, SMALL_BASE - 0.5);
    const columns = [col(90, 100), small, col(10, 100)];
    expect(proportionLetters(columns, letters)).toEqual(['C', '', '']);
    // At exactly SMALL_BASE the column is tested.
    const atLimit = [col(30, SMALL_BASE), col(5, 100)];
    expect(proportionLetters(atLimit, letters)).toEqual(['B', '']);
  });

  it('uses the letters it is given (within a group), and needs one per column', () => {
    expect(proportionLetters([col(60, 100), col(30, 100)], ['E', 'F'])).toEqual(['F', '']);
    expect(() => proportionLetters([col(60, 100), col(30, 100)], ['E'])).toThrow(RangeError);
  });
});

describe('meanLetters', () => {
  it('marks the higher mean with the lower columns it differs from', () => {
    const columns: MeanColumn[] = [
      { n: 30, mean: 5, variance: 4 }, // vs B: p = 0.058 (lower case)
      { n: 30, mean: 4, variance: 4 },
      { n: 40, mean: 6.2, variance: 3.1 },
      { n: 10, mean: 9, variance: 1 }, // small base: never tested
    ];
    expect(meanLetters(columns, columnLetters(4))).toEqual(['b', '', 'AB', '']);
  });
});
