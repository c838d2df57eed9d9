import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_CODE, QUICK_PICK_COUNTRY_CODES } from './constants.ts';
import { COUNTRIES, defaultCountry, findCountry } from './countries.ts';

describe('countries', () => {
  it('lists exactly 43 distinct ISO codes with English names and locales', () => {
    expect(COUNTRIES).toHaveLength(43);
    expect(new Set(COUNTRIES.map((c) => c.countryCode)).size).toBe(43);
    for (const c of COUNTRIES) {
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.locale.country).toBe(c.countryCode);
      expect(c.locale.language).toMatch(/^[a-z]{2}$/);
      expect(c.name.length).toBeGreaterThan(1);
    }
  });

  it('includes the quick picks and defaults to the United Kingdom', () => {
    for (const code of QUICK_PICK_COUNTRY_CODES) expect(findCountry(code)).toBeDefined();
    expect(defaultCountry()).toEqual({
      name: 'United Kingdom',
      countryCode: DEFAULT_COUNTRY_CODE,
      locale: { language: 'en', country: 'GB' },
    });
    expect(COUNTRIES[0]?.countryCode).toBe('GB');
  });

  it('finds a country case-insensitively and refuses unknown codes', () => {
    expect(findCountry('us')?.name).toBe('United States');
    expect(findCountry('XX')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
  });
});
