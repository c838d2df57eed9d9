import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Executor } from '../../../db/database.ts';
import type { Logger } from '../../../lib/logger.ts';
import type { CachedDraft } from './draftCache.ts';
import { writeSnapshot } from './draftLog.store.ts';

/** Quiet time after a draft's last mutation before its snapshot is written. */
const IDLE_MS = 1000;
/**
 * Longest a committed version waits for its snapshot while a draft is busy: it bounds the log a
 * process replays after a crash (~10 commands at five edits a second). Packed snapshots are cheap
 * to write (snapshotCodec.ts), so this is 2 s rather than the 5 s plain ones needed.
 */
const MAX_WAIT_MS = 2000;

interface Pending {
  generation: string;
  version: number;
  document: Questionnaire;
  since: number;
  timer?: NodeJS.Timeout;
}

export interface SnapshotStats {
  written: number;
  skipped: number;
  failed: number;
}

/**
 * Writes drafts' snapshots behind the mutations, coalesced per draft: one write of the latest
 * version IDLE_MS after the last mutation, at most MAX_WAIT_MS apart while busy. The log is the
 * durable record, so a snapshot that is never written (crash) only lengthens the next replay; a
 * failed write is logged and retried with the next one.
 */
export class SnapshotWriter {
  private readonly pending = new Map<string, Pending>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;
  readonly stats: SnapshotStats = { written: 0, skipped: 0, failed: 0 };

  constructor(
    private readonly db: Executor,
    private readonly log: Pick<Logger, 'warn'>,
  ) {}

  /** Remembers a committed draft version and schedules its write. */
  schedule(surveyId: string, draft: CachedDraft): void {
    if (this.closed) return;
    const now = Date.now();
    const old = this.pending.get(surveyId);
    // A pending copy of an older generation (deleted draft) is simply replaced.
    if (old && old.generation === draft.generation && old.version >= draft.version) return;
    clearTimeout(old?.timer);
    const since = old?.since ?? now;
    const entry: Pending = { ...draft, since };
    const delay = Math.max(0, Math.min(IDLE_MS, since + MAX_WAIT_MS - now));
    entry.timer = setTimeout(() => this.track(this.write(surveyId)), delay);
    // A pending snapshot never keeps the process alive: close() writes what is left.
    entry.timer.unref();
    this.pending.set(surveyId, entry);
  }

  /** Writes every pending snapshot now and stops scheduling (app shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  /** Writes every pending snapshot now and waits for writes in progress. */
  async flush(): Promise<void> {
    for (const [surveyId, entry] of this.pending) {
      clearTimeout(entry.timer);
      this.track(this.write(surveyId));
    }
    await Promise.all([...this.running]);
  }

  private track(write: Promise<void>): void {
    this.running.add(write);
    void write.finally(() => this.running.delete(write));
  }

  private async write(surveyId: string): Promise<void> {
    const entry = this.pending.get(surveyId);
    if (!entry) return;
    this.pending.delete(surveyId);
    try {
      // Not written when the draft moved on or was deleted and created again (generation).
      const written = await writeSnapshot(this.db, surveyId, entry, entry.document);
      if (written) this.stats.written++;
      else this.stats.skipped++;
    } catch (err) {
      this.stats.failed++;
      this.log.warn({ err, surveyId, version: entry.version }, 'draft snapshot write failed');
      // Retried with the next mutation's snapshot (the log still holds every change).
      if (!this.closed && !this.pending.has(surveyId)) {
        this.schedule(surveyId, entry);
      }
    }
  }
}
