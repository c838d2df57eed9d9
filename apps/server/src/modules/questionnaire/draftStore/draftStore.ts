import type { SQL } from 'drizzle-orm';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Db, Executor } from '../../../db/database.ts';
import type { Logger } from '../../../lib/logger.ts';
import type { LockedDraft } from './draftTypes.ts';
import { DraftCache, type CachedDraft } from './draftCache.ts';
import {
  editStatement,
  readDraft,
  selectDraftAhead,
  unpackDraftRow,
  writeSnapshot,
  type DraftAt,
  type DraftRead,
  type DraftRow,
  type EditCommit,
  type EditHead,
} from './draftLog.store.ts';
import { DraftOwners } from './draftOwners.ts';
import { DraftLogCorruptError, replayCommand } from './draftReplay.ts';
import { SnapshotWriter, type SnapshotStats } from './draftSnapshots.ts';

/**
 * THE interface of the questionnaire draft store (README.md beside this file): callers outside
 * draftStore/ import only this file. Drafts as the log defines them: the stored snapshot with the
 * logged commands after it replayed. Every reader of a draft goes through loadDraft (or
 * QuestionnaireDrafts.load); the stored `document` column alone is stale.
 */

export type { LockedDraft } from './draftTypes.ts';
export type { DraftAt, EditCommit, EditHead } from './draftLog.store.ts';
export { appendLoggedCommand, type CommandEntry } from './draftLog.store.ts';
export {
  DraftLogCorruptError,
  recordingContext,
  UnknownCommandSchemaError,
} from './draftReplay.ts';
export { packSnapshot, unpackSnapshot } from './snapshotCodec.ts';

/** The read's document from `base` (or its snapshot) with its tail replayed. */
function replayed(read: DraftRead, base: CachedDraft | undefined): LockedDraft {
  const { surveyId } = read;
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
  return read && replayed(read, base);
}

/**
 * A draft read before the edit that changes it (its owner was not yet known to the process): the
 * survey it belongs to, found and authorised in the read's own round trip, and its document,
 * decoded and replayed (see QuestionnaireDrafts.current).
 */
export interface DraftReadAhead {
  surveyId: string;
  /** Never rejects: undefined when decoding or replaying failed (the locked read reports why). */
  draft: Promise<LockedDraft | undefined>;
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
  /** Which account owns which draft, as this process found out (draftOwners.ts). */
  readonly owners = new DraftOwners(10_000);
  /** The last edit queued per draft (see exclusive). */
  private readonly editing = new Map<string, Promise<void>>();
  private readonly snapshots: SnapshotWriter;
  /** Snapshots mutations wrote themselves because the replay tail reached MAX_REPLAY. */
  private inlineSnapshots = 0;

  constructor(db: Executor, log: Pick<Logger, 'warn'>) {
    this.snapshots = new SnapshotWriter(db, log);
  }

  /** The latest committed draft (see loadDraft), replayed from `base` when it can be. */
  async load(
    db: Executor,
    surveyId: string,
    base: CachedDraft | undefined = this.cache.latest(surveyId),
  ): Promise<LockedDraft | undefined> {
    const draft = await materialise(db, surveyId, base);
    if (draft) this.cache.set(surveyId, draft);
    return draft;
  }

  /**
   * The draft of `questionnaireId` if `owned` holds for its survey, in one round trip: answers
   * once the row is read, with the document still being decoded (DraftReadAhead); undefined when
   * there is no such draft or it is not the caller's.
   */
  async readAhead(
    db: Db,
    questionnaireId: string,
    owned: (surveyId: SQL) => SQL,
  ): Promise<DraftReadAhead | undefined> {
    const row = await selectDraftAhead(db, questionnaireId, owned);
    if (!row) return undefined;
    return { surveyId: row.surveyId, draft: decoded(row) };
  }

  /**
   * The draft an edit applies its command to: the read ahead (decoded while the edit began)
   * unless this process holds a later version of it, else the latest copy held, else a read now. It may be behind the stored head
   * (another process edited since): the edit's statement commits only at the version it was
   * applied to, and the edit reads again (`load`) when it was not (editor.service.ts).
   */
  async current(
    db: Executor,
    surveyId: string,
    ahead?: DraftReadAhead,
  ): Promise<LockedDraft | undefined> {
    const cached = this.cache.latest(surveyId);
    const early = ahead?.surveyId === surveyId ? await ahead.draft : undefined;
    // The read ahead was just taken; a held copy is newer only if an edit here committed since.
    const held = cached && early?.generation === cached.generation ? cached : undefined;
    if (early && !(held && held.version > early.version)) {
      this.cache.set(surveyId, early);
      return early;
    }
    if (cached) return { surveyId, ...cached };
    return this.load(db, surveyId);
  }

  /**
   * Runs `edit` after the edits of the same draft this process is already running: they would
   * otherwise apply their commands to the same version, and all but one would read the draft
   * again and retry. Edits of other processes are ordered by the database (commitEdit).
   */
  exclusive<T>(surveyId: string, edit: () => Promise<T>): Promise<T> {
    const previous = this.editing.get(surveyId);
    const run = previous ? previous.then(edit, edit) : edit();
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.editing.set(surveyId, settled);
    void settled.then(() => {
      if (this.editing.get(surveyId) === settled) this.editing.delete(surveyId);
    });
    return run;
  }

  /**
   * The edit's ONE statement (optimistic commit, draftLog.store.ts): appends `commit.entry` as the
   * version after `commit.at` if the head is still there, the survey still a draft (`surveyState`)
   * and no command is logged under the clientMutationId; answers what it found either way. When
   * it committed, `after` is cached and its snapshot scheduled, or written now when the tail since
   * the stored snapshot reached MAX_REPLAY (that bounds every replay: another process, a crash).
   */
  async commit<State extends string | null>(
    db: Db,
    commit: EditCommit,
    after: Questionnaire,
    surveyState: SQL<State>,
  ): Promise<EditHead<State> & { committed: boolean }> {
    const { surveyId, version, clientMutationId } = commit.entry;
    const seen = await editStatement(db, surveyId, clientMutationId ?? null, commit, surveyState);
    if (!seen.committed) return seen;
    const draft = { generation: commit.at.generation, version, document: after };
    if (version - (seen.head?.snapshotVersion ?? version) >= MAX_REPLAY) {
      await writeSnapshot(db, surveyId, draft, after);
      this.inlineSnapshots++;
    }
    this.cache.set(surveyId, draft);
    this.snapshots.schedule(surveyId, draft);
    return seen;
  }

  /**
   * What commit would find, without writing (a command the domain refused, or applied to another
   * version than the client's): is the draft there and a draft, was the mutation already applied,
   * and at which version is the head.
   */
  probe<State extends string | null>(
    db: Db,
    surveyId: string,
    clientMutationId: string | null,
    surveyState: SQL<State>,
  ): Promise<EditHead<State> & { committed: boolean }> {
    return editStatement(db, surveyId, clientMutationId, null, surveyState);
  }

  /**
   * Stores `document` as the snapshot at `at` now, unless a newer one is stored or the draft is of
   * another generation; true if written (tests and benches force one; edits schedule theirs).
   */
  snapshot(db: Executor, surveyId: string, at: DraftAt, document: Questionnaire): Promise<boolean> {
    return writeSnapshot(db, surveyId, at, document);
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

/** The row decoded and replayed; undefined on any failure (a locked read reports it). */
async function decoded(row: DraftRow): Promise<LockedDraft | undefined> {
  try {
    return replayed(await unpackDraftRow(row), undefined);
  } catch {
    return undefined;
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
