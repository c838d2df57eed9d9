import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Bitset } from '../bitset.ts';
import { ThemeCorpus } from './corpus.ts';
import { QuestionThemes } from './questionThemes.ts';
import { findThemes, themeResults } from './themes.ts';

const VOCABULARY = ['delivery', 'late', 'price', 'prices', 'cheap', 'service', 'staff', 'app'];

/** Answers of 0 to 5 words, some blank or missing, each with whether it is excluded. */
const answers = fc.array(
  fc.record({
    text: fc.oneof(
      fc
        .array(fc.constantFrom(...VOCABULARY, 'the', 'crashes', 'friendly'), { maxLength: 5 })
        .map((w) => w.join(' ')),
      fc.constant(undefined),
    ),
    excluded: fc.boolean(),
    filtered: fc.boolean(),
  }),
  { maxLength: 160 },
);

/** The themes found afresh over every answer of the population (session 24's way). */
function afresh(
  texts: readonly (string | undefined)[],
  size: number,
  population: Bitset | null,
  match: Bitset | null,
) {
  const corpus = new ThemeCorpus('en');
  corpus.sync(texts, size);
  const answered = population ? corpus.withText.clone().andInPlace(population) : corpus.withText;
  return themeResults(findThemes(corpus, answered), texts, match);
}

/** Words of which more than 53 are used twice in a small survey (every stem used twice is). */
const MANY = Array.from(
  { length: 100 },
  (_, i) => `w${String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26))}`,
);

/**
 * Answers of 1 to 6 words, the first words far more used (a few themes, many candidates near
 * the line), some written again with capitals and punctuation (the same words: one example).
 */
const manyAnswers = fc.array(
  fc.record({
    words: fc.array(
      fc.nat(99).map((i) => MANY[Math.floor((i * i) / 100)] as string),
      { minLength: 1, maxLength: 6 },
    ),
    shout: fc.boolean(),
    filtered: fc.boolean(),
  }),
  { maxLength: 200 },
);

describe('themes of a live survey (issue 40 §3)', () => {
  test.prop([manyAnswers, fc.array(fc.nat({ max: 60 }), { minLength: 1, maxLength: 6 })])(
    'equal the themes found afresh with more candidate stems than the patterns track, and twins',
    (all, batches) => {
      const texts = all.map((a) => {
        const text = a.words.join(' ');
        return a.shout ? `${text.toUpperCase()}!` : text;
      });
      const themes = new QuestionThemes('en');
      let size = 0;
      for (const batch of batches) {
        size = Math.min(texts.length, size + batch);
        expect(themes.results(texts, size, null, null)).toEqual(afresh(texts, size, null, null));
        const match = new Bitset(size);
        for (let n = 0; n < size; n++) if (all[n]?.filtered) match.add(n);
        expect(themes.results(texts, size, null, match)).toEqual(afresh(texts, size, null, match));
      }
    },
  );

  test.prop([
    answers,
    fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 6 }),
    fc.boolean(),
    fc.nat({ max: 6 }),
  ])(
    'equal the themes found afresh after every batch of new answers, and after exclusions change',
    (all, batches, withExclusions, changeAt) => {
      const texts = all.map((a) => a.text);
      const themes = new QuestionThemes('en');
      let size = 0;
      for (const [step, batch] of batches.entries()) {
        size = Math.min(texts.length, size + batch);
        // The exclusions: nobody, or the excluded ones; from changeAt on, also every third.
        let population: Bitset | null = null;
        if (withExclusions) {
          population = new Bitset(size);
          for (let n = 0; n < size; n++) {
            const alsoOut = step >= changeAt && n % 3 === 0;
            if (!all[n]?.excluded && !alsoOut) population.add(n);
          }
        }
        expect(themes.results(texts, size, population, population)).toEqual(
          afresh(texts, size, population, population),
        );
        const match = new Bitset(size);
        for (let n = 0; n < size; n++) {
          if (all[n]?.filtered && (!population || population.has(n))) match.add(n);
        }
        expect(themes.results(texts, size, population, match)).toEqual(
          afresh(texts, size, population, match),
        );
      }
    },
  );

  it("takes a new answer among a theme's examples when it ranks above the kept ones", () => {
    // Each answer's other words are its own, so the theme is late + delivery alone.
    const own = (i: number, k: number) =>
      `w${String.fromCharCode(97 + (i % 26), 97 + k, 97 + ((i / 26) | 0))}`;
    const texts: string[] = Array.from(
      { length: 40 },
      (_, i) => `late delivery ${own(i, 0)} ${own(i, 1)} ${own(i, 2)} ${own(i, 3)}`,
    );
    const themes = new QuestionThemes('en');
    const before = themes.results(texts, texts.length, null, null);
    texts.push('late delivery');
    const after = themes.results(texts, texts.length, null, null);
    const late = (r: typeof before) => r.themes.find((t) => t.label.includes('late'));
    expect(late(before)?.examples).not.toContain('late delivery');
    expect(late(after)?.examples[0]).toBe('late delivery');
    expect(after).toEqual(afresh(texts, texts.length, null, null));
  });
});
