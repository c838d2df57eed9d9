import { describe, expect, it } from 'vitest';
import { weightingLine } from './weightingLine.ts';

const applied = {
  applied: true,
  available: true,
  efficiency: 0.9154,
  effectiveBase: 1258.96,
  note: null,
};

describe('weightingLine', () => {
  it('says Weighted with the efficiency (one decimal) and the whole effective base', () => {
    expect(weightingLine(applied)).toBe('Weighted: efficiency 91.5%, effective base 1,259');
  });

  it('adds the rake’s note when it did not converge', () => {
    expect(weightingLine({ ...applied, note: 'The weights could not meet every target.' })).toBe(
      'Weighted: efficiency 91.5%, effective base 1,259. The weights could not meet every target.',
    );
  });

  it('says Unweighted when weights were not applied, whatever else it knows', () => {
    expect(
      weightingLine({ ...applied, applied: false, efficiency: null, effectiveBase: null }),
    ).toBe('Unweighted');
  });
});
