import { sql, type SQL } from 'drizzle-orm';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { COMMAND_SCHEMA_VERSION } from '@survey/domain/questionnaire/registry';
import type { Db, Executor } from '../../../db/database.ts';
import { runNamed } from '../../../db/namedStatement.ts';
import { questionnaireCommands, type RecordedContext } from '../questionnaire.tables.ts';
import { packSnapshot, unpackSnapshot } from './snapshotCodec.ts';

/** SQL of the command log and the write-behind snapshots (see questionnaire.tables.ts). */

export interface DraftHead {
  /** New for every draft row: a deleted and recreated draft restarts its version at 1. */
  generation: string;
  version: number;
  snapshotVersion: number;
}

/** A draft version held outside the database (a cache entry, a base to replay from). */
export interface DraftAt {
  generation: string;
  version: number;
}

/** A logged command as replay needs it. */
export interface LoggedCommand {
  version: number;
  /** COMMAND_SCHEMA_VERSION of the build that logged it. */
  schemaVersion: number;
  operation: string;
  arguments: Record<string, unknown>;
  ctx: RecordedContext | null;
}

/** The draft's head with the document to replay from and the commands after it. */
export interface DraftRead extends DraftHead {
  surveyId: string;
  /** The snapshot, or null when the caller's base (`from`) is usable and the snapshot not needed. */
  document: Questionnaire | null;
  tail: LoggedCommand[];
}

/** The first application of a retried mutation (same clientMutationId, same draft). */
export interface PriorApplication {
  version: number;
  operation: string;
  appliedAt: string;
}

/**
 * What an edit's statement found: the draft's head (null when there is no draft), the survey's
 * state as the caller's SQL selected it, and, with a clientMutationId, the command already logged
 * under it.
 */
export interface EditHead<State> {
  head: DraftHead | null;
  surveyState: State;
  prior: PriorApplication | null;
}

/** The command an edit appends, as the version after `at` (the version it was applied to). */
export interface EditCommit {
  at: DraftAt;
  entry: CommandEntry & { ctx: RecordedContext };
}

type EditHeadRow<State> = {
  surveyState: State;
  generation: string | null;
  version: number | null;
  snapshotVersion: number | null;
  committed: boolean;
  priorVersion: number | null;
  priorOperation: string | null;
  priorAt: string | null;
};

/**
 * The statement of an edit (optimistic: no transaction, no lock held between round trips). With
 * `commit`, the caller applied its command to the draft at `commit.at`; ONE statement locks the
 * head row, appends the command as the next version and bumps the head, but only if the head is
 * still at `commit.at`, the survey is still a draft (`surveyState`, the projects module's
 * draftSurveyStateSql, which takes the survey row's share lock) and no command was logged under
 * `cmid`; it answers what it found either way, and whether it committed. Without `commit` (a
 * command the domain refused, or applied to another version than the client's) it decides the
 * same way and never writes (a probe).
 *
 * A statement that waited for the row lock (another edit of the draft, in another process)
 * rechecks the locked row as it is now (PostgreSQL's READ COMMITTED recheck): it sees the new
 * version and commits nothing, while the rest of what it answers (a prior application) is as of
 * its start. The caller then reads the draft again and retries (editor.service.ts).
 */
export async function editStatement<State extends string | null>(
  db: Db,
  surveyId: string,
  cmid: string | null,
  commit: EditCommit | null,
  surveyState: SQL<State>,
): Promise<EditHead<State> & { committed: boolean }> {
  const write = commit
    ? sql`,
    go AS (
      SELECT h.survey_id FROM head h
       WHERE h.generation = ${commit.at.generation}::uuid AND h.version = ${commit.at.version}::int
         AND (SELECT value FROM state) = 'draft' AND NOT EXISTS (SELECT 1 FROM prior)),
    logged AS (
      INSERT INTO questionnaire_commands
             (survey_id, version, user_id, at, operation, arguments, ctx, schema_version,
              client_mutation_id)
      SELECT go.survey_id, ${commit.entry.version}, ${commit.entry.userId},
             ${commit.entry.at.toISOString()}, ${commit.entry.operation},
             ${JSON.stringify(commit.entry.arguments)}::jsonb,
             ${JSON.stringify(commit.entry.ctx)}::jsonb, ${COMMAND_SCHEMA_VERSION}, ${cmid}::text
        FROM go
      RETURNING survey_id),
    bumped AS (
      UPDATE draft_questionnaires d
         SET version = ${commit.entry.version}, updated_at = ${commit.entry.at.toISOString()}
        FROM logged WHERE d.survey_id = logged.survey_id
      RETURNING d.version)`
    : sql``;
  const committed = commit ? sql`EXISTS (SELECT 1 FROM bumped)` : sql`false`;
  const lock = commit ? sql`FOR NO KEY UPDATE` : sql``;
  const statement = sql`
    WITH head AS (
      SELECT d.survey_id, d.generation, d.version FROM draft_questionnaires d
       WHERE d.survey_id = ${surveyId} ${lock}),
    state AS (SELECT ${surveyState} AS value),
    prior AS (
      SELECT p.version, p.operation, p.ctx->>'now' AS at FROM questionnaire_commands p
       WHERE ${cmid}::text IS NOT NULL
         AND p.survey_id = ${surveyId} AND p.client_mutation_id = ${cmid}::text)${write}
    SELECT (SELECT value FROM state) AS "surveyState", h.generation, h.version,
           s.version AS "snapshotVersion", ${committed} AS committed,
           p.version AS "priorVersion", p.operation AS "priorOperation", p.at AS "priorAt"
      FROM (VALUES (1)) AS one (x)
      LEFT JOIN head h ON true
      LEFT JOIN draft_questionnaire_snapshots s
        ON s.survey_id = h.survey_id AND s.generation = h.generation
      LEFT JOIN prior p ON true`;
  const [row] = await runNamed<EditHeadRow<State>>(
    db,
    commit ? 'questionnaire_commit_edit' : 'questionnaire_probe_edit',
    statement,
  );
  if (!row) throw new Error('the edit statement answered no row');
  const { generation, version, snapshotVersion, priorVersion, priorOperation, priorAt } = row;
  const head =
    generation !== null && version !== null && snapshotVersion !== null
      ? { generation, version, snapshotVersion }
      : null;
  const prior =
    priorVersion !== null && priorOperation !== null && priorAt !== null
      ? { version: priorVersion, operation: priorOperation, appliedAt: priorAt }
      : null;
  return { head, surveyState: row.surveyState, prior, committed: row.committed === true };
}

/** A draft's row as read, its snapshot still packed (unpackDraftRow decodes it). */
export interface DraftRow extends DraftHead {
  surveyId: string;
  packed: Buffer | null;
  document: Questionnaire | null;
  tail: LoggedCommand[];
}

/** Which draft to read: a survey's, or (authorised in the same statement) a questionnaire's. */
export type DraftKey =
  | { surveyId: string }
  | {
      questionnaireId: string;
      /** SQL true when the survey (its id given as SQL) may be read by the caller. */
      owned: (surveyId: SQL) => SQL;
    };

/**
 * Everything needed to materialise the draft, in ONE statement (so one consistent snapshot of
 * the database, with no transaction): when the caller holds the draft at `from` (the same
 * generation, a version between the snapshot and the head), only the commands after it;
 * otherwise the snapshot (still packed) and the commands after the snapshot. Pass undefined when
 * the caller holds nothing. A draft addressed by questionnaireId is read only if `owned` holds.
 */
export async function selectDraft(
  db: Executor,
  key: DraftKey,
  from: DraftAt | undefined,
): Promise<DraftRow | undefined> {
  const result = await db.execute<DraftRowColumns>(draftStatement(key, from));
  return result.rows[0];
}

/**
 * selectDraft of a questionnaire's draft for a caller that holds nothing of it (the read ahead of
 * an edit), as a prepared statement: its text is the same on every call.
 */
export async function selectDraftAhead(
  db: Db,
  questionnaireId: string,
  owned: (surveyId: SQL) => SQL,
): Promise<DraftRow | undefined> {
  const statement = draftStatement({ questionnaireId, owned }, undefined);
  const [row] = await runNamed<DraftRowColumns>(db, 'questionnaire_read_ahead', statement);
  return row;
}

type DraftRowColumns = { [K in keyof DraftRow]: DraftRow[K] };

function draftStatement(key: DraftKey, from: DraftAt | undefined): SQL {
  const usable = from
    ? sql`(d.generation = ${from.generation}::uuid
           AND ${from.version}::int BETWEEN s.version AND d.version)`
    : sql`false`;
  const fromVersion = from?.version ?? -1;
  const where =
    'surveyId' in key
      ? sql`d.survey_id = ${key.surveyId}`
      : sql`s.questionnaire_id = ${key.questionnaireId} AND ${key.owned(sql`d.survey_id`)}`;
  return sql`
    SELECT d.survey_id AS "surveyId", d.generation, d.version, s.version AS "snapshotVersion",
      CASE WHEN ${usable} THEN NULL ELSE s.packed END AS packed,
      CASE WHEN ${usable} OR s.packed IS NOT NULL THEN NULL ELSE s.document END AS document,
      (SELECT coalesce(jsonb_agg(jsonb_build_object(
                'version', c.version, 'schemaVersion', c.schema_version, 'operation', c.operation,
                'arguments', c.arguments, 'ctx', c.ctx) ORDER BY c.version), '[]'::jsonb)
         FROM questionnaire_commands c
        WHERE c.survey_id = d.survey_id
          AND c.version > CASE WHEN ${usable} THEN ${fromVersion}::int ELSE s.version END
          AND c.version <= d.version) AS tail
    FROM draft_questionnaires d
    JOIN draft_questionnaire_snapshots s
      ON s.survey_id = d.survey_id AND s.generation = d.generation
    WHERE ${where}`;
}

/** The row with its snapshot decoded (null when the caller's base was usable). */
export async function unpackDraftRow(row: DraftRow): Promise<DraftRead> {
  const { packed, document, ...rest } = row;
  const doc = packed ? await unpackSnapshot(packed) : document;
  return { ...rest, document: doc };
}

/** selectDraft of a survey's draft, decoded. */
export async function readDraft(
  db: Executor,
  surveyId: string,
  from: DraftAt | undefined,
): Promise<DraftRead | undefined> {
  const row = await selectDraft(db, { surveyId }, from);
  return row && unpackDraftRow(row);
}

/** A command as logged: the one that produced `version`. */
export interface CommandEntry {
  surveyId: string;
  version: number;
  userId: string | null;
  at: Date;
  operation: string;
  arguments: Record<string, unknown>;
  ctx: RecordedContext | null;
  clientMutationId?: string | null;
}

/** Appends a command to the log (a draft created or replaced: its own snapshot). */
export async function appendLoggedCommand(db: Executor, entry: CommandEntry): Promise<void> {
  await db
    .insert(questionnaireCommands)
    .values({ ...entry, schemaVersion: COMMAND_SCHEMA_VERSION });
}

/**
 * Stores `document` as the snapshot at `at` unless a newer one is stored or the draft is another
 * generation (deleted and created again since); true if written. Touches only the snapshot row:
 * the head row, which every mutation locks, is read (no lock) to check the generation.
 */
export async function writeSnapshot(
  db: Executor,
  surveyId: string,
  at: DraftAt,
  document: Questionnaire,
): Promise<boolean> {
  const packed = await packSnapshot(document);
  const result = await db.execute<{ version: number }>(sql`
    INSERT INTO draft_questionnaire_snapshots AS s
           (survey_id, generation, version, questionnaire_id, packed)
    SELECT d.survey_id, d.generation, ${at.version}::int, ${document.questionnaireId}, ${packed}
      FROM draft_questionnaires d
     WHERE d.survey_id = ${surveyId} AND d.generation = ${at.generation}::uuid
    ON CONFLICT (survey_id) DO UPDATE
       SET version = excluded.version, questionnaire_id = excluded.questionnaire_id,
           packed = excluded.packed, document = NULL
     WHERE s.generation = excluded.generation AND s.version < excluded.version
    RETURNING s.version`);
  return result.rows.length > 0;
}
