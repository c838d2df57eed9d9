import { describe, expect, it } from 'vitest';
import { quotaCellsOf, quotaTargets } from './quotaCells.ts';
import { audienceOf, customMember, standardMember } from './testing/audienceFixtures.ts';

const audience = audienceOf(
  standardMember(
    1,
    'gender',
    [
      { key: 'female', quota: 52 },
      { key: 'male', quota: 48 },
      { key: 'other', qualifies: false },
    ],
    { quotas: true },
  ),
  standardMember(2, 'age', [{ key: '18-34' }, { key: '35+' }]),
  customMember(
    3,
    'brand',
    [
      { key: 'acme', quota: 100 / 3 },
      { key: 'bolt', quota: 100 / 3 },
      { key: 'core', quota: 100 / 3 },
    ],
    { quotas: true },
  ),
);

describe('quota cells', () => {
  it('names the cell of each chosen option of every criterion with quotas', () => {
    expect(quotaCellsOf(audience, { gender: 'male', age: '35+', brand: ['bolt'] })).toEqual([
      'gender=male',
      'brand=bolt',
    ]);
    expect(quotaCellsOf(audience, { age: '18-34' })).toEqual([]);
    expect(quotaCellsOf(audience, { gender: 'other' })).toEqual([]);
  });

  it('allows each cell its share of the samples, rounded up', () => {
    expect(quotaTargets(audience, 100)).toEqual({
      'gender=female': 52,
      'gender=male': 48,
      'brand=acme': 34,
      'brand=bolt': 34,
      'brand=core': 34,
    });
    expect(quotaTargets(audience, 25)['gender=female']).toBe(13);
  });

  it('does not round a share that is exact up by floating-point noise', () => {
    const thirty = audienceOf(
      standardMember(
        1,
        'region',
        [
          { key: 'n', quota: 30 },
          { key: 's', quota: 70 },
        ],
        { quotas: true },
      ),
    );
    expect(quotaTargets(thirty, 10)).toEqual({ 'region=n': 3, 'region=s': 7 });
  });
});
