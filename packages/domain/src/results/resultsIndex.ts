/**
 * The per-survey results index (ARCHITECTURE §7): each complete gets a respondent number, every
 * cell of every result entry (option, matrix column per row, rank, slider bin) a bitmap of the
 * numbers that marked it. A filter is an OR of cell bitmaps per question ANDed across questions;
 * every count of a summary is a popcount, alone or against the filter.
 */
import type { Answer } from '../respondent/answers.ts';
import { Bitset } from './bitset.ts';
import type {
  ResponseFilter,
  ResultEntry,
  SummaryResponse,
  TextAnswersRequest,
  TextAnswersResponse,
} from './contract.ts';
import { answerFeatures, cellKey } from './features.ts';
import { ResultsQueryError, resolveFilters } from './filters.ts';
import type { QuotaMargins } from '../analysis/quotaMargins.ts';
import { CHOICE_ITEM, WeightGroups, weightingInfo, type IndexWeights } from './indexWeights.ts';
import type { SchemeWeighting } from './schemeMargins.ts';
import { WeightedCounts, type CountPair } from './weightedCounts.ts';
import type { LayoutEntry, ResultLayout } from './layout.ts';
import type { IndexData } from './indexData.ts';
import type { ThemesRequest, ThemesResponse } from './analysisContract.ts';
import { QuestionThemes } from './themes/questionThemes.ts';

interface EntryStore {
  entry: LayoutEntry;
  answered: Bitset;
  cells: Map<string, Bitset>;
  /** Sliders: the value per respondent number, NaN where none. */
  values: Float64Array<ArrayBuffer> | null;
  valueSum: number;
  /** Free text: the text per respondent number. */
  texts: (string | undefined)[] | null;
  textChars: number;
  /** Free text: its answers' stems and themes, made on the first themes call or filter. */
  themes: QuestionThemes | null;
}

/** Answers of one complete, by page key (`audience:{n}`, `entry:{n}`). */
export type StoredAnswers = Readonly<Record<string, Answer | null | undefined>>;

/** Read access to one entry's bitmaps for analysis (the crosstab engine); never to be changed. */
export interface EntryBitmaps {
  entry: LayoutEntry;
  answered: Bitset;
  /** The cell `rowId|itemId` (features.ts `cellKey`); undefined when the layout has none. */
  cell(rowId: string, itemId: string): Bitset | undefined;
  /** Sliders: the value per respondent number, NaN where none; otherwise null. */
  values: Float64Array | null;
}

/** Rough bytes of a Map entry holding a session id (key string, number, hash slot). */
const BYTES_PER_SESSION = 120;

function grown(
  array: Float64Array<ArrayBuffer>,
  needed: number,
  fill: number,
): Float64Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const next = new Float64Array(Math.max(needed, array.length * 2)).fill(fill);
  next.set(array);
  return next;
}

export class ResultsIndex {
  private readonly numbers = new Map<string, number>();
  private completedAt: Float64Array<ArrayBuffer> = new Float64Array(64);
  private readonly stores: EntryStore[];
  /** Sessions excluded from analysis (data quality), whether counted yet or not. */
  private excluded: ReadonlySet<string> = new Set();
  /** Respondent numbers not excluded; null while nothing is excluded (every count as stored). */
  private included: Bitset | null = null;
  /** Each complete's raking group; null without quotas (nothing to weight to). */
  private weightGroups: WeightGroups | null;
  /** The researcher's weighting scheme (issue 38 §5), raked instead of the quotas when set. */
  private scheme: SchemeWeighting | null = null;
  /** The weights of the current population, raked on the first weighted read after a change. */
  private weighed: {
    weights: IndexWeights;
    values: Map<EntryStore, Float64Array>;
    /** Weighted counts for this rake (`weightedCounts.ts`: totals kept, few member visits). */
    counts: WeightedCounts;
  } | null = null;

  /** `margins`: the survey's quota margins (`quotaMargins`); weighting needs them. */
  constructor(
    readonly layout: ResultLayout,
    private readonly margins: QuotaMargins | null = null,
  ) {
    this.weightGroups = margins?.margins.length ? new WeightGroups(margins.margins) : null;
    this.stores = layout.entries.map((entry) => ({
      entry,
      answered: new Bitset(),
      cells: new Map(
        entry.rows.flatMap((r) => r.items.map((i) => [cellKey(r.id, i.id), new Bitset()])),
      ),
      values: entry.answerKind === 'scale' ? new Float64Array(64).fill(NaN) : null,
      valueSum: 0,
      texts: entry.answerKind === 'text' ? [] : null,
      textChars: 0,
      themes: null,
    }));
  }

  /** The index's data by respondent number (a stored snapshot); views, never to be changed. */
  data(): IndexData {
    const size = this.numbers.size;
    return {
      sessionIds: [...this.numbers.keys()],
      completedAt: this.completedAt.subarray(0, size),
      entries: this.stores.map((s) => ({
        answered: s.answered,
        cells: [...s.cells.values()],
        values: s.values && s.values.subarray(0, Math.min(size, s.values.length)),
        valueSum: s.valueSum,
        texts: s.texts,
        textChars: s.textChars,
      })),
      weightGroups: this.weightGroups?.data(size) ?? null,
    };
  }

  /**
   * An index on `layout` holding `data` (a snapshot read back, its shape checked by the caller),
   * as if its completes had been added in order; nothing excluded and no scheme yet.
   */
  static restored(
    layout: ResultLayout,
    margins: QuotaMargins | null,
    data: IndexData,
  ): ResultsIndex {
    const index = new ResultsIndex(layout, margins);
    const size = data.sessionIds.length;
    data.sessionIds.forEach((id, n) => index.numbers.set(id, n));
    index.completedAt = grown(new Float64Array(0), Math.max(64, size), 0);
    index.completedAt.set(data.completedAt);
    if (index.weightGroups && data.weightGroups) {
      index.weightGroups = WeightGroups.restored(index.weightGroups.margins, data.weightGroups);
    }
    index.stores.forEach((s, i) => {
      const d = data.entries[i];
      if (!d) return;
      s.answered = d.answered;
      [...s.cells.keys()].forEach((key, c) => {
        const cell = d.cells[c];
        if (cell) s.cells.set(key, cell);
      });
      if (s.values && d.values) {
        s.values = grown(new Float64Array(0), Math.max(64, d.values.length), NaN);
        s.values.set(d.values);
      }
      s.valueSum = d.valueSum;
      if (s.texts && d.texts) s.texts = d.texts;
      s.textChars = d.textChars;
    });
    return index;
  }

  /** Completes counted. */
  get size(): number {
    return this.numbers.size;
  }

  has(sessionId: string): boolean {
    return this.numbers.has(sessionId);
  }

  /** Completes counted in analysis: all but the excluded. */
  get includedSize(): number {
    return this.included ? this.included.count() : this.numbers.size;
  }

  /**
   * The completes to leave out of every count (the survey's whole exclusion set, replacing the
   * previous one). Ids not counted yet are remembered: they stay out when they arrive.
   */
  setExcluded(sessionIds: ReadonlySet<string>): void {
    this.excluded = sessionIds;
    this.weighed = null;
    if (sessionIds.size === 0) {
      this.included = null;
      return;
    }
    const included = Bitset.full(this.numbers.size);
    for (const id of sessionIds) {
      const n = this.numbers.get(id);
      if (n !== undefined) included.delete(n);
    }
    this.included = included;
  }

  /**
   * Respondent numbers counted in analysis (the crosstab's population); null when every
   * complete counts. Read-only for callers: it changes with the next add() or setExcluded().
   */
  population(): Bitset | null {
    return this.included;
  }

  /**
   * Counts a complete once: a session already counted is ignored (false), so that overlapping
   * catch-up reads and re-delivered completes never count twice.
   */
  add(sessionId: string, answers: StoredAnswers, completedAt: number): boolean {
    if (this.numbers.has(sessionId)) return false;
    const n = this.numbers.size;
    this.numbers.set(sessionId, n);
    this.completedAt = grown(this.completedAt, n + 1, 0);
    this.completedAt[n] = completedAt;
    if (this.included && !this.excluded.has(sessionId)) this.included.add(n);
    this.weighed = null;
    if (this.weightGroups && this.margins) {
      this.weightGroups.set(n, this.margins.categoryOf(answers as Record<string, Answer | null>));
    }
    for (const s of this.stores) {
      const f = answerFeatures(s.entry, answers[s.entry.pageKey]);
      if (!f.answered) continue;
      s.answered.add(n);
      for (const key of f.cells) s.cells.get(key)?.add(n);
      if (s.values && f.value !== null) {
        s.values = grown(s.values, n + 1, NaN);
        s.values[n] = f.value;
        s.valueSum += f.value;
      }
      if (s.texts && f.text !== null) {
        s.texts[n] = f.text;
        s.textChars += f.text.length;
      }
    }
    return true;
  }

  /** Included respondents matching every filter; null when that is every complete. */
  private matching(filters: readonly ResponseFilter[]): Bitset | null {
    const groups = resolveFilters(this.layout, filters);
    if (groups.length === 0) return this.included;
    let result: Bitset | null = this.included ? this.included.clone() : null;
    for (const g of groups) {
      const store = this.stores.find((s) => s.entry === g.entry);
      const union = new Bitset(this.numbers.size);
      for (const key of g.cells) {
        const cell = store?.cells.get(key);
        if (cell) union.orInPlace(cell);
      }
      if (g.themes && store?.texts) {
        union.orInPlace(
          this.themesOf(store).members(g.entry.id, g.themes, store.texts, this.numbers.size),
        );
      }
      result = result ? result.andInPlace(union) : union;
    }
    return result;
  }

  /**
   * Raking weights of the included completes (the crosstab's weights), raked again on the first
   * call after a complete arrives or the exclusions change; null without quotas.
   */
  weights(): IndexWeights | null {
    return this.weighing()?.weights ?? null;
  }

  /**
   * Weights rake to this scheme from the next weighted read on (null: to the quota targets
   * again). The scheme's categories are read from the bitmaps, so no complete is read again.
   */
  setWeighting(scheme: SchemeWeighting | null): void {
    if (scheme === this.scheme) return;
    this.scheme = scheme;
    this.weighed = null;
  }

  private weighing() {
    if (this.weighed) return this.weighed;
    const size = this.numbers.size;
    const scheme = this.scheme;
    let weights: IndexWeights;
    if (scheme?.margins.margins.length) {
      const margins = scheme.margins;
      const groups = WeightGroups.fromCells(margins.margins, size, (j, optionId) =>
        this.stores
          .find((s) => s.entry.pageKey === margins.pageKeys[j])
          ?.cells.get(cellKey(optionId, CHOICE_ITEM)),
      );
      weights = groups.rake(size, this.included, scheme.options, 'scheme');
    } else if (this.weightGroups) {
      weights = this.weightGroups.rake(size, this.included);
    } else return null;
    this.weighed = { weights, values: new Map(), counts: new WeightedCounts(weights) };
    return this.weighed;
  }

  /** Weight x value per respondent number of a slider (NaN where unanswered), made once per rake. */
  private weightedValues(s: EntryStore, values: Float64Array): Float64Array {
    const weighed = this.weighing();
    if (!weighed) return values;
    let wv = weighed.values.get(s);
    if (!wv) {
      const w = weighed.weights.weights;
      wv = new Float64Array(values.length);
      for (let n = 0; n < values.length; n++) wv[n] = (w[n] ?? 0) * (values[n] as number);
      weighed.values.set(s, wv);
    }
    return wv;
  }

  /**
   * Counts of every result entry, all and among the respondents matching the filters. Weighted
   * (when the survey has quotas): every count is the sum of the weights, every mean weighted.
   */
  summary(
    surveyId: string,
    filters: readonly ResponseFilter[],
    opts: { weighted?: boolean } = {},
  ): SummaryResponse {
    const match = this.matching(filters);
    const pop = this.included;
    const weighed = opts.weighted ? this.weighing() : null;
    const weights = weighed?.weights ?? null;
    const w = weights?.weights;
    const counts = weighed?.counts ?? null;
    // The filtered respondents, null when the filters leave the whole population.
    const filter = match !== pop ? match : null;
    const both = (b: Bitset) => {
      const all = pop ? b.andCount(pop) : b.count();
      return { all, filtered: filter ? b.andCount(filter) : all };
    };
    const total = weights ? weights.total : this.includedSize;
    const mean = (s: EntryStore, within: Bitset | null, answered: number): number | null => {
      if (answered === 0 || !s.values) return null;
      const values = w ? this.weightedValues(s, s.values) : s.values;
      if (within) return within.sumOf(values) / answered;
      return (counts ? counts.valueTotal(s.answered, values) : s.valueSum) / answered;
    };
    const results: ResultEntry[] = this.stores.map((s) => {
      const { pageKey: _p, answerKind: _k, rows, scale, ...header } = s.entry;
      const cellsOf = rows.flatMap((r) => r.items.map((i) => s.cells.get(cellKey(r.id, i.id))));
      // Weighted: the entry's counts at once (its cells may give its answered count).
      const weighted = counts?.entry(s.answered, cellsOf, match, pop);
      let at = 0;
      const cellCount = (cell: Bitset | undefined) =>
        weighted
          ? (weighted.cells[at++] as CountPair)
          : cell
            ? both(cell)
            : { all: 0, filtered: 0 };
      const answered = weighted ? weighted.answered : both(s.answered);
      return {
        ...header,
        samplesCollected: answered.all,
        samplesCollectedFiltered: answered.filtered,
        rows: rows.map((r) => ({
          id: r.id,
          text: r.text,
          position: r.position,
          rowItems: r.items.map((i) => {
            const c = cellCount(s.cells.get(cellKey(r.id, i.id)));
            return { id: i.id, text: i.text, completes: c.all, completesFiltered: c.filtered };
          }),
          ...(r.media ? { media: r.media } : {}),
        })),
        scale: scale && {
          min: scale.min,
          max: scale.max,
          step: scale.step,
          mean: mean(s, w ? null : pop, answered.all),
          meanFiltered: mean(s, match, answered.filtered),
        },
      };
    });
    return {
      surveyId,
      samplesCollected: total,
      samplesCollectedFiltered: filter
        ? counts
          ? counts.matchSum(filter)
          : filter.count()
        : total,
      results,
      weighting: weightingInfo(this.weights(), weights !== null),
    };
  }

  /** Free-text answers of one text question among the filtered respondents, newest first. */
  texts(req: Omit<TextAnswersRequest, 'surveyId'>): TextAnswersResponse {
    const store = this.stores.find((s) => s.entry.id === req.questionId);
    if (!store?.texts) {
      throw new ResultsQueryError(
        'UNKNOWN_QUESTION',
        `No text question ${req.questionId} in this survey.`,
      );
    }
    // Filtered or not, excluded completes are left out (matching() starts from the population).
    const match = this.matching(req.responseFilters);
    const needle = req.search.trim().toLowerCase();
    const hits: number[] = [];
    store.texts.forEach((text, n) => {
      if (text === undefined || (match && !match.has(n))) return;
      if (needle === '' || text.toLowerCase().includes(needle)) hits.push(n);
    });
    const at = this.completedAt;
    hits.sort((a, b) => (at[b] as number) - (at[a] as number) || b - a);
    return {
      total: hits.length,
      items: hits.slice(req.offset, req.offset + req.limit).map((n) => ({
        text: store.texts?.[n] ?? '',
        completedAt: new Date(at[n] as number).toISOString(),
      })),
    };
  }

  private themesOf(store: EntryStore): QuestionThemes {
    store.themes ??= new QuestionThemes(this.layout.language);
    return store.themes;
  }

  /**
   * Themes of one text question's answers (issue 26 §4), found among `population` (the
   * included completes; null: every complete) and counted among its filtered respondents.
   */
  themes(req: ThemesRequest): ThemesResponse {
    const store = this.stores.find((s) => s.entry.id === req.questionId);
    if (!store?.texts) {
      throw new ResultsQueryError(
        'UNKNOWN_QUESTION',
        `No text question ${req.questionId} in this survey.`,
      );
    }
    // matching() already keeps to the included completes (data-quality exclusions).
    const match = this.matching(req.responseFilters);
    const found = this.themesOf(store).results(
      store.texts,
      this.numbers.size,
      this.included,
      match,
    );
    return { surveyId: req.surveyId, questionId: req.questionId, ...found };
  }

  /** Estimated bytes held (the server's cache bounds its memory with it). */
  estimatedBytes(): number {
    let bytes = this.numbers.size * BYTES_PER_SESSION + this.completedAt.byteLength;
    bytes += (this.weightGroups?.byteLength ?? 0) + (this.included?.byteLength ?? 0);
    // Weights, and weighted slider values once a weighted summary has asked for them.
    if (this.weighed) bytes += this.numbers.size * 8 * (1 + this.weighed.values.size);
    for (const s of this.stores) {
      bytes += s.answered.byteLength;
      for (const c of s.cells.values()) bytes += c.byteLength;
      if (s.values) bytes += s.values.byteLength;
      // UTF-16 characters plus a string header and an array slot each.
      if (s.texts) bytes += s.textChars * 2 + s.texts.length * 32;
      if (s.themes) bytes += s.themes.estimatedBytes();
    }
    return bytes;
  }

  /** Respondents counted that match every filter; null: every complete (analysis reads it). */
  filtered(filters: readonly ResponseFilter[]): Bitset | null {
    return this.matching(filters);
  }

  /** The bitmaps of the entry with this id (matrix: the matrix's id); undefined when unknown. */
  bitmaps(entryId: string): EntryBitmaps | undefined {
    const s = this.stores.find((x) => x.entry.id === entryId);
    if (!s) return undefined;
    return {
      entry: s.entry,
      answered: s.answered,
      cell: (rowId, itemId) => s.cells.get(cellKey(rowId, itemId)),
      values: s.values,
    };
  }
}
