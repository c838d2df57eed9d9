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
import type { LayoutEntry, ResultLayout } from './layout.ts';
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

  constructor(readonly layout: ResultLayout) {
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

  /** Completes counted. */
  get size(): number {
    return this.numbers.size;
  }

  has(sessionId: string): boolean {
    return this.numbers.has(sessionId);
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

  /** Respondents matching every filter; null when nothing is filtered. */
  private matching(filters: readonly ResponseFilter[]): Bitset | null {
    const groups = resolveFilters(this.layout, filters);
    if (groups.length === 0) return null;
    let result: Bitset | null = null;
    for (const g of groups) {
      const store = this.stores.find((s) => s.entry === g.entry);
      const union = new Bitset(this.numbers.size);
      for (const key of g.cells) {
        const cell = store?.cells.get(key);
        if (cell) union.orInPlace(cell);
      }
      if (g.themes && store?.texts) {
        union.orInPlace(this.themesOf(store).members(g.themes, store.texts, this.numbers.size));
      }
      result = result ? result.andInPlace(union) : union;
    }
    return result;
  }

  /** Counts of every result entry, all and among the respondents matching the filters. */
  summary(surveyId: string, filters: readonly ResponseFilter[]): SummaryResponse {
    const match = this.matching(filters);
    const total = this.numbers.size;
    const both = (b: Bitset) => {
      const all = b.count();
      return { all, filtered: match ? b.andCount(match) : all };
    };
    const results: ResultEntry[] = this.stores.map((s) => {
      const { pageKey: _p, answerKind: _k, rows, scale, ...header } = s.entry;
      const answered = both(s.answered);
      return {
        ...header,
        samplesCollected: answered.all,
        samplesCollectedFiltered: answered.filtered,
        rows: rows.map((r) => ({
          id: r.id,
          text: r.text,
          position: r.position,
          rowItems: r.items.map((i) => {
            const cell = s.cells.get(cellKey(r.id, i.id));
            const c = cell ? both(cell) : { all: 0, filtered: 0 };
            return { id: i.id, text: i.text, completes: c.all, completesFiltered: c.filtered };
          }),
        })),
        scale: scale && {
          min: scale.min,
          max: scale.max,
          step: scale.step,
          mean: answered.all > 0 ? s.valueSum / answered.all : null,
          meanFiltered: this.filteredMean(s, match, answered.filtered),
        },
      };
    });
    return {
      surveyId,
      samplesCollected: total,
      samplesCollectedFiltered: match ? match.count() : total,
      results,
    };
  }

  private filteredMean(s: EntryStore, match: Bitset | null, answered: number): number | null {
    if (answered === 0 || !s.values) return null;
    if (!match) return s.valueSum / answered;
    return match.sumOf(s.values) / answered;
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
  themes(req: ThemesRequest, population: Bitset | null): ThemesResponse {
    const store = this.stores.find((s) => s.entry.id === req.questionId);
    if (!store?.texts) {
      throw new ResultsQueryError(
        'UNKNOWN_QUESTION',
        `No text question ${req.questionId} in this survey.`,
      );
    }
    const filtered = this.matching(req.responseFilters);
    const match =
      population && filtered ? filtered.andInPlace(population) : (filtered ?? population);
    const found = this.themesOf(store).results(store.texts, this.numbers.size, population, match);
    return { surveyId: req.surveyId, questionId: req.questionId, ...found };
  }

  /** Estimated bytes held (the server's cache bounds its memory with it). */
  estimatedBytes(): number {
    let bytes = this.numbers.size * BYTES_PER_SESSION + this.completedAt.byteLength;
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
}
