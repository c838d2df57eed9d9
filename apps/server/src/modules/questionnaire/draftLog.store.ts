import { sql, type SQL } from 'drizzle-orm';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { COMMAND_SCHEMA_VERSION } from '@survey/domain/questionnaire/registry';
import type { Executor, Tx } from '../../db/database.ts';
import { questionnaireCommands, type RecordedContext } from './questionnaire.tables.ts';
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
 * Locks the survey's draft head row until the transaction ends; its generation, version and the
 * version of its snapshot, and (with a clientMutationId) the command already logged under it, in
 * the same round trip. FOR NO KEY UPDATE (what the version bump needs): it lets a snapshot row's
 * foreign-key check (FOR KEY SHARE) through instead of queueing behind the edit. `surveyState` is
 * the caller's SQL of the survey's state (the projects module's draftSurveyStateSql, which
 * share-locks the survey row before the head row is locked), selected as `surveyState`.
 *
 * A concurrent retry waits under the lock for the first attempt, but a statement that waited for
 * a row lock sees the locked row as it is now and every other table as it was when the statement
 * began (PostgreSQL's READ COMMITTED recheck): without the first attempt's logged command. So the
 * statement also tells whether it saw the command or snapshot that made the head's version; when
 * it did not and a retry is possible, it runs once more, now holding the lock, and sees all.
 */
export async function lockDraftHead<State extends string | null>(
  tx: Tx,
  surveyId: string,
  clientMutationId: string | undefined,
  surveyState: SQL<State>,
): Promise<(DraftHead & { prior: PriorApplication | null; surveyState: State }) | undefined> {
  const lock = () =>
    tx.execute<{
      generation: string;
      version: number;
      snapshotVersion: number;
      surveyState: State;
      seesHead: boolean;
      priorVersion: number | null;
      priorOperation: string | null;
      priorAt: string | null;
    }>(sql`
    SELECT ${surveyState} AS "surveyState", d.generation, d.version, s.version AS "snapshotVersion",
           greatest(s.version, (SELECT max(c.version) FROM questionnaire_commands c
                                 WHERE c.survey_id = d.survey_id)) = d.version AS "seesHead",
           p.version AS "priorVersion", p.operation AS "priorOperation", p.ctx->>'now' AS "priorAt"
      FROM draft_questionnaires d
      JOIN draft_questionnaire_snapshots s
        ON s.survey_id = d.survey_id AND s.generation = d.generation
      LEFT JOIN questionnaire_commands p
        ON ${clientMutationId ?? null}::text IS NOT NULL
       AND p.survey_id = d.survey_id AND p.client_mutation_id = ${clientMutationId ?? null}::text
     WHERE d.survey_id = ${surveyId}
       FOR NO KEY UPDATE OF d`);
  let row = (await lock()).rows[0];
  if (row && !row.seesHead && clientMutationId !== undefined) row = (await lock()).rows[0];
  if (!row) return undefined;
  const { priorVersion, priorOperation, priorAt, seesHead: _seen, ...head } = row;
  const prior =
    priorVersion !== null && priorOperation !== null && priorAt !== null
      ? { version: priorVersion, operation: priorOperation, appliedAt: priorAt }
      : null;
  return { ...head, prior };
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
  const usable = from
    ? sql`(d.generation = ${from.generation}::uuid
           AND ${from.version}::int BETWEEN s.version AND d.version)`
    : sql`false`;
  const fromVersion = from?.version ?? -1;
  const where =
    'surveyId' in key
      ? sql`d.survey_id = ${key.surveyId}`
      : sql`s.questionnaire_id = ${key.questionnaireId} AND ${key.owned(sql`d.survey_id`)}`;
  const result = await db.execute<{ [K in keyof DraftRow]: DraftRow[K] }>(sql`
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
    WHERE ${where}`);
  return result.rows[0];
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
 * Appends the command and moves the locked draft to its version, in one statement (one round
 * trip less per mutation). The document is left alone: it is a snapshot.
 */
export async function commitCommand(
  tx: Tx,
  entry: CommandEntry & { ctx: RecordedContext },
): Promise<void> {
  await tx.execute(sql`
    WITH logged AS (
      INSERT INTO questionnaire_commands
             (survey_id, version, user_id, at, operation, arguments, ctx, schema_version,
              client_mutation_id)
      VALUES (${entry.surveyId}, ${entry.version}, ${entry.userId}, ${entry.at.toISOString()},
              ${entry.operation}, ${JSON.stringify(entry.arguments)}::jsonb,
              ${JSON.stringify(entry.ctx)}::jsonb, ${COMMAND_SCHEMA_VERSION},
              ${entry.clientMutationId ?? null}))
    UPDATE draft_questionnaires
       SET version = ${entry.version}, updated_at = ${entry.at.toISOString()}
     WHERE survey_id = ${entry.surveyId}`);
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
