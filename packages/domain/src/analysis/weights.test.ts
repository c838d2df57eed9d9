import { describe, expect, it } from 'vitest';
import { rakeWeights, RakingInputError, type RakingMargin } from './weights.ts';

const margin = (id: string, targets: Record<string, number>): RakingMargin => ({
  id,
  targets: new Map(Object.entries(targets)),
});

/** `count` respondents with these categories. */
const many = (count: number, row: (string | null)[]) => Array.from({ length: count }, () => row);

const gender = margin('gender', { m: 0.5, f: 0.5 });
const age = margin('age', { young: 0.5, old: 0.5 });

describe('rakeWeights', () => {
  it('gives every complete weight 1 when the survey has no quotas', () => {
    const result = rakeWeights([], many(7, []));
    expect([...result.weights]).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(result).toMatchObject({
      converged: true,
      iterations: 0,
      maxDeviation: 0,
      efficiency: 1,
      emptyCategories: [],
    });
  });

  it('weights one margin to its targets in one step (30 men, 70 women -> 50/50)', () => {
    const result = rakeWeights([gender], [...many(30, ['m']), ...many(70, ['f'])]);
    expect(result.converged).toBe(true);
    expect(result.iterations).toBe(1);
    expect(result.weights[0]).toBeCloseTo(50 / 30, 12);
    expect(result.weights[99]).toBeCloseTo(50 / 70, 12);
    // Kish: 100^2 / (100 * (30 (5/3)^2 + 70 (5/7)^2)) = 0.84
    expect(result.efficiency).toBeCloseTo(0.84, 12);
  });

  it('rakes a 2x2 table to the closed form (the odds ratio is kept)', () => {
    // Cells m/young 30, m/old 20, f/young 10, f/old 40; both margins 50/50. Raking keeps the
    // odds ratio 30*40/(20*10) = 6, so the raked m/young cell a solves a^2/(50-a)^2 = 6.
    const rows = [
      ...many(30, ['m', 'young']),
      ...many(20, ['m', 'old']),
      ...many(10, ['f', 'young']),
      ...many(40, ['f', 'old']),
    ];
    const result = rakeWeights([gender, age], rows, { tolerance: 1e-12 });
    const a = (50 * Math.sqrt(6)) / (1 + Math.sqrt(6));
    expect(result.converged).toBe(true);
    expect(result.weights[0]).toBeCloseTo(a / 30, 9);
    expect(result.weights[30]).toBeCloseTo((50 - a) / 20, 9);
    expect(result.weights[50]).toBeCloseTo((50 - a) / 10, 9);
    expect(result.weights[60]).toBeCloseTo(a / 40, 9);
    expect(result.maxDeviation).toBeLessThanOrEqual(1e-12);
  });

  it('leaves respondents with no category on a margin out of its shares and keeps their weight', () => {
    const rows = [...many(20, ['m']), ...many(60, ['f']), ...many(20, [null])];
    const result = rakeWeights([gender], rows);
    expect(result.converged).toBe(true);
    // 80 categorised respondents share 80 weight 40/40; the 20 others keep 1.
    expect(result.weights[0]).toBeCloseTo(2, 12);
    expect(result.weights[20]).toBeCloseTo(40 / 60, 12);
    expect(result.weights[99]).toBeCloseTo(1, 12);
  });

  it('reports converged false, with the deviation reached, when the cap stops the rake', () => {
    // The one man would need weight 50; the cap holds him at 5 (5% of the weight, not 50%).
    const result = rakeWeights([gender], [['m'], ...many(99, ['f'])]);
    expect(result.converged).toBe(false);
    expect(result.weights[0]).toBeCloseTo(5, 12);
    expect(result.weights[1]).toBeCloseTo(95 / 99, 12);
    expect(result.maxDeviation).toBeCloseTo(0.45, 12);
    expect(Math.max(...result.weights)).toBeLessThanOrEqual(5);
    // It stops as soon as a cycle changes nothing rather than spinning to maxIterations.
    expect(result.iterations).toBeLessThan(5);
  });

  it('reaches the target without a cap (Infinity) where the default cap could not', () => {
    const result = rakeWeights([gender], [['m'], ...many(99, ['f'])], {
      cap: Number.POSITIVE_INFINITY,
    });
    expect(result.converged).toBe(true);
    expect(result.weights[0]).toBeCloseTo(50, 9);
  });

  it('names a target category nobody is in and shares its weight out among the others', () => {
    const brand = margin('brand', { acme: 0.5, bolt: 0.3, core: 0.2 });
    const result = rakeWeights([brand], [...many(50, ['acme']), ...many(50, ['bolt'])]);
    expect(result.converged).toBe(false);
    expect(result.emptyCategories).toEqual([{ margin: 'brand', category: 'core' }]);
    expect(result.maxDeviation).toBeCloseTo(0.2, 12);
    // acme and bolt keep the 5:3 proportion of their targets.
    expect(result.weights[0]).toBeCloseTo(1.25, 12);
    expect(result.weights[50]).toBeCloseTo(0.75, 12);
  });

  it('reads targets that do not sum to 1 (33.33% x 3) as proportions', () => {
    const thirds = margin('brand', { a: 0.3333, b: 0.3333, c: 0.3333 });
    const rows = [...many(10, ['a']), ...many(20, ['b']), ...many(30, ['c'])];
    const result = rakeWeights([thirds], rows);
    expect(result.converged).toBe(true);
    expect(result.weights[0]).toBeCloseTo(2, 12);
    expect(result.weights[59]).toBeCloseTo(2 / 3, 12);
  });

  it('answers converged false for quota margins and no respondents', () => {
    const result = rakeWeights([gender], []);
    expect(result.weights).toHaveLength(0);
    expect(result.converged).toBe(false);
    expect(result.emptyCategories).toHaveLength(2);
  });

  it('is deterministic: the same sample gives the same weights, bit for bit', () => {
    const rows = [...many(13, ['m', 'old']), ...many(41, ['f', 'young']), ...many(7, ['f', 'old'])];
    rows.push(['m', 'young']);
    const first = rakeWeights([gender, age], rows);
    const second = rakeWeights([gender, age], rows);
    expect([...second.weights]).toEqual([...first.weights]);
    expect(second).toEqual(first);
  });

  it.each([
    ['a zero target', margin('g', { m: 0, f: 1 })],
    ['a negative target', margin('g', { m: -0.5, f: 1.5 })],
    ['a NaN target', margin('g', { m: Number.NaN, f: 1 })],
    ['no categories', margin('g', {})],
  ])('refuses %s with a typed error', (_, bad) => {
    expect(() => rakeWeights([bad], [['f']])).toThrow(
      expect.objectContaining({ name: 'RakingInputError', code: 'INVALID_TARGETS' }),
    );
  });

  it('refuses a category the margin has no target for, or a row of the wrong length', () => {
    const error = (rows: (string | null)[][]) => {
      try {
        rakeWeights([gender], rows);
      } catch (e) {
        return e instanceof RakingInputError ? e.code : 'other';
      }
      return 'none';
    };
    expect(error([['m'], ['x']])).toBe('INVALID_CATEGORIES');
    expect(error([['m', 'f']])).toBe('INVALID_CATEGORIES');
    expect(error([[]])).toBe('INVALID_CATEGORIES');
  });

  it.each([{ cap: 0.5 }, { cap: Number.NaN }, { tolerance: -1 }, { maxIterations: 1.5 }])(
    'refuses the options %j with a typed error',
    (options) => {
      expect(() => rakeWeights([gender], [['m']], options)).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
    },
  );
});
