/**
 * Themes of one free-text question of a results index: its answers as stems (grown as completes
 * arrive) and the themes found among a population, kept until the index grows or the population
 * changes (issue 26 §4: 100k answers in under 2 s once, instant after).
 */
import { Bitset } from '../bitset.ts';
import type { TextTheme } from '../analysisContract.ts';
import { ThemeCorpus } from './corpus.ts';
import { ResultsQueryError } from '../filters.ts';
import {
  findThemes,
  knownThemeOption,
  themeMembers,
  themeOptionKey,
  themeResults,
  type ThemeOption,
  type ThemeSet,
} from './themes.ts';

/** Same members, same print: a cheap identity for the population the themes were found in. */
function fingerprint(population: Bitset | null): string {
  if (!population) return 'all';
  let hash = 0;
  for (const n of population) hash = (Math.imul(hash, 31) + n) | 0;
  return `${population.count()}:${hash}`;
}

export class QuestionThemes {
  private readonly corpus: ThemeCorpus;
  private found: {
    size: number;
    population: string;
    set: ThemeSet;
    /** The answer without filters (most calls), kept with the themes. */
    unfiltered: { answered: number; themes: TextTheme[] } | null;
  } | null = null;

  constructor(language: string) {
    this.corpus = new ThemeCorpus(language);
  }

  /**
   * Respondents in any of the theme options (ids `theme:…` of question `questionId`), each
   * option counted once however it is spelled; an id that is no theme of these answers
   * (`knownThemeOption`) is an UNKNOWN_THEME error.
   */
  members(
    questionId: string,
    optionIds: readonly string[],
    texts: readonly (string | undefined)[],
    size: number,
  ): Bitset {
    this.corpus.sync(texts, size);
    const options = new Map<string, ThemeOption>();
    for (const id of optionIds) {
      const option = knownThemeOption(this.corpus, id);
      if (!option) {
        const shown = id.length > 80 ? `${id.slice(0, 80)}…` : id;
        throw new ResultsQueryError(
          'UNKNOWN_THEME',
          `No theme ${shown} in the answers to question ${questionId}.`,
        );
      }
      options.set(themeOptionKey(option), option);
    }
    const union = new Bitset(size);
    for (const option of options.values()) union.orInPlace(themeMembers(this.corpus, option));
    return union;
  }

  /**
   * The themes found among the answers of `population` (null: every complete), with counts,
   * shares and examples among `match` (the filtered respondents of the population; null: all;
   * the population itself when nothing is filtered, which is the answer kept).
   */
  results(
    texts: readonly (string | undefined)[],
    size: number,
    population: Bitset | null,
    match: Bitset | null,
  ): { answered: number; themes: TextTheme[] } {
    this.corpus.sync(texts, size);
    const key = fingerprint(population);
    if (!this.found || this.found.size !== size || this.found.population !== key) {
      const answered = population
        ? this.corpus.withText.clone().andInPlace(population)
        : this.corpus.withText;
      this.found = {
        size,
        population: key,
        set: findThemes(this.corpus, answered),
        unfiltered: null,
      };
    }
    if (match !== population) return themeResults(this.found.set, texts, match);
    this.found.unfiltered ??= themeResults(this.found.set, texts, match);
    return this.found.unfiltered;
  }

  /** Bytes held beyond the texts themselves (the index's memory estimate). */
  estimatedBytes(): number {
    return this.corpus.estimatedBytes();
  }
}
