/**
 * Issue 38 §2: the results index of a survey with looped sections. The respondents' index (the
 * base class: every count of respondents, `Q5_L1`, ... and 'Loop items' as before) plus, per looped
 * section, an index whose unit is the iteration (`iterationLayout.ts`): each complete adds one
 * 'respondent' per loop item it went through there, with its respondent's answers, the item and
 * its answers to the section's cards. The same bitmap engine then counts iterations: the stacked
 * card `Q5` in the summary, a crosstab whose row is a stacked card (banner 'Loop items' = one column
 * per item), filters 'Loop item: Brand A' keeping that item's iterations.
 *
 * Stacked entries are counted unweighted (their respondents' weights are not carried over yet)
 * and cannot filter the respondents' entries (NOT_FILTERABLE); exclusions apply to every
 * iteration of an excluded complete.
 */
import { Bitset } from './bitset.ts';
import type {
  ResponseFilter,
  ResultEntry,
  SummaryResponse,
  TextAnswersRequest,
  TextAnswersResponse,
} from './contract.ts';
import type { ThemesRequest, ThemesResponse } from './analysisContract.ts';
import type { QuotaMargins } from '../analysis/quotaMargins.ts';
import { ResultsQueryError } from './filters.ts';
import { iterationAnswers, iterationsOf, type IterationLayout } from './iterationLayout.ts';
import type { ResultLayout } from './layout.ts';
import type { StoredAnswers } from './entryStore.ts';
import type { IndexData } from './indexData.ts';
import { ResultsIndex } from './resultsIndex.ts';

/** A looped section's iterations as a stored snapshot holds them (`snapshotPieces.ts`). */
export interface IterationsData {
  /** The index over the section's iterations (iteration layout, no margins). */
  index: ResultsIndex;
  /** Respondent number (in the respondents' index) of each iteration number. */
  respondentOf: ArrayLike<number>;
}

/** One looped section's iterations: an index over them and each one's respondent. */
class Iterations {
  readonly index: ResultsIndex;
  /** Respondent number (in the respondents' index) of each iteration number. */
  private readonly respondentOf: number[];
  /** Iteration ids of each complete counted. */
  private readonly ids = new Map<string, string[]>();

  /**
   * `restored`: the iterations read back from a snapshot, whose respondents' session ids are
   * `sessionIds` (each complete's iteration ids follow from them); throws when they disagree.
   */
  constructor(
    readonly unit: IterationLayout,
    restored?: { data: IterationsData; sessionIds: readonly string[] },
  ) {
    this.index = restored?.data.index ?? new ResultsIndex(unit.layout);
    this.respondentOf = restored ? Array.from(restored.data.respondentOf) : [];
    if (!restored) return;
    const iterationIds = this.index.data().sessionIds;
    if (iterationIds.length !== this.respondentOf.length) throw new Error('iterations');
    iterationIds.forEach((id, n) => {
      const sessionId = restored.sessionIds[this.respondentOf[n] as number];
      if (sessionId === undefined || !id.startsWith(`${sessionId}:loop:`)) {
        throw new Error('iteration respondent');
      }
      const ids = this.ids.get(sessionId) ?? [];
      ids.push(id);
      this.ids.set(sessionId, ids);
    });
  }

  /** The iterations' data as now (views: a snapshot copies what it keeps). */
  data(): IterationsData {
    return { index: this.index, respondentOf: this.respondentOf };
  }

  add(sessionId: string, respondent: number, answers: StoredAnswers, completedAt: number): void {
    const ids: string[] = [];
    for (const item of iterationsOf(answers, this.unit)) {
      const id = `${sessionId}:loop:${item}`;
      if (this.index.add(id, iterationAnswers(answers, this.unit, item), completedAt)) {
        this.respondentOf.push(respondent);
        ids.push(id);
      }
    }
    this.ids.set(sessionId, ids);
  }

  setExcluded(sessionIds: ReadonlySet<string>): void {
    const out = new Set<string>();
    for (const s of sessionIds) for (const id of this.ids.get(s) ?? []) out.add(id);
    this.index.setExcluded(out);
  }

  /** Distinct respondents among these iterations. */
  respondents(iterations: Bitset): number {
    const seen = new Set<number>();
    for (let n = 0; n < this.respondentOf.length; n++) {
      if (iterations.has(n)) seen.add(this.respondentOf[n] as number);
    }
    return seen.size;
  }

  estimatedBytes(): number {
    return this.index.estimatedBytes() + this.respondentOf.length * 8;
  }
}

/** The index a crosstab counts on: the respondents' or one looped section's iterations. */
export interface AnalysisUnit {
  index: ResultsIndex;
  /** Set when the unit is the iteration: its respondents among a set of iterations. */
  iterations: { respondents(iterations: Bitset): number } | null;
}

export class LoopedResultsIndex extends ResultsIndex {
  private loops: Iterations[];
  private excludedSessions: ReadonlySet<string> = new Set();

  constructor(
    layout: ResultLayout,
    margins: QuotaMargins | null,
    readonly units: readonly IterationLayout[],
  ) {
    super(layout, margins);
    this.loops = units.map((u) => new Iterations(u));
  }

  /**
   * An index holding a snapshot read back: the respondents' `data` and each looped section's
   * iterations (in the order of `units`), as if every complete had been added in order; nothing
   * excluded and no scheme yet. Throws when the iterations do not match the respondents.
   */
  static fromSnapshot(
    layout: ResultLayout,
    margins: QuotaMargins | null,
    units: readonly IterationLayout[],
    data: IndexData,
    loops: readonly IterationsData[],
  ): LoopedResultsIndex {
    if (loops.length !== units.length) throw new Error('loops');
    const index = new LoopedResultsIndex(layout, margins, units);
    index.adopt(data);
    index.loops = units.map(
      (u, i) =>
        new Iterations(u, { data: loops[i] as IterationsData, sessionIds: data.sessionIds }),
    );
    return index;
  }

  /** Each looped section's iterations (a stored snapshot), in the order of the units. */
  iterations(): IterationsData[] {
    return this.loops.map((l) => l.data());
  }

  override add(sessionId: string, answers: StoredAnswers, completedAt: number): boolean {
    if (!super.add(sessionId, answers, completedAt)) return false;
    const respondent = this.size - 1;
    for (const l of this.loops) {
      l.add(sessionId, respondent, answers, completedAt);
      // Excluded before it arrived: its iterations stay out too.
      if (this.excludedSessions.has(sessionId)) l.setExcluded(this.excludedSessions);
    }
    return true;
  }

  override setExcluded(sessionIds: ReadonlySet<string>): void {
    super.setExcluded(sessionIds);
    this.excludedSessions = sessionIds;
    for (const l of this.loops) l.setExcluded(sessionIds);
  }

  /** The looped section whose stacked entry this is, or undefined (a respondents' entry). */
  private loopOf(entryId: string): Iterations | undefined {
    return this.loops.find((l) => l.unit.stacked.has(entryId));
  }

  private refuseStackedFilters(filters: readonly ResponseFilter[]): void {
    for (const f of filters) {
      const id = f.matrixTitleId ?? f.questionId;
      const label = this.loopOf(id)?.unit.layout.byId.get(id)?.label;
      if (label !== undefined) {
        throw new ResultsQueryError(
          'NOT_FILTERABLE',
          `${label} across its loop items is counted in iterations: filter by ${label}_L1, ${label}_L2, ... or by a loop item.`,
        );
      }
    }
  }

  /**
   * The respondents' summary with each looped card's stacked entry before its items' entries,
   * counted in iterations (`base`), among the iterations matching the filters.
   */
  override summary(
    surveyId: string,
    filters: readonly ResponseFilter[],
    opts: { weighted?: boolean } = {},
  ): SummaryResponse {
    this.refuseStackedFilters(filters);
    const main = super.summary(surveyId, filters, opts);
    const stacked = new Map<string, ResultEntry>();
    for (const l of this.loops) {
      if (l.unit.stacked.size === 0) continue;
      const part = l.index.summary(surveyId, filters);
      const all = l.index.population();
      const match = l.index.filtered(filters);
      for (const r of part.results) {
        if (!l.unit.stacked.has(r.id)) continue;
        const answered = l.index.bitmaps(r.id)?.answered ?? new Bitset();
        const within = (m: Bitset | null) => (m ? answered.clone().andInPlace(m) : answered);
        stacked.set(r.id, {
          ...r,
          base: {
            unit: 'iterations',
            respondents: l.respondents(within(all)),
            respondentsFiltered: l.respondents(within(match)),
          },
        });
      }
    }
    const results: ResultEntry[] = [];
    for (const r of main.results) {
      const card = r.id.split(':loop:')[0] ?? '';
      const s = r.id.includes(':loop:') ? stacked.get(card) : undefined;
      if (s) {
        results.push(s);
        stacked.delete(card);
      }
      results.push(r);
    }
    return { ...main, results: [...results, ...stacked.values()] };
  }

  override texts(req: Omit<TextAnswersRequest, 'surveyId'>): TextAnswersResponse {
    const l = this.loopOf(req.questionId);
    return l ? l.index.texts(req) : super.texts(req);
  }

  override themes(req: ThemesRequest): ThemesResponse {
    const l = this.loopOf(req.questionId);
    return l ? l.index.themes(req) : super.themes(req);
  }

  override estimatedBytes(): number {
    return super.estimatedBytes() + this.loops.reduce((sum, l) => sum + l.estimatedBytes(), 0);
  }

  /**
   * Where a crosstab with this row counts: a stacked card's iterations, or the respondents. A
   * stacked card of another section (or as a banner or filter of a respondents' row) is refused.
   */
  unitFor(rowId: string, otherIds: readonly string[]): AnalysisUnit {
    const l = this.loopOf(rowId);
    for (const id of otherIds) {
      const other = this.loopOf(id);
      if (other && other !== l) {
        const label = other.unit.layout.byId.get(id)?.label ?? id;
        throw new ResultsQueryError(
          'NOT_A_BANNER',
          `${label} across its loop items is counted in iterations: use it as the row, or ${label}_L1, ${label}_L2, ... here.`,
        );
      }
    }
    return l ? { index: l.index, iterations: l } : { index: this, iterations: null };
  }
}

/** Where a crosstab with this row counts (any index: without loops, the respondents). */
export function analysisUnit(
  index: ResultsIndex,
  rowId: string,
  otherIds: readonly string[],
): AnalysisUnit {
  return index instanceof LoopedResultsIndex
    ? index.unitFor(rowId, otherIds)
    : { index, iterations: null };
}

/** A survey's results index: with its loops' iterations when it has looped sections. */
export function newResultsIndex(
  layout: ResultLayout,
  margins: QuotaMargins | null,
  units: readonly IterationLayout[],
): ResultsIndex {
  return units.length > 0
    ? new LoopedResultsIndex(layout, margins, units)
    : new ResultsIndex(layout, margins);
}
