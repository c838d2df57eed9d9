/**
 * A live survey's themes kept up to date as answers arrive (issue 40 §3). A new answer adds its
 * stems to the document frequencies and itself to its pattern (`answerPatterns.ts`: which tracked
 * stems it uses, with each pattern's best examples); the themes are then found from those counts
 * (candidates from the frequencies, `mergeGroups` on the patterns' sums) and the unfiltered
 * answer (counts, Other, examples) read from the patterns: a call costs the new answers and the
 * patterns, not every answer. Equal to finding the themes afresh over every answer (property
 * test `liveThemes.properties.test.ts`). The patterns are made again from every answer only when
 * a candidate stem is not tracked yet. A filtered call reads the same themes with their members
 * (each stem's answers, kept in step) and ranks the filtered members' examples.
 * Valid while the population only grows by new respondent numbers; otherwise the caller starts
 * a new one.
 */
import { Bitset } from '../bitset.ts';
import type { TextTheme } from '../analysisContract.ts';
import { trackedPatterns, type AnswerPatterns } from './answerPatterns.ts';
import type { ThemeCorpus } from './corpus.ts';
import {
  candidateStems,
  labelOf,
  mergeGroups,
  MIN_ANSWERS_FOR_THEMES,
  otherId,
  stemGroup,
  themeDefinitions,
  type ThemeGroup,
  type ThemeSet,
} from './themes.ts';

type Texts = readonly (string | undefined)[];
type Results = { answered: number; themes: TextTheme[] };

interface Found {
  /** null: too few answers for themes. */
  patterns: AnswerPatterns | null;
  shown: ThemeGroup[];
  other: number;
  unfiltered: Results | null;
  set: ThemeSet | null;
}

export class LiveThemes {
  /** Respondent numbers counted: 0..size-1. */
  private size = 0;
  /** The population's members below `size` when they were counted (null: everyone). */
  private counted: Bitset | null;
  /** Counted answers: not blank, in the population. */
  private readonly answered = new Bitset();
  private df = new Int32Array(0);
  /** Answers of each stem a filtered call asked for, kept in step with `answered`. */
  private readonly stemMembers = new Map<number, Bitset>();
  private patterns: AnswerPatterns | null = null;
  private found: Found | null = null;

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
  grow(texts: Texts, size: number, population: Bitset | null): boolean {
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
      this.patterns?.add(n, texts);
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

  /** Counts, shares and examples among every counted answer (`texts`: by respondent number). */
  unfiltered(texts: Texts): Results {
    const found = this.find(texts);
    found.unfiltered ??= this.resultsOf(found);
    return found.unfiltered;
  }

  /** The themes with their members (a filtered call counts and ranks among them). */
  themes(texts: Texts): ThemeSet {
    const found = this.find(texts);
    found.set ??= {
      corpus: this.corpus,
      answered: this.answered,
      themes: themeDefinitions(
        this.corpus,
        this.answered,
        found.shown.map((g) => ({ ...g, members: this.membersOf(g.stems) })),
      ),
    };
    return found.set;
  }

  /** Bytes held: the counts, the patterns and each kept stem's answers. */
  estimatedBytes(): number {
    let bytes = this.df.byteLength + this.answered.byteLength + (this.counted?.byteLength ?? 0);
    for (const m of this.stemMembers.values()) bytes += m.byteLength;
    return bytes + (this.patterns?.estimatedBytes() ?? 0);
  }

  /** The shown themes of the counted answers, found from the counts once per growth. */
  private find(texts: Texts): Found {
    if (this.found) return this.found;
    const total = this.answered.count();
    if (total < MIN_ANSWERS_FOR_THEMES) {
      const set = { corpus: this.corpus, answered: this.answered, themes: [] };
      this.found = {
        patterns: null,
        shown: [],
        other: 0,
        unfiltered: { answered: total, themes: [] },
        set,
      };
      return this.found;
    }
    const candidates = candidateStems(this.corpus, this.df, total);
    const patterns = this.patternsOver(candidates, texts);
    const pairs = patterns.pairCounts();
    const shown = mergeGroups(
      candidates.map((s) => stemGroup(this.corpus, s, this.df[s] as number)),
      this.corpus,
      {
        shared: (a, b) =>
          a.stems.length === 1 && b.stems.length === 1
            ? pairs(a.stems[0] as number, b.stems[0] as number)
            : patterns.countMeeting(patterns.maskOf(a.stems), patterns.maskOf(b.stems)),
        absorb: (a, b) => patterns.countMeeting(patterns.maskOf([...a.stems, ...b.stems])),
      },
    );
    const other = patterns.countMissing(patterns.maskOf(shown.flatMap((g) => g.stems)));
    this.found = { patterns, shown, other, unfiltered: null, set: null };
    return this.found;
  }

  /** The patterns, made again from every counted answer when a candidate is not tracked. */
  private patternsOver(candidates: number[], texts: Texts): AnswerPatterns {
    if (!this.patterns?.tracks(candidates)) {
      this.patterns = trackedPatterns(this.corpus, this.df, this.answered, texts);
    }
    return this.patterns;
  }

  /** Answers using any of `stems` (each stem's answers kept from the first filtered call on). */
  private membersOf(stems: readonly number[]): Bitset {
    const out = new Bitset(this.size);
    for (const s of stems) {
      let members = this.stemMembers.get(s);
      if (!members) {
        members = new Bitset(this.size);
        for (const n of this.corpus.respondentsOf(s)) {
          if (n < this.size && this.answered.has(n)) members.add(n);
        }
        this.stemMembers.set(s, members);
      }
      out.orInPlace(members);
    }
    return out;
  }

  private resultsOf(found: Found): Results {
    const answered = this.answered.count();
    const patterns = found.patterns;
    if (!patterns) return { answered, themes: [] };
    const share = (count: number) => (answered > 0 ? count / answered : 0);
    const themes: TextTheme[] = found.shown.map((g) => ({
      id: g.key,
      label: labelOf(this.corpus, g.stems),
      count: g.count,
      share: share(g.count),
      examples: patterns
        .examplesOf(patterns.maskOf(g.stems), g.stems.length, false)
        .map((r) => r[3]),
    }));
    if (found.other > 0) {
      const all = patterns.maskOf(found.shown.flatMap((g) => g.stems));
      themes.push({
        id: otherId(this.corpus, found.shown),
        label: 'Other',
        count: found.other,
        share: share(found.other),
        examples: patterns.examplesOf(all, 0, true).map((r) => r[3]),
      });
    }
    return { answered, themes };
  }
}
