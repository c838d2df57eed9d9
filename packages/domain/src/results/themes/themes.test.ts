import { describe, expect, it } from 'vitest';
import { Bitset } from '../bitset.ts';
import { ThemeCorpus, splitWords } from './corpus.ts';
import { languageRules } from './languages.ts';
import { findThemes, parseThemeOption, themeMembers, themeResults } from './themes.ts';

function corpusOf(texts: (string | undefined)[], language = 'en') {
  const corpus = new ThemeCorpus(language);
  corpus.sync(texts, texts.length);
  return corpus;
}

const DELIVERY = [
  'Delivery was late again',
  'The delivery came late',
  'Late deliveries, every week',
  'Great price for the quality',
  'Prices are fair',
  'Good price',
  'Customer service was rude',
  'The customer service never answered',
  'ok',
  '   ',
  undefined,
  'Nothing to add',
];

describe('words', () => {
  it('normalises width and case, and splits on everything but letters and digits', () => {
    expect(splitWords('ＡＢＣ  Déjà-vu, l’été!', 'fr')).toEqual(['abc', 'déjà', 'vu', 'l', 'été']);
  });

  it('segments languages written without spaces', () => {
    expect(splitWords('送货太慢了', 'zh').length).toBeGreaterThan(1);
  });

  it('drops stop words of the survey language and stems with its rules', () => {
    const de = languageRules('de');
    expect(de.isStopWord('und')).toBe(true);
    expect(de.stem('lieferungen')).toBe(de.stem('lieferung'));
    const fr = languageRules('fr');
    expect(fr.stem('livraisons')).toBe(fr.stem('livraison'));
    const es = languageRules('es');
    expect(es.stem('entregas')).toBe(es.stem('entrega'));
    expect(languageRules('en').stem('deliveries')).toBe('deliveri');
  });

  it('matches words without their accents and shows them as written', () => {
    const corpus = corpusOf(['Très rapide', 'tres rapide', 'très RAPIDE'], 'fr');
    const id = corpus.stemId('rapid');
    expect(id).toBeDefined();
    expect(corpus.writtenForm(id as number)).toBe('rapide');
    const tres = corpus.stemId('tres');
    expect(tres).toBeUndefined(); // a French stop word
  });
});

describe('findThemes', () => {
  const corpus = corpusOf(DELIVERY);
  const set = findThemes(corpus, corpus.withText);

  it('groups answers sharing stems and merges themes that mostly share answers', () => {
    const labels = set.themes.map((t) => t.label);
    expect(labels[0]).toBe('delivery, late');
    expect(labels).toContain('price');
    expect(labels).toContain('customer, service');
    expect(labels.at(-1)).toBe('Other');
  });

  it('counts each answer in its themes, Other holding the rest, with short examples', () => {
    const { answered, themes } = themeResults(set, DELIVERY, null);
    expect(answered).toBe(10);
    const delivery = themes[0];
    expect(delivery?.count).toBe(3);
    expect(delivery?.share).toBeCloseTo(0.3);
    expect(delivery?.examples).toEqual([
      'The delivery came late',
      'Delivery was late again',
      'Late deliveries, every week',
    ]);
    const other = themes.at(-1);
    expect(other?.count).toBe(2); // 'ok', 'Nothing to add'
  });

  it('filters by a theme id to exactly the theme members', () => {
    for (const t of set.themes) {
      const option = parseThemeOption(t.id);
      expect(option).not.toBeNull();
      if (option) expect([...themeMembers(corpus, option)]).toEqual([...t.members]);
    }
  });

  it('finds no themes among fewer than five answers', () => {
    const small = corpusOf(['late delivery', 'late delivery', 'late']);
    expect(findThemes(small, small.withText).themes).toEqual([]);
  });

  it('counts among filtered respondents only', () => {
    const only = new Bitset(DELIVERY.length);
    only.add(0);
    only.add(3);
    const { answered, themes } = themeResults(set, DELIVERY, only);
    expect(answered).toBe(2);
    expect(themes[0]?.count).toBe(1);
    expect(themes[0]?.examples).toEqual(['Delivery was late again']);
  });
});

describe('parseThemeOption', () => {
  it('reads theme ids and refuses anything else', () => {
    expect(parseThemeOption('theme:deliveri+late')).toEqual({
      stems: ['deliveri', 'late'],
      none: false,
    });
    expect(parseThemeOption('theme:-price')).toEqual({ stems: ['price'], none: true });
    expect(parseThemeOption('theme:')).toBeNull();
    expect(parseThemeOption('theme:a b')).toBeNull();
    expect(parseThemeOption('option-1')).toBeNull();
  });
});
