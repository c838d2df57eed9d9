/**
 * The results index of a multi-market project (issue 37 §3): its markets' own indexes laid end to
 * end, without reading any complete again. Market i's respondent k is number `offset(i) + k`
 * (offsets on word boundaries, so every bitmap is copied word by word); the derived 'Market' entry
 * (`marketsLayout.ts`) marks each market's range. The crosstab engine reads it like one survey's
 * index, so a Market banner group gets the engine's letters between markets. Each market keeps its
 * own raking weights (its quotas are its own population's targets): the combined weights are the
 * markets' weights side by side. The markets' indexes keep growing: every read first checks that
 * none has changed (a complete added, exclusions changed) and forgets what it combined if one has.
 */
import { Bitset } from './bitset.ts';
import { ResultsQueryError, resolveFilters } from './filters.ts';
import { cellKey } from './features.ts';
import type { ResponseFilter } from './contract.ts';
import type { IndexWeights } from './indexWeights.ts';
import type { ResultLayout } from './layout.ts';
import { MARKET_ENTRY_ID, marketFilters, marketsLayout } from './marketsLayout.ts';
import type { EntryBitmaps } from './entryStore.ts';
import type { ResultsIndex } from './resultsIndex.ts';
import { weightLevels } from './weightLevels.ts';

export interface MarketPart {
  /** The market's survey id. */
  id: string;
  /** Its country's name. */
  text: string;
  index: ResultsIndex;
}

const WORD_BITS = 32;
const aligned = (n: number) => Math.ceil(n / WORD_BITS) * WORD_BITS;

/** One market's respondents within the combined numbering. */
interface Placed {
  part: MarketPart;
  offset: number;
  size: number;
}

export class MarketsIndex {
  readonly layout: ResultLayout;
  private placed: Placed[] = [];
  private seen: { size: number; population: Bitset | null }[] = [];
  private bitmapCache = new Map<string, EntryBitmaps>();
  private populationCache: { value: Bitset | null } | null = null;
  private weighed: { from: (IndexWeights | null)[]; value: IndexWeights | null } | null = null;

  constructor(readonly parts: readonly MarketPart[]) {
    this.layout = marketsLayout(parts.map((p) => ({ ...p, layout: p.index.layout })));
    this.sync();
  }

  /** Forgets what was combined when a market's index has changed since. */
  private sync(): void {
    const now = this.parts.map((p) => ({ size: p.index.size, population: p.index.population() }));
    const same =
      now.length === this.seen.length &&
      now.every(
        (s, i) => s.size === this.seen[i]?.size && s.population === this.seen[i]?.population,
      );
    if (same) return;
    this.seen = now;
    let offset = 0;
    this.placed = this.parts.map((part, i) => {
      const size = now[i]?.size ?? 0;
      const placed = { part, offset, size };
      offset += aligned(size);
      return placed;
    });
    this.bitmapCache = new Map();
    this.populationCache = null;
  }

  /** Respondent numbers in use (the last market's end). */
  get size(): number {
    this.sync();
    const last = this.placed[this.placed.length - 1];
    return last ? last.offset + last.size : 0;
  }

  /** Each market with its place, for reads that combine the markets' own answers. */
  markets(): readonly Placed[] {
    this.sync();
    return this.placed;
  }

  private concat(bitsOf: (p: Placed) => Bitset | null | undefined): Bitset {
    return Bitset.concat(
      this.placed.map((p) => ({ bits: bitsOf(p), offset: p.offset, size: p.size })),
      this.size,
    );
  }

  /** Included completes of every market; null when no market excludes any. */
  population(): Bitset | null {
    this.sync();
    if (!this.populationCache) {
      const all = this.placed.every((p) => p.part.index.population() === null);
      this.populationCache = {
        value: all ? null : this.concat((p) => p.part.index.population() ?? Bitset.full(p.size)),
      };
    }
    return this.populationCache.value;
  }

  /**
   * The included respondents matching every filter (checked against the combined layout: an id
   * no market has is the usual typed error); null: every included complete.
   */
  filtered(filters: readonly ResponseFilter[]): Bitset | null {
    this.sync();
    if (resolveFilters(this.layout, filters).length === 0) return this.population();
    const matched = this.eachMarket(filters, (p, own) =>
      own === null ? null : (p.part.index.filtered(own) ?? Bitset.full(p.size)),
    );
    return this.concat((p) => matched.get(p));
  }

  /**
   * `read` for each market with the filters as it reads them (null: nobody there matches). A
   * theme no answer of a market can be in matches nobody in that market; the usual error only
   * when no market has it.
   */
  eachMarket<T>(
    filters: readonly ResponseFilter[],
    read: (p: Placed, own: ResponseFilter[] | null) => T,
  ): Map<Placed, T> {
    resolveFilters(this.layout, filters);
    const results = new Map<Placed, T>();
    let asked = 0;
    let refused: ResultsQueryError[] = [];
    for (const p of this.placed) {
      const own = marketFilters(p.part.id, p.part.index.layout, filters);
      if (own !== null) asked += 1;
      try {
        results.set(p, read(p, own));
      } catch (error) {
        if (!(error instanceof ResultsQueryError) || error.code !== 'UNKNOWN_THEME') throw error;
        refused = [...refused, error];
        results.set(p, read(p, null));
      }
    }
    if (refused.length > 0 && refused.length === asked) throw refused[0] as ResultsQueryError;
    return results;
  }

  /** The combined bitmaps of an entry (the Market entry: each market's range). */
  bitmaps(entryId: string): EntryBitmaps | undefined {
    this.sync();
    const entry = this.layout.byId.get(entryId);
    if (!entry) return undefined;
    const known = this.bitmapCache.get(entryId);
    if (known) return known;
    const cells = new Map<string, Bitset>();
    let made: EntryBitmaps;
    if (entryId === MARKET_ENTRY_ID) {
      for (const p of this.placed) {
        cells.set(
          p.part.id,
          this.concat((q) => (q === p ? Bitset.full(p.size) : null)),
        );
      }
      made = {
        entry,
        answered: this.concat((p) => Bitset.full(p.size)),
        cell: (rowId) => cells.get(rowId),
        values: null,
      };
    } else {
      const own = (p: Placed) => p.part.index.bitmaps(entryId);
      made = {
        entry,
        answered: this.concat((p) => own(p)?.answered),
        cell: (rowId, itemId) => {
          const key = cellKey(rowId, itemId);
          let cell = cells.get(key);
          if (!cell) {
            cell = this.concat((p) => own(p)?.cell(rowId, itemId));
            cells.set(key, cell);
          }
          return cell;
        },
        values: entry.answerKind === 'scale' ? this.values(own) : null,
      };
    }
    this.bitmapCache.set(entryId, made);
    return made;
  }

  private values(own: (p: Placed) => EntryBitmaps | undefined): Float64Array {
    const values = new Float64Array(this.size).fill(NaN);
    for (const p of this.placed) {
      const v = own(p)?.values;
      if (v) values.set(v.subarray(0, Math.min(v.length, p.size)), p.offset);
    }
    return values;
  }

  /**
   * Each market's own raking weights side by side; null unless every market has quotas to
   * weight to. Efficiency and effective base are Kish's over all included completes.
   */
  weights(): IndexWeights | null {
    this.sync();
    const from = this.placed.map((p) => p.part.index.weights());
    if (
      this.weighed &&
      this.weighed.from.length === from.length &&
      this.weighed.from.every((w, i) => w === from[i])
    ) {
      return this.weighed.value;
    }
    let value: IndexWeights | null = null;
    if (from.length > 0 && from.every((w) => w !== null)) {
      const size = this.size;
      const weights = new Float64Array(size);
      let total = 0;
      let squares = 0;
      let counted = 0;
      this.placed.forEach((p, i) => {
        const w = (from[i] as IndexWeights).weights;
        weights.set(w.subarray(0, Math.min(w.length, p.size)), p.offset);
        counted += p.part.index.includedSize;
      });
      for (let n = 0; n < size; n++) {
        const w = weights[n] as number;
        total += w;
        squares += w * w;
      }
      const effective = squares > 0 ? (total * total) / squares : 0;
      value = {
        weights,
        total,
        efficiency: counted === 0 ? 1 : effective / counted,
        effectiveBase: effective,
        converged: from.every((w) => w?.converged),
        maxDeviation: Math.max(...from.map((w) => w?.maxDeviation ?? 0)),
        levels: weightLevels(weights, size),
        // A market's own weighting scheme or its quotas: 'scheme' only when every market has one.
        source: from.every((w) => w?.source === 'scheme') ? 'scheme' : 'quotas',
      };
    }
    this.weighed = { from, value };
    return value;
  }

  /** Whether some, but not every, market has quotas to weight to. */
  partlyWeighted(): boolean {
    const has = this.parts.map((p) => p.index.weights() !== null);
    return has.some(Boolean) && !has.every(Boolean);
  }
}
