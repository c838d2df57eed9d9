import { iso31662 } from 'iso-3166';
import pkg from 'iso-3166/package.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../projects/countries.ts';
import { firstLevelRegions } from './regionSource.ts';
import { REGIONS, REGIONS_SOURCE } from './regions.data.ts';

describe('regions.data.ts', () => {
  it('was generated from the installed iso-3166 version (rerun regions:generate when it moves)', () => {
    expect(REGIONS_SOURCE.version).toBe(pkg.version);
  });

  it('matches what the package gives for the 43 countries', () => {
    const codes = COUNTRIES.map((c) => c.countryCode);
    expect(REGIONS).toEqual(firstLevelRegions(iso31662, codes));
    expect(Object.keys(REGIONS)).toEqual(codes);
  });

  it('lists the first level panels sample by', () => {
    expect(REGIONS.GB?.map(([, name]) => name)).toEqual([
      'England',
      'Northern Ireland',
      'Scotland',
      'Wales',
    ]);
    expect(REGIONS.US).toHaveLength(51);
    expect(REGIONS.DE).toHaveLength(16);
    expect(REGIONS.CN?.some(([code]) => code === 'CN-TW')).toBe(false);
  });

  it('gives distinct option texts within a country', () => {
    for (const list of Object.values(REGIONS)) {
      expect(new Set(list.map(([, name]) => name)).size).toBe(list.length);
    }
  });
});
