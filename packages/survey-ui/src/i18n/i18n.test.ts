import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_IDS,
  catalogueIdOf,
  catalogueIdOfBrowser,
  loadCatalogue,
  type CatalogueId,
} from './languages.ts';
import type { PluralText, RunnerCatalogue } from './messages.ts';
import { translator } from './translator.ts';

const all = Object.fromEntries(
  await Promise.all(CATALOGUE_IDS.map(async (id) => [id, await loadCatalogue(id)] as const)),
) as Record<CatalogueId, RunnerCatalogue>;
const en = all.en;
const others = CATALOGUE_IDS.filter((id) => id !== 'en');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (text: PluralText) => Object.entries(text) as [string, string][];

describe('runner catalogues', () => {
  it('has one per language of the 26 mapped codes, Traditional Chinese beside Simplified', () => {
    const codes = ['en', 'zh', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'sv', 'da', 'nb', 'no'];
    const more = [
      'fi',
      'pl',
      'cs',
      'hu',
      'ro',
      'el',
      'tr',
      'ja',
      'ko',
      'th',
      'id',
      'ms',
      'vi',
      'ar',
    ];
    for (const code of [...codes, ...more]) {
      const id = catalogueIdOf({ language: code, country: '' });
      expect(id === 'en' ? code : id, code).toBe(code === 'no' ? 'nb' : code);
    }
    expect(CATALOGUE_IDS).toHaveLength(26);
  });

  it.each(others)('%s has every key, each translated text non-empty', (id) => {
    const c = all[id];
    for (const group of ['texts', 'plurals', 'endings'] as const) {
      expect(Object.keys(c[group]).sort(), `${id} ${group}`).toEqual(Object.keys(en[group]).sort());
    }
    for (const [key, text] of Object.entries(c.texts)) expect(text.trim(), key).not.toBe('');
    for (const ending of Object.values(c.endings)) {
      expect(ending.title.trim()).not.toBe('');
      expect(ending.body.trim()).not.toBe('');
    }
  });

  it.each(others)('%s is translated, not English copied over', (id) => {
    const c = all[id];
    // A few texts may be the same word in both (e.g. 'Option {n}'); whole sentences may not.
    const same = Object.entries(c.texts).filter(
      ([key, text]) => text === en.texts[key as keyof typeof en.texts],
    );
    expect(same.length, same.map(([k]) => k).join()).toBeLessThanOrEqual(2);
    for (const [ending, { body }] of Object.entries(c.endings)) {
      expect(body, ending).not.toBe(en.endings[ending as keyof typeof en.endings].body);
    }
  });

  it.each(others)('%s keeps the placeholders of every English text', (id) => {
    const c = all[id];
    for (const [key, text] of Object.entries(c.texts)) {
      expect(placeholders(text), `${id}.${key}`).toEqual(
        placeholders(en.texts[key as keyof typeof en.texts]),
      );
    }
    for (const [key, text] of Object.entries(c.plurals)) {
      const english = placeholders(en.plurals[key as keyof typeof en.plurals].other);
      // 'other' carries them all; a singular or dual form may leave the count out ('erste Wahl').
      expect(placeholders(text.other), `${id}.${key}.other`).toEqual(english);
      for (const [category, form] of forms(text)) {
        for (const name of placeholders(form))
          expect(english, `${id}.${key}.${category}`).toContain(name);
      }
    }
  });

  it.each(CATALOGUE_IDS)('%s has a form for every plural category its whole numbers take', (id) => {
    const c = all[id];
    const rules = new Intl.PluralRules(c.lang);
    const used = [...new Set([...Array(1001).keys()].map((n) => rules.select(n)))];
    const known = new Set<string>(rules.resolvedOptions().pluralCategories);
    for (const [key, text] of Object.entries(c.plurals)) {
      const given = Object.keys(text);
      for (const category of given)
        expect(known.has(category), `${id}.${key}.${category}`).toBe(true);
      // A text with 'other' alone reads the same for every count (a deliberate choice: Polish
      // 'od 2 do 5 odpowiedzi'); one with forms must have them all.
      if (given.length > 1) expect(given, `${id}.${key}`).toEqual(expect.arrayContaining(used));
    }
  });

  it('picks the Slavic plural forms for 1, 2, 5 and 21', () => {
    const pl = translator(all.pl);
    expect([1, 2, 5, 21, 22].map((n) => pl.plural('tooLongText', n, { limit: n }))).toEqual([
      'Odpowiedź może mieć maksymalnie 1 znak.',
      'Odpowiedź może mieć maksymalnie 2 znaki.',
      'Odpowiedź może mieć maksymalnie 5 znaków.',
      'Odpowiedź może mieć maksymalnie 21 znaków.',
      'Odpowiedź może mieć maksymalnie 22 znaki.',
    ]);
    const cs = translator(all.cs);
    expect([1, 2, 5, 21].map((n) => cs.plural('tooLongText', n, { limit: n }))).toEqual([
      'Odpověď může mít nejvýše 1 znak.',
      'Odpověď může mít nejvýše 2 znaky.',
      'Odpověď může mít nejvýše 5 znaků.',
      'Odpověď může mít nejvýše 21 znaků.',
    ]);
    // Romanian: 'de' before the noun from 20 on.
    const ro = translator(all.ro);
    expect([2, 19, 20].map((n) => ro.plural('tooLongText', n, { limit: n }))).toEqual([
      'Răspunsul poate avea cel mult 2 caractere.',
      'Răspunsul poate avea cel mult 19 caractere.',
      'Răspunsul poate avea cel mult 20 de caractere.',
    ]);
  });

  it('formats numbers as the language writes them', () => {
    expect(translator(all.de).number(1500)).toBe('1.500');
    expect(translator(all.fr).text('outOfRange', { min: 0, max: 10000 })).toBe(
      'Veuillez choisir une valeur comprise entre 0 et 10\u202f000.',
    );
  });

  it('reads right to left in Arabic only, and isolates a left-to-right name in it', () => {
    expect(CATALOGUE_IDS.filter((id) => all[id].dir === 'rtl')).toEqual(['ar']);
    expect(translator(all.ar).text('removeItem', { label: 'Coca-Cola' })).toBe(
      'إزالة \u2068Coca-Cola\u2069 من الترتيب',
    );
    expect(translator(all.en).text('removeItem', { label: 'Coca-Cola' })).toBe(
      'Remove Coca-Cola from the ranking',
    );
  });

  it('names each page language with a valid BCP 47 tag', () => {
    for (const id of CATALOGUE_IDS) expect(Intl.getCanonicalLocales(all[id].lang)).toHaveLength(1);
  });
});

describe('catalogueIdOf', () => {
  it("reads the survey's language in any case, Chinese by country, anything else as English", () => {
    expect(catalogueIdOf({ language: 'DE', country: 'AT' })).toBe('de');
    expect(catalogueIdOf({ language: 'no', country: 'NO' })).toBe('nb');
    expect(catalogueIdOf({ language: 'zh', country: 'CN' })).toBe('zh');
    expect(catalogueIdOf({ language: 'zh', country: 'TW' })).toBe('zh-Hant');
    expect(catalogueIdOf({ language: 'zh', country: 'hk' })).toBe('zh-Hant');
    expect(catalogueIdOf({ language: 'he', country: 'IL' })).toBe('en');
    expect(catalogueIdOf({ language: '', country: 'GB' })).toBe('en');
    expect(catalogueIdOf(null)).toBe('en');
  });

  it("takes the first of the browser's languages that has a catalogue", () => {
    expect(catalogueIdOfBrowser(['he-IL', 'de-CH', 'en'])).toBe('de');
    expect(catalogueIdOfBrowser(['en-GB', 'de'])).toBe('en');
    expect(catalogueIdOfBrowser(['zh-Hant-TW'])).toBe('zh-Hant');
    expect(catalogueIdOfBrowser(['zh-CN'])).toBe('zh');
    expect(catalogueIdOfBrowser(['xx'])).toBe('en');
    expect(catalogueIdOfBrowser([])).toBe('en');
  });
});
