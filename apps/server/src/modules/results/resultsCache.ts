import type { PublishedSurvey } from '@survey/domain/respondent/engine/published';
import { quotaMargins, type QuotaMargins } from '@survey/domain/analysis/quotaMargins';
import { resultLayout } from '@survey/domain/results/layout';
import type { ResultsIndex } from '@survey/domain/results/resultsIndex';
import { iterationLayouts } from '@survey/domain/results/iterationLayout';
import { newResultsIndex } from '@survey/domain/results/loopedResultsIndex';
import { appliedScheme } from '@survey/domain/results/schemeMargins';
import type { WeightingScheme } from '@survey/domain/results/weightingScheme';
import type { Executor } from '../../db/database.ts';
import { dataRevisionOf } from '../exports/dataRevision.queries.ts';
import { excludedSessionIds } from '../quality/quality.queries.ts';
import { weightingSchemeOf } from './weighting.store.ts';
import type { StoredComplete } from '../respondent/respondent.queries.ts';
import type { CompletesSource } from '../respondent/respondent.service.ts';
import type { IndexSnapshots, SnapshotMiss } from './resultsSnapshots.ts';

/** Which completes are excluded from analysis (the quality module's exclusions). */
export interface ExclusionsSource {
  /**
   * Changes whenever the survey's exclusions change (cheap: read at every read). It may change
   * more often (the data revision also moves with each complete); it never stays put across a
   * change, however the changes cross.
   */
  stamp(surveyId: string): Promise<string>;
  ids(surveyId: string): Promise<ReadonlySet<string>>;
  /**
   * The survey's weighting scheme (issue 38 §5), read with the exclusions: storing or clearing one
   * moves the stamp too. Absent: no scheme (weights rake to the quota targets).
   */
  scheme?(surveyId: string): Promise<WeightingScheme | null>;
}

/**
 * The exclusions stored by the quality module, stamped by the survey's data revision: raised by a
 * trigger in the very statement that excludes or includes, so an exclude and an include that
 * cross (same count, same latest time) still move it, on every server instance.
 */
export function storedExclusions(db: Executor): ExclusionsSource {
  return {
    stamp: async (surveyId) => String(await dataRevisionOf(db, surveyId)),
    ids: (surveyId) => excludedSessionIds(db, surveyId),
    scheme: (surveyId) => weightingSchemeOf(db, surveyId),
  };
}

export interface ResultsCacheOptions {
  /** Memory all indexes may hold together (estimated); least recently read evicted first. */
  maxBytes: number;
  /** A complete may commit this long after its completed_at stamp and still be caught up. */
  safetyWindowMs?: number;
  /** How often a read also compares the stored count of completes with the index's. */
  reconcileEveryMs?: number;
  /** Completes read per query while building. */
  batchSize?: number;
  now?: () => number;
  /** Told each index build's duration in seconds (the build-time metric). */
  built?: (seconds: number) => void;
  /**
   * Stored snapshots of the indexes (issue 40 §3): read instead of a build, written after one and
   * again once the index grew by `snapshotGrowth`. Absent: every index is built from the answers.
   */
  snapshots?: IndexSnapshots;
  /** Completes an index must grow by before its snapshot is written again (and 2% of its size). */
  snapshotGrowth?: number;
}

interface Entry {
  surveyId: string;
  version: number;
  index: ResultsIndex;
  /** Quota margins of the published version (a snapshot is made on them); null: no snapshots. */
  snapshotMargins: QuotaMargins | null | undefined;
  /** Completes in the stored snapshot (as read or last written); -1: none usable is stored. */
  stored: number;
  /** The stored snapshot was refused: the next write replaces it. */
  replacing: boolean;
  writing: Promise<void> | null;
  /** Completes stamped at or after this are re-checked at the next read. */
  since: Date;
  reconciledAt: number;
  /** The exclusions stamp the index's population was read at; null: read again. */
  exclusions: string | null;
  bytes: number;
  /** The catch-up running now, and the one queued behind it (joined by later reads). */
  running: Promise<void> | null;
  queued: Promise<void> | null;
}

/** Asks only for the database's clock (no complete is stamped this late). */
const FAR_FUTURE = new Date('9999-01-01T00:00:00Z');

/**
 * One results index per survey and published version, in memory. PostgreSQL stays the truth:
 * an index is built from the stored completes on a miss (concurrent first reads share one build)
 * and, at every read, catches up with the completes stamped since its watermark minus a safety
 * window, adding only session ids it has not counted (so a complete is counted once, whichever
 * server instance stored it and however late its transaction committed within the window). Now
 * and then a read also compares counts and sweeps every id, which catches anything later still.
 */
export class ResultsCache {
  private readonly entries = new Map<string, Promise<Entry>>();
  /** The entries whose build has finished (their sizes are known). */
  private readonly built = new Map<string, Entry>();
  private readonly safetyWindowMs: number;
  private readonly reconcileEveryMs: number;
  private readonly batchSize: number;
  private readonly now: () => number;

  constructor(
    private readonly source: CompletesSource,
    private readonly exclusions: ExclusionsSource,
    private readonly opts: ResultsCacheOptions,
  ) {
    this.safetyWindowMs = opts.safetyWindowMs ?? 60_000;
    this.reconcileEveryMs = opts.reconcileEveryMs ?? 30_000;
    this.batchSize = opts.batchSize ?? 2000;
    this.now = opts.now ?? Date.now;
  }

  /** The survey's index, fresh with every complete committed before this call. */
  async index(
    surveyId: string,
    version: number,
    published: PublishedSurvey,
  ): Promise<ResultsIndex> {
    const key = `${surveyId}:${version}`;
    let entry = this.entries.get(key);
    if (entry) {
      // Re-inserting keeps the Map in least-recently-read order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      entry = this.open(surveyId, version, published);
      this.entries.set(key, entry);
      entry.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    const e = await entry;
    this.built.set(key, e);
    await this.refresh(e);
    this.evict(key);
    return e.index;
  }

  /** A survey's exclusions changed in this process: its indexes re-read them at the next read. */
  exclusionsChanged(surveyId: string): void {
    for (const e of this.built.values()) if (e.surveyId === surveyId) e.exclusions = null;
  }

  /** Estimated bytes of the indexes built now (the memory metric, read at scrape). */
  bytesHeld(): number {
    let total = 0;
    for (const e of this.built.values()) total += e.bytes;
    return total;
  }

  /** Snapshot writes under way have ended (the server's close waits for them). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.built.values()].map((e) => e.writing));
  }

  /** Estimated bytes of the indexes built so far (tests and the README's figures). */
  async heldBytes(): Promise<number> {
    await Promise.allSettled(this.entries.values());
    return [...this.built.values()].reduce((sum, e) => sum + e.bytes, 0);
  }

  /**
   * The survey's index from its stored snapshot when one of this version reads back and still
   * holds only completes (any that left: built again), else built from the stored answers. A
   * survey with loops reads its looped sections' iterations back with it (format 2).
   */
  private async open(
    surveyId: string,
    version: number,
    published: PublishedSurvey,
  ): Promise<Entry> {
    const layout = resultLayout(published);
    const margins = quotaMargins(published);
    const snapshots = this.opts.snapshots;
    if (!snapshots) return this.build(surveyId, version, published, undefined, 'NONE');
    const read = await snapshots.read(
      surveyId,
      version,
      layout,
      margins,
      iterationLayouts(published),
    );
    if ('miss' in read) return this.build(surveyId, version, published, margins, read.miss);
    const { index } = read;
    const { nowMs } = await this.source.idsSince(surveyId, FAR_FUTURE);
    const ids = await this.source.allIds(surveyId);
    // A complete in the snapshot that is no longer one (the index never drops a complete).
    if (ids.reduce((kept, id) => kept + (index.has(id) ? 1 : 0), 0) !== index.size) {
      return this.build(surveyId, version, published, margins, 'STALE');
    }
    const e: Entry = {
      ...this.entryOf(surveyId, version, index, nowMs),
      snapshotMargins: margins,
      stored: index.size,
    };
    await this.addMissing(e, ids);
    this.offerSnapshot(e);
    return e;
  }

  private entryOf(surveyId: string, version: number, index: ResultsIndex, nowMs: number): Entry {
    return {
      surveyId,
      version,
      index,
      snapshotMargins: undefined,
      stored: -1,
      replacing: false,
      writing: null,
      // Whatever committed while the completes were read is stamped after this.
      since: new Date(nowMs - this.safetyWindowMs),
      reconciledAt: this.now(),
      exclusions: null,
      bytes: index.estimatedBytes(),
      running: null,
      queued: null,
    };
  }

  private async build(
    surveyId: string,
    version: number,
    published: PublishedSurvey,
    snapshotMargins: QuotaMargins | null | undefined,
    miss: SnapshotMiss | 'STALE',
  ): Promise<Entry> {
    const started = performance.now();
    const { nowMs } = await this.source.idsSince(surveyId, FAR_FUTURE);
    const index = newResultsIndex(
      resultLayout(published),
      quotaMargins(published),
      iterationLayouts(published),
    );
    let afterId: string | null = null;
    for (;;) {
      const page = await this.source.page(surveyId, afterId, this.batchSize);
      this.addAll(index, page);
      if (page.length < this.batchSize) break;
      afterId = page[page.length - 1]?.sessionId ?? null;
    }
    this.opts.built?.((performance.now() - started) / 1000);
    const e: Entry = {
      ...this.entryOf(surveyId, version, index, nowMs),
      snapshotMargins,
      replacing: miss !== 'NONE',
    };
    this.offerSnapshot(e);
    return e;
  }

  /**
   * Writes the index's snapshot in the background when none usable is stored or the index grew
   * past the stored one by `snapshotGrowth` completes and 2%: a cold node then reads at most
   * that many completes' answers after loading it. One write per index at a time.
   */
  private offerSnapshot(e: Entry): void {
    const snapshots = this.opts.snapshots;
    if (!snapshots || e.snapshotMargins === undefined || e.writing || e.index.size === 0) return;
    const growth = Math.max(this.opts.snapshotGrowth ?? 1000, Math.ceil(e.index.size * 0.02));
    if (e.stored >= 0 && e.index.size - e.stored < growth) return;
    const completes = e.index.size;
    e.writing = snapshots
      .write({
        surveyId: e.surveyId,
        version: e.version,
        index: e.index,
        margins: e.snapshotMargins,
        since: e.since,
        replacing: e.replacing,
      })
      .then(() => {
        // Written, or a snapshot at least as full was stored by another node: either way stored.
        e.stored = completes;
        e.replacing = false;
      })
      // A failed write leaves the stored snapshot as it was; the next catch-up tries again.
      .catch(() => undefined)
      .finally(() => {
        e.writing = null;
      });
  }

  private addAll(index: ResultsIndex, completes: StoredComplete[]): void {
    for (const c of completes) index.add(c.sessionId, c.answers, c.completedAtMs);
  }

  /**
   * A catch-up that starts after this call. A read that finds one queued joins it (it will start
   * after the read arrived); one already running may have missed this read's complete, so a new
   * one is queued behind it.
   */
  private refresh(e: Entry): Promise<void> {
    if (e.queued) return e.queued;
    const prior = e.running ?? Promise.resolve();
    const queued = prior
      .catch(() => undefined)
      .then(() => {
        e.queued = null;
        const running = this.catchUp(e);
        e.running = running;
        return running.finally(() => {
          if (e.running === running) e.running = null;
        });
      });
    e.queued = queued;
    return queued;
  }

  private async catchUp(e: Entry): Promise<void> {
    const [{ ids, nowMs }, stamp] = await Promise.all([
      this.source.idsSince(e.surveyId, e.since),
      this.exclusions.stamp(e.surveyId),
    ]);
    await this.addMissing(e, ids);
    if (stamp !== e.exclusions) {
      const [ids, scheme] = await Promise.all([
        this.exclusions.ids(e.surveyId),
        this.exclusions.scheme?.(e.surveyId) ?? null,
      ]);
      e.index.setExcluded(ids);
      e.index.setWeighting(appliedScheme(e.index.layout, scheme));
      e.exclusions = stamp;
    }
    e.since = new Date(nowMs - this.safetyWindowMs);
    if (this.now() - e.reconciledAt >= this.reconcileEveryMs) {
      e.reconciledAt = this.now();
      if ((await this.source.count(e.surveyId)) > e.index.size) {
        await this.addMissing(e, await this.source.allIds(e.surveyId));
      }
    }
    e.bytes = e.index.estimatedBytes();
    this.offerSnapshot(e);
  }

  private async addMissing(e: Entry, ids: string[]): Promise<void> {
    const missing = ids.filter((id) => !e.index.has(id));
    for (let i = 0; i < missing.length; i += this.batchSize) {
      const batch = missing.slice(i, i + this.batchSize);
      this.addAll(e.index, await this.source.byIds(e.surveyId, batch));
    }
  }

  /** Drops the least recently read indexes until the rest fit (the one just read always stays). */
  private evict(keep: string): void {
    let total = [...this.built.values()].reduce((sum, e) => sum + e.bytes, 0);
    for (const key of [...this.entries.keys()]) {
      if (total <= this.opts.maxBytes) break;
      const e = this.built.get(key);
      if (key === keep || !e) continue;
      this.entries.delete(key);
      this.built.delete(key);
      total -= e.bytes;
    }
  }
}
