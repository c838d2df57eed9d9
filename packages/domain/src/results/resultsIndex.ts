/**
 * The per-survey results index (ARCHITECTURE §7): each complete gets a respondent number, every
 * cell of every result entry (option, matrix column per row, rank, slider bin) a bitmap of the
 * numbers that marked it (`entryStore.ts`). A filter is an OR of cell bitmaps per question ANDed
 * across questions; every count of a summary is a popcount, alone or against the filter
 * (`indexSummary.ts`). This file numbers the completes, keeps the exclusions and the filters, and
 * hands each read to the file that makes it; weighting state lives in `indexWeighing.ts`.
 */
import { Bitset } from './bitset.ts';
import type {
  ResponseFilter,
  SummaryResponse,
  TextAnswersRequest,
  TextAnswersResponse,
} from './contract.ts';
import {
  entryBitmaps,
  grown,
  newEntryStore,
  storeAnswer,
  storeBytes,
  type EntryBitmaps,
  type EntryStore,
  type StoredAnswers,
} from './entryStore.ts';
import { cellKey } from './features.ts';
import { ResultsQueryError, resolveFilters } from './filters.ts';
import type { QuotaMargins } from '../analysis/quotaMargins.ts';
import { CHOICE_ITEM, weightingInfo, type IndexWeights } from './indexWeights.ts';
import { IndexWeighing } from './indexWeighing.ts';
import { indexSummary } from './indexSummary.ts';
import { textAnswers } from './indexTexts.ts';
import type { SchemeWeighting } from './schemeMargins.ts';
import type { ResultLayout } from './layout.ts';
import type { IndexData } from './indexData.ts';
import type { ThemesRequest, ThemesResponse } from './analysisContract.ts';
import { QuestionThemes } from './themes/questionThemes.ts';

/** Rough bytes of a Map entry holding a session id (key string, number, hash slot). */
const BYTES_PER_SESSION = 120;

export class ResultsIndex {
  private readonly numbers = new Map<string, number>();
  private completedAt: Float64Array<ArrayBuffer> = new Float64Array(64);
  private readonly stores: EntryStore[];
  /** Sessions excluded from analysis (data quality), whether counted yet or not. */
  private excluded: ReadonlySet<string> = new Set();
  /** Respondent numbers not excluded; null while nothing is excluded (every count as stored). */
  private included: Bitset | null = null;
  /** Raking groups, the scheme and the current rake. */
  private readonly weighing: IndexWeighing;

  /** `margins`: the survey's quota margins (`quotaMargins`); weighting needs them. */
  constructor(
    readonly layout: ResultLayout,
    margins: QuotaMargins | null = null,
  ) {
    this.weighing = new IndexWeighing(margins);
    this.stores = layout.entries.map(newEntryStore);
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
      weightGroups: this.weighing.data(size),
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
    index.adopt(data);
    return index;
  }

  /** Takes `data` as this new index's completes (`restored`; a subclass's own restore). */
  protected adopt(data: IndexData): void {
    const size = data.sessionIds.length;
    data.sessionIds.forEach((id, n) => this.numbers.set(id, n));
    this.completedAt = grown(new Float64Array(0), Math.max(64, size), 0);
    this.completedAt.set(data.completedAt);
    this.weighing.restore(data.weightGroups);
    this.stores.forEach((s, i) => {
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
    this.weighing.changed();
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
    this.weighing.add(n, answers);
    for (const s of this.stores) storeAnswer(s, n, answers);
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
    return this.rake()?.weights ?? null;
  }

  /**
   * Weights rake to this scheme from the next weighted read on (null: to the quota targets
   * again). The scheme's categories are read from the bitmaps, so no complete is read again.
   */
  setWeighting(scheme: SchemeWeighting | null): void {
    this.weighing.setScheme(scheme);
  }

  private rake() {
    return this.weighing.current({
      size: this.numbers.size,
      included: this.included,
      choiceCell: (pageKey, optionId) =>
        this.stores
          .find((s) => s.entry.pageKey === pageKey)
          ?.cells.get(cellKey(optionId, CHOICE_ITEM)),
    });
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
    const weighed = opts.weighted ? this.rake() : null;
    const summary = indexSummary(surveyId, this.stores, {
      match: this.matching(filters),
      population: this.included,
      includedSize: this.includedSize,
      weighed,
      weighing: this.weighing,
    });
    return { ...summary, weighting: weightingInfo(this.weights(), weighed !== null) };
  }

  /** Free-text answers of one text question among the filtered respondents, newest first. */
  texts(req: Omit<TextAnswersRequest, 'surveyId'>): TextAnswersResponse {
    const { texts } = this.textStore(req.questionId);
    // Filtered or not, excluded completes are left out (matching() starts from the population).
    return textAnswers(texts, this.completedAt, this.matching(req.responseFilters), req);
  }

  private textStore(questionId: string): { store: EntryStore; texts: (string | undefined)[] } {
    const store = this.stores.find((s) => s.entry.id === questionId);
    if (!store?.texts) {
      throw new ResultsQueryError(
        'UNKNOWN_QUESTION',
        `No text question ${questionId} in this survey.`,
      );
    }
    return { store, texts: store.texts };
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
    const { store, texts } = this.textStore(req.questionId);
    // matching() already keeps to the included completes (data-quality exclusions).
    const match = this.matching(req.responseFilters);
    const found = this.themesOf(store).results(texts, this.numbers.size, this.included, match);
    return { surveyId: req.surveyId, questionId: req.questionId, ...found };
  }

  /** Estimated bytes held (the server's cache bounds its memory with it). */
  estimatedBytes(): number {
    const size = this.numbers.size;
    let bytes = size * BYTES_PER_SESSION + this.completedAt.byteLength;
    bytes += this.weighing.byteLength(size) + (this.included?.byteLength ?? 0);
    for (const s of this.stores) bytes += storeBytes(s);
    return bytes;
  }

  /** Respondents counted that match every filter; null: every complete (analysis reads it). */
  filtered(filters: readonly ResponseFilter[]): Bitset | null {
    return this.matching(filters);
  }

  /** The bitmaps of the entry with this id (matrix: the matrix's id); undefined when unknown. */
  bitmaps(entryId: string): EntryBitmaps | undefined {
    const s = this.stores.find((x) => x.entry.id === entryId);
    return s && entryBitmaps(s);
  }
}
