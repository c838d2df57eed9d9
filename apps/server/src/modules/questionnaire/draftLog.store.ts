import { sql } from 'drizzle-orm';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { COMMAND_SCHEMA_VERSION } from '@survey/domain/questionnaire/registry';
import type { Executor, Tx } from '../../db/database.ts';
import { questionnaireCommands, type RecordedContext } from './questionnaire.tables.ts';

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
 * foreign-key check (FOR KEY SHARE) through instead of queueing behind the edit. Under the lock a
 * concurrent retry waits for the first attempt and then finds it.
 */
export async function lockDraftHead(
  tx: Tx,
  surveyId: string,
  clientMutationId?: string,
): Promise<(DraftHead & { prior: PriorApplication | null }) | undefined> {
  const result = await tx.execute<{
    generation: string;
    version: number;
    snapshotVersion: number;
    priorVersion: number | null;
    priorOperation: string | null;
    priorAt: string | null;
  }>(sql`
    SELECT d.generation, d.version, s.version AS "snapshotVersion",
           p.version AS "priorVersion", p.operation AS "priorOperation", p.ctx->>'now' AS "priorAt"
      FROM draft_questionnaires d
      JOIN draft_questionnaire_snapshots s
        ON s.survey_id = d.survey_id AND s.generation = d.generation
      LEFT JOIN questionnaire_commands p
        ON ${clientMutationId ?? null}::text IS NOT NULL
       AND p.survey_id = d.survey_id AND p.client_mutation_id = ${clientMutationId ?? null}::text
     WHERE d.survey_id = ${surveyId}
       FOR NO KEY UPDATE OF d`);
  const row = result.rows[0];
  if (!row) return undefined;
  const { priorVersion, priorOperation, priorAt, ...head } = row;
  const prior =
    priorVersion !== null && priorOperation !== null && priorAt !== null
      ? { version: priorVersion, operation: priorOperation, appliedAt: priorAt }
      : null;
  return { ...head, prior };
}

/**
 * Everything needed to materialise the draft, in ONE statement (so one consistent snapshot of
 * the database, with no transaction): when the caller holds the draft at `from` (the same
 * generation, a version between the snapshot and the head), only the commands after it;
 * otherwise the snapshot and the commands after the snapshot. Pass undefined when the caller
 * holds nothing.
 */
export async function readDraft(
  db: Executor,
  surveyId: string,
  from: DraftAt | undefined,
): Promise<DraftRead | undefined> {
  const usable = from
    ? sql`(d.generation = ${from.generation}::uuid
           AND ${from.version}::int BETWEEN s.version AND d.version)`
    : sql`false`;
  const fromVersion = from?.version ?? -1;
  const result = await db.execute<{
    generation: string;
    version: number;
    snapshotVersion: number;
    document: Questionnaire | null;
    tail: LoggedCommand[];
  }>(sql`
    SELECT d.generation, d.version, s.version AS "snapshotVersion",
      CASE WHEN ${usable} THEN NULL ELSE s.document END AS document,
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
    WHERE d.survey_id = ${surveyId}`);
  return result.rows[0];
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
  const result = await db.execute<{ version: number }>(sql`
    INSERT INTO draft_questionnaire_snapshots AS s
           (survey_id, generation, version, questionnaire_id, document)
    SELECT d.survey_id, d.generation, ${at.version}::int, ${document.questionnaireId},
           ${JSON.stringify(document)}::json
      FROM draft_questionnaires d
     WHERE d.survey_id = ${surveyId} AND d.generation = ${at.generation}::uuid
    ON CONFLICT (survey_id) DO UPDATE
       SET version = excluded.version, questionnaire_id = excluded.questionnaire_id,
           document = excluded.document
     WHERE s.generation = excluded.generation AND s.version < excluded.version
    RETURNING s.version`);
  return result.rows.length > 0;
}
