import { describe, expect, it } from 'vitest';
import { parseLocale } from './api.ts';

describe('parseLocale', () => {
  it("takes the survey's locale as the server sends it", () => {
    expect(parseLocale({ language: 'de', country: 'DE' })).toEqual({
      language: 'de',
      country: 'DE',
    });
    expect(parseLocale({ language: 'zh', country: 'TW' })).toEqual({
      language: 'zh',
      country: 'TW',
    });
  });

  it('reads anything else as no locale (the browser language, else English)', () => {
    for (const value of [
      null,
      undefined,
      'de',
      {},
      { language: 7 },
      { language: 'de-DE<script>' },
    ]) {
      expect(parseLocale(value)).toBeNull();
    }
    expect(parseLocale({ language: 'de', country: 'Germany' })).toEqual({
      language: 'de',
      country: '',
    });
  });
});
