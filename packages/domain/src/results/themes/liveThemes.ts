/**
 * A live survey's themes kept up to date as answers arrive (issue 40 §3): the new answers' stems
 * are added to the counts (document frequencies, each candidate stem's answers) and the examples
 * kept so far are folded on with the new members only; the themes are then found from those
 * counts (`findThemes` with `KnownCounts`), equal to finding them again over every answer
 * (property test `liveThemes.properties.test.ts`) for the cost of the answers that arrived.
 * Valid while the population only grows by new respondent numbers; otherwise the caller starts
 * a new one.
 */
import { Bitset } from '../bitset.ts';
import type { TextTheme } from '../analysisContract.ts';
import type { ThemeCorpus } from './corpus.ts';
import {
  exampleRanks,
  findThemes,
  themeResults,
  type Rank,
  type ThemeDefinition,
  type ThemeSet,
} from './themes.ts';

type Texts = readonly (string | undefined)[];

export class LiveThemes {
  /** Respondent numbers counted: 0..size-1. */
  private size = 0;
  /** The population's members below `size` when they were counted (null: everyone). */
  private counted: Bitset | null;
  /** Counted answers: not blank, in the population. */
  private readonly answered = new Bitset();
  private df = new Int32Array(0);
  /** Answers of each stem ever a candidate, kept in step with `answered`. */
  private readonly stemMembers = new Map<number, Bitset>();
  private found: {
    set: ThemeSet;
    unfiltered: { answered: number; themes: TextTheme[] } | null;
  } | null = null;
  /** Each shown theme's examples (by theme id) over the members below `examplesUpTo`. */
  private examples = new Map<string, Rank[]>();
  private examplesUpTo = 0;

  constructor(
    private readonly corpus: ThemeCorpus,
    population: Bitset | null,
  ) {
    this.counted = population ? new Bitset() : null;
  }

  /**
   * Counts respondents size..`size`-1 of `population` (the corpus already synced to `size`);
   * false, changing nothing, when `population` is not the counted one grown by new numbers
   * (exclusions changed): the themes must then be found afresh.
   */
  grow(size: number, population: Bitset | null): boolean {
    if (!this.extends(population)) return false;
    if (size <= this.size) return true;
    const corpus = this.corpus;
    if (this.df.length < corpus.stems.length) {
      const df = new Int32Array(corpus.stems.length);
      df.set(this.df);
      this.df = df;
    }
    for (let n = this.size; n < size; n++) {
      if (population && !population.has(n)) continue;
      this.counted?.add(n);
      if (!corpus.withText.has(n)) continue;
      this.answered.add(n);
      for (const s of corpus.stemsOf(n)) {
        this.df[s] = (this.df[s] as number) + 1;
        this.stemMembers.get(s)?.add(n);
      }
    }
    this.size = size;
    this.found = null;
    return true;
  }

  /** The population's members below `size` are the counted ones (word passes, no visits). */
  private extends(population: Bitset | null): boolean {
    const counted = this.counted;
    if (!counted || !population) return counted === population;
    const below = population.clone().andInPlace(Bitset.full(this.size));
    return below.count() === counted.count() && below.andCount(counted) === counted.count();
  }

  /** The themes of the counted answers (found once per growth). */
  themes(): ThemeSet {
    if (this.found) return this.found.set;
    const set = findThemes(this.corpus, this.answered, {
      df: this.df,
      membersOf: (s) => this.membersOf(s),
    });
    this.found = { set, unfiltered: null };
    return set;
  }

  /** Counts, shares and examples among every counted answer (`texts`: by respondent number). */
  unfiltered(texts: Texts): { answered: number; themes: TextTheme[] } {
    const set = this.themes();
    const found = this.found as NonNullable<LiveThemes['found']>;
    found.unfiltered ??= this.resultsOf(set, texts);
    return found.unfiltered;
  }

  /** Bytes held: the counts and each kept stem's answers. */
  estimatedBytes(): number {
    let bytes = this.df.byteLength + this.answered.byteLength + (this.counted?.byteLength ?? 0);
    for (const m of this.stemMembers.values()) bytes += m.byteLength;
    return bytes;
  }

  private membersOf(stem: number): Bitset {
    let members = this.stemMembers.get(stem);
    if (!members) {
      members = new Bitset(this.size);
      for (const n of this.corpus.respondentsOf(stem)) {
        if (n < this.size && this.answered.has(n)) members.add(n);
      }
      this.stemMembers.set(stem, members);
    }
    return members;
  }

  /** A theme kept by id has the same stems, so its members below the mark are the same. */
  private resultsOf(set: ThemeSet, texts: Texts): { answered: number; themes: TextTheme[] } {
    const upTo = this.examplesUpTo;
    const kept = this.examples;
    const next = new Map<string, Rank[]>();
    const result = themeResults(set, texts, null, (theme: ThemeDefinition, among: Bitset) => {
      const before = kept.get(theme.id);
      const ranks = before
        ? exampleRanks(theme, among.clone().andNotInPlace(Bitset.full(upTo)), texts, this.corpus, [
            ...before,
          ])
        : exampleRanks(theme, among, texts, this.corpus);
      next.set(theme.id, ranks);
      return ranks;
    });
    this.examples = next;
    this.examplesUpTo = this.size;
    return result;
  }
}
