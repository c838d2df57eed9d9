import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Executor } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import { DraftCache, type CachedDraft } from './draftCache.ts';
import { readDraft, type DraftAt } from './draftLog.store.ts';
import { DraftLogCorruptError, replayCommand } from './draftReplay.ts';
import { SnapshotWriter, type SnapshotStats } from './draftSnapshots.ts';
import type { LockedDraft } from './editor.store.ts';

/**
 * Drafts as the log defines them: the stored snapshot with the logged commands after it replayed.
 * Every reader of a draft goes through loadDraft; the stored `document` column alone is stale.
 */

/**
 * The draft at its latest committed version, read consistently (one statement), replayed from
 * `base` when it is a version of this generation that the log continues, else from the snapshot;
 * undefined if none.
 */
async function materialise(
  db: Executor,
  surveyId: string,
  base: CachedDraft | undefined,
): Promise<LockedDraft | undefined> {
  const read = await readDraft(db, surveyId, base);
  if (!read) return undefined;
  const from = read.document ? { version: read.snapshotVersion, document: read.document } : base;
  if (!from) throw new DraftLogCorruptError(surveyId, read.version, 'no base document');
  let document = from.document;
  let version = from.version;
  for (const command of read.tail) {
    if (command.version !== version + 1) break;
    document = replayCommand(document, surveyId, command);
    version = command.version;
  }
  if (version !== read.version) {
    throw new DraftLogCorruptError(surveyId, version + 1, 'the command is missing from the log');
  }
  return { surveyId, generation: read.generation, version, document };
}

/** How many logged commands a snapshot may trail by before a mutation writes one itself. */
export const MAX_REPLAY = 100;

/**
 * This process's drafts: a cache of materialised drafts (valid at the generation and version it
 * holds, so several processes stay correct: one whose copy is behind replays the log, one whose
 * copy is of a deleted draft reads the new one) and the snapshot writer. One per app; close()
 * writes the pending snapshots.
 */
export class QuestionnaireDrafts {
  private readonly cache = new DraftCache(32);
  private readonly snapshots: SnapshotWriter;
  /** Snapshots mutations wrote themselves because the replay tail reached MAX_REPLAY. */
  inlineSnapshots = 0;

  constructor(db: Executor, log: Pick<Logger, 'warn'>) {
    this.snapshots = new SnapshotWriter(db, log);
  }

  /** The latest committed draft (see loadDraft). */
  async load(db: Executor, surveyId: string): Promise<LockedDraft | undefined> {
    const draft = await materialise(db, surveyId, this.cache.latest(surveyId));
    if (draft) this.cache.set(surveyId, draft);
    return draft;
  }

  /** The draft at `at` (generation and version), which the caller holds the row lock of. */
  async lockedAt(tx: Executor, surveyId: string, at: DraftAt): Promise<Questionnaire> {
    const cached = this.cache.get(surveyId, at);
    if (cached) return cached;
    const draft = await this.load(tx, surveyId);
    if (!draft || draft.version !== at.version || draft.generation !== at.generation) {
      throw new DraftLogCorruptError(surveyId, at.version, 'the locked version is not the latest');
    }
    return draft.document;
  }

  /** A mutation committed `document` as `at`: cache it and schedule its snapshot. */
  committed(surveyId: string, at: DraftAt, document: Questionnaire): void {
    const draft = { generation: at.generation, version: at.version, document };
    this.cache.set(surveyId, draft);
    this.snapshots.schedule(surveyId, draft);
  }

  /** Writes the pending snapshots now (tests, shutdown). */
  flush(): Promise<void> {
    return this.snapshots.flush();
  }

  close(): Promise<void> {
    return this.snapshots.close();
  }

  get snapshotStats(): SnapshotStats & { inline: number } {
    return { ...this.snapshots.stats, inline: this.inlineSnapshots };
  }
}

/**
 * THE way to read a draft (queries, summaries, duplicate and import sources, tests): the snapshot
 * with the log tail replayed, through the process's cache when there is one.
 */
export function loadDraft(
  ctx: { db: Executor; drafts?: QuestionnaireDrafts },
  surveyId: string,
): Promise<LockedDraft | undefined> {
  return ctx.drafts ? ctx.drafts.load(ctx.db, surveyId) : materialise(ctx.db, surveyId, undefined);
}
