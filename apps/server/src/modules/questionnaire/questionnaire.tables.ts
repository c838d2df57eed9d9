import {
  bigint,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';
import type { AudienceEntry, Questionnaire } from '@survey/domain/questionnaire/model';
import type { QuestionnaireTranslations } from '@survey/domain/questionnaire/translations/model';

/**
 * A survey's draft questionnaire: the HEAD of its command log, `version` being its latest
 * committed version. The draft at `version` is its snapshot (draft_questionnaire_snapshots) with
 * the logged commands snapshot.version+1..version replayed: rewriting a 300-entry document on
 * every mutation costs more than the mutation's whole time budget (QUALITY P4), so mutations
 * append to the log and snapshots are written behind (draftStore/README.md). Changed only by a
 * statement (or transaction) that locks the row. `generation` is new for every row: a draft
 * deleted and created again restarts at version 1, so a copy of it (a process's cache, a pending
 * snapshot) is the draft's only at the same (generation, version).
 */
export const draftQuestionnaires = pgTable('draft_questionnaires', {
  // Foreign keys to surveys are storage guarantees (deleting a survey deletes its draft and log);
  // the module still asks the projects service about surveys.
  surveyId: uuid('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  generation: uuid('generation').notNull().defaultRandom(),
  version: integer('version').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A draft's latest snapshot: the whole document as of `version` of `generation`. A row of its own,
 * not a column of the head: writing a ~500 KB document takes tens of milliseconds, and every
 * mutation locks the head row, so a snapshot written there made each edit that met one wait for
 * it (QUALITY P4, snapshots overlapping edits). Created and replaced with the head (a new or
 * replaced draft is its own snapshot); the write-behind only moves it forward within a
 * generation. Stored packed (draftStore/snapshotCodec.ts: msgpack records, gzipped): it is stored
 * and read whole, never queried inside; packed in Node it is about 19 times smaller than the JSON
 * text and takes the compression off the database (rows from before migration 0008 keep their
 * plain `json` document).
 * `questionnaireId` is the document's (editor mutations address a draft by it; no command
 * changes it).
 */
export const draftQuestionnaireSnapshots = pgTable(
  'draft_questionnaire_snapshots',
  {
    surveyId: uuid('survey_id')
      .primaryKey()
      .references(() => draftQuestionnaires.surveyId, { onDelete: 'cascade' }),
    generation: uuid('generation').notNull(),
    version: integer('version').notNull(),
    questionnaireId: text('questionnaire_id').notNull(),
    /** Rows written before migration 0008 only: the plain document (read when `packed` is null). */
    document: json('document').$type<Questionnaire>(),
    /** The document's JSON, gzipped in Node (snapshotCodec.ts). */
    packed: bytea('packed'),
  },
  (t) => [uniqueIndex('draft_questionnaire_snapshots_questionnaire_id_idx').on(t.questionnaireId)],
);

/** What a command took from outside, recorded so that replaying it gives the same document. */
export interface RecordedContext {
  /** The ids newId handed out, in order. */
  ids: string[];
  now: string;
  /** importQuestionnaireEntries: the source draft as it was (it changes independently). */
  source?: Questionnaire;
  /**
   * The survey's audience entries the command ran with, when they were not the draft's own (the
   * audience page changed them since the draft's last command); absent: the draft's own.
   */
  audienceEntries?: AudienceEntry[];
}

/**
 * The command log: who applied which command with which arguments, and when (audit, undo); and
 * the durable record of every change: `version` is the draft version the command produced and
 * `ctx` what it took from outside. Rows from before migration 0003 have neither (their effect is
 * in the snapshot). `schemaVersion` is the COMMAND_SCHEMA_VERSION of the build that logged the
 * command: a build replays only the versions it knows.
 */
export const questionnaireCommands = pgTable(
  'questionnaire_commands',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    at: ts('at').notNull(),
    operation: text('operation').notNull(),
    arguments: jsonb('arguments').notNull(),
    version: integer('version'),
    ctx: jsonb('ctx').$type<RecordedContext>(),
    schemaVersion: integer('schema_version').notNull().default(1),
    /** The client's idempotency key: a retried mutation finds its first application here. */
    clientMutationId: text('client_mutation_id'),
  },
  (t) => [
    index('questionnaire_commands_survey_idx').on(t.surveyId, t.id),
    uniqueIndex('questionnaire_commands_survey_version_idx').on(t.surveyId, t.version),
    uniqueIndex('questionnaire_commands_client_mutation_idx').on(t.surveyId, t.clientMutationId),
  ],
);

/**
 * A draft questionnaire's languages (issue 37 §1): the added languages and their texts by key, beside
 * the draft (the base document and its command log stay as they are, so editing the base writes
 * nothing here). One small document per survey, replaced whole by each translation command under
 * `version` (optimistic: a command that read another version is refused). Published with the
 * questionnaire at purchase (`published_surveys.translations`).
 */
export const questionnaireTranslations = pgTable('questionnaire_translations', {
  surveyId: uuid('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  document: jsonb('document').$type<QuestionnaireTranslations>().notNull(),
  updatedAt: ts('updated_at').notNull(),
});
