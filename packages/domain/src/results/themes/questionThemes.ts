/**
 * Themes of one free-text question of a results index: its answers as stems (grown as completes
 * arrive) and the themes found among a population, kept up to date as answers arrive (issue 40
 * §3, `liveThemes.ts`) and found afresh when the population changes otherwise (issue 26 §4: 100k
 * answers in under 2 s once).
 */
import { Bitset } from '../bitset.ts';
import type { TextTheme } from '../analysisContract.ts';
import { ThemeCorpus } from './corpus.ts';
import { ResultsQueryError } from '../filters.ts';
import { LiveThemes } from './liveThemes.ts';
import {
  knownThemeOption,
  themeMembers,
  themeOptionKey,
  themeResults,
  type ThemeOption,
} from './themes.ts';

export class QuestionThemes {
  private readonly corpus: ThemeCorpus;
  /** The themes kept up to date as answers arrive (`liveThemes.ts`). */
  private live: LiveThemes | null = null;

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
    // New answers are added to the counts; changed exclusions find the themes afresh.
    if (!this.live?.grow(texts, size, population)) {
      this.live = new LiveThemes(this.corpus, population);
      this.live.grow(texts, size, population);
    }
    if (match !== population) return themeResults(this.live.themes(texts), texts, match);
    return this.live.unfiltered(texts);
  }

  /** Bytes held beyond the texts themselves (the index's memory estimate). */
  estimatedBytes(): number {
    return this.corpus.estimatedBytes() + (this.live?.estimatedBytes() ?? 0);
  }
}
