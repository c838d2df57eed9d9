import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { matchForm, splitWords, ThemeCorpus } from './corpus.ts';
import { languageRules } from './languages.ts';
import {
  findThemes,
  knownThemeOption,
  parseThemeOption,
  themeMembers,
  themeOptionKey,
  themeResults,
} from './themes.ts';

const VOCABULARY = [
  'delivery',
  'deliveries',
  'late',
  'price',
  'prices',
  'cheap',
  'service',
  'friendly',
  'staff',
  'app',
  'crashes',
  'the',
  'was',
  'très',
  'Café',
  'cafe',
];

/** Answers of 0 to 6 words from a small vocabulary (so that themes form), some blank. */
const answers = fc.array(
  fc.oneof(
    fc
      .array(fc.constantFrom(...VOCABULARY), { minLength: 0, maxLength: 6 })
      .map((w) => w.join(' ')),
    fc.constant(undefined),
  ),
  { minLength: 0, maxLength: 80 },
);

function themesOf(texts: (string | undefined)[]) {
  const corpus = new ThemeCorpus('en');
  corpus.sync(texts, texts.length);
  const set = findThemes(corpus, corpus.withText);
  return { corpus, set, results: themeResults(set, texts, null) };
}

describe('themes, properties', () => {
  test.prop([answers])(
    'name every word of a theme, and show first the answers using most of them (issue 35 §4)',
    (texts) => {
      const { corpus, set, results } = themesOf(texts);
      for (const [i, theme] of set.themes.entries()) {
        if (theme.label === 'Other') continue;
        const stems = parseThemeOption(theme.id)?.stems ?? [];
        expect(theme.label.split(', ')).toHaveLength(stems.length);
        const ids = stems.map((stem) => corpus.stemId(stem) as number);
        const used = (n: number) => ids.filter((id) => corpus.stemsOf(n).includes(id)).length;
        const most = Math.max(...[...theme.members].map(used));
        const first = results.themes[i]?.examples[0];
        const n = texts.findIndex((t, k) => t?.trim() === first && theme.members.has(k));
        expect(used(n)).toBe(most);
        for (const example of results.themes[i]?.examples ?? []) {
          const m = texts.findIndex((t, k) => t?.trim() === example && theme.members.has(k));
          expect(used(m)).toBeGreaterThan(0);
        }
      }
    },
  );

  test.prop([answers, fc.integer()])(
    'are the same whatever order the answers came in',
    (texts, seed) => {
      const shuffled = fc.sample(fc.shuffledSubarray(texts, { minLength: texts.length }), {
        seed,
        numRuns: 1,
      })[0] as (string | undefined)[];
      expect(themesOf(shuffled).results).toEqual(themesOf(texts).results);
    },
  );

  test.prop([answers])(
    'count each answer in its themes only, and Other in none of them',
    (texts) => {
      const { corpus, set, results } = themesOf(texts);
      const answered = corpus.withText.count();
      for (const [i, t] of set.themes.entries()) {
        expect(results.themes[i]?.count).toBe(t.members.count());
        for (const n of t.members) expect(corpus.withText.has(n)).toBe(true);
      }
      const other = set.themes.find((t) => t.label === 'Other');
      const named = set.themes.filter((t) => t !== other);
      for (let n = 0; n < texts.length; n++) {
        const inNamed = named.some((t) => t.members.has(n));
        if (other) expect(other.members.has(n)).toBe(corpus.withText.has(n) && !inNamed);
      }
      if (set.themes.length > 0) {
        const covered = set.themes.reduce((sum, t) => sum + t.members.count(), 0);
        expect(covered).toBeGreaterThanOrEqual(answered);
      }
      expect(named.length).toBeLessThanOrEqual(12);
    },
  );

  test.prop([answers])('a filter by a theme holds exactly the theme members', (texts) => {
    const { corpus, set } = themesOf(texts);
    for (const t of set.themes) {
      const option = parseThemeOption(t.id);
      expect(option).not.toBeNull();
      if (option) expect(themeMembers(corpus, option).count()).toBe(t.members.count());
    }
  });

  test.prop([answers, fc.nat({ max: 80 })])(
    'find the same themes whether the corpus grew in steps or at once',
    (texts, cut) => {
      const stepwise = new ThemeCorpus('en');
      stepwise.sync(texts, Math.min(cut, texts.length));
      stepwise.sync(texts, texts.length);
      const once = themesOf(texts);
      expect(themeResults(findThemes(stepwise, stepwise.withText), texts, null)).toEqual(
        once.results,
      );
    },
  );

  // Members come from the corpus's respondents per stem (issue 34 §2); the definition is a walk of
  // every answer: in the option when it uses any of its stems (Other: none of them, not blank).
  test.prop([answers, fc.nat({ max: 80 }), fc.array(fc.nat(), { maxLength: 4 }), fc.boolean()])(
    'a theme option holds exactly the answers its stems say, as the corpus grows',
    (texts, cut, picks, none) => {
      const corpus = new ThemeCorpus('en');
      corpus.sync(texts, Math.min(cut, texts.length));
      const early = corpus.stems.length > 0 ? corpus.respondentsOf(0).length : 0;
      corpus.sync(texts, texts.length);
      expect(early).toBeLessThanOrEqual(
        corpus.stems.length > 0 ? corpus.respondentsOf(0).length : 0,
      );
      if (corpus.stems.length === 0) return;
      const stems = picks.map((p) => corpus.stems[p % corpus.stems.length] as string);
      const id = `theme:${none ? '-' : ''}${[...stems].reverse().join('+')}`;
      const option = knownThemeOption(corpus, id);
      if (stems.length === 0 && !none) {
        expect(option).toBeNull();
        return;
      }
      expect(option && themeOptionKey(option)).toBe(
        `theme:${none ? '-' : ''}${[...new Set(stems)].sort().join('+')}`,
      );
      if (!option) return;
      const ids = new Set(stems.map((s) => corpus.stemId(s)));
      const members = themeMembers(corpus, option);
      for (let n = 0; n < texts.length; n++) {
        const uses = [...corpus.stemsOf(n)].some((s) => ids.has(s));
        expect(members.has(n)).toBe(corpus.withText.has(n) && uses !== none);
      }
    },
  );

  test.prop([answers])('an option naming a stem no answer uses is no theme', (texts) => {
    const corpus = new ThemeCorpus('en');
    corpus.sync(texts, texts.length);
    expect(knownThemeOption(corpus, 'theme:zebra')).toBeNull();
    expect(knownThemeOption(corpus, 'theme:-zebra')).toBeNull();
    expect(knownThemeOption(corpus, `theme:${'a'.repeat(31)}`)).toBeNull();
  });

  test.prop([answers, fc.nat({ max: 80 })])(
    'label a stem with its most used written word (ties: alphabetical), as the corpus grows',
    (texts, cut) => {
      const corpus = new ThemeCorpus('en');
      corpus.sync(texts, Math.min(cut, texts.length));
      corpus.sync(texts, texts.length);
      const uses = new Map<string, number>();
      for (const text of texts) {
        if (text === undefined || text.trim() === '') continue;
        for (const w of splitWords(text, 'en')) uses.set(w, (uses.get(w) ?? 0) + 1);
      }
      const rules = languageRules('en');
      corpus.stems.forEach((stem, id) => {
        const words = [...uses].filter(([w]) => rules.stem(matchForm(w)) === stem);
        words.sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
        expect(corpus.writtenForm(id)).toBe(words[0]?.[0]);
      });
    },
  );
});
