/**
 * Themes of one free-text question of a results index: its answers as stems (grown as completes
 * arrive) and the themes found among a population, kept until the index grows or the population
 * changes (issue 26 §4: 100k answers in under 2 s once, instant after).
 */
import { Bitset } from '../bitset.ts';
import type { TextTheme } from '../analysisContract.ts';
import { ThemeCorpus } from './corpus.ts';
import {
  findThemes,
  parseThemeOption,
  themeMembers,
  themeResults,
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

  /** Respondents in any of the theme options (ids `theme:…`, checked by the filters). */
  members(
    optionIds: readonly string[],
    texts: readonly (string | undefined)[],
    size: number,
  ): Bitset {
    this.corpus.sync(texts, size);
    const union = new Bitset(size);
    for (const id of optionIds) {
      const option = parseThemeOption(id);
      if (option) union.orInPlace(themeMembers(this.corpus, option));
    }
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
