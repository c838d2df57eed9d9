import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Answer } from '@survey/domain/respondent/answers';
import type { SessionState } from '@survey/domain/respondent/engine/state';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';

export const RESPONDENT_STATUSES = [
  'in_progress',
  'complete',
  'screened_out',
  'quota_full',
  'dropped',
] as const;

/**
 * One session per respondent of a supplier per survey (the unique key makes submissions
 * idempotent). Respondent ids are the suppliers' own, so two suppliers may send the same id: the
 * key holds the supplier too. Deleting a survey deletes its sessions (foreign key; a storage
 * guarantee, not a cross-module read).
 */
export const respondentSessions = pgTable(
  'respondent_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    respondentId: text('respondent_id').notNull(),
    status: text('status', { enum: RESPONDENT_STATUSES }).notNull(),
    /** The panel supplier whose link started the session. */
    supplierCode: text('supplier_code').notNull().default(''),
    /** The published version the respondent answers (never changes for the session). */
    publishedVersion: integer('published_version'),
    /** The survey language the respondent answers in (issue 37 §1); null: the base language. */
    language: text('language'),
    /** The path engine's state (packages/domain/src/respondent/engine/state.ts). */
    state: jsonb('state').$type<SessionState>(),
    /** Quota cells holding a place for this respondent (reserved until the end, then filled). */
    quotaCells: text('quota_cells')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Data-quality flags set when the session completes (SPEEDER, STRAIGHTLINER, GIBBERISH). */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * SHA-256 of the device the runner described at the start (user agent, time zone, screen
     * size; nothing stored on the device): finds the same device in two completes of a survey.
     */
    fingerprint: text('fingerprint'),
    /** Bumped by every answer; an in-progress session idle too long is dropped. */
    updatedAt: ts('updated_at'),
    startedAt: ts('started_at').notNull(),
    completedAt: ts('completed_at'),
    /** The simulated panel's declared interview length (ms, from its signed link); null otherwise. */
    simulatedLengthMs: integer('simulated_length_ms'),
    /**
     * A complete's interview length (ms), worked out once at completion by
     * `interviewLengthMs` (packages/domain/src/fieldwork/interviewLength.ts): what every view reads.
     */
    lengthMs: integer('length_ms'),
  },
  (t) => [
    // Respondent before supplier: lookups by survey and respondent id alone use the same index.
    uniqueIndex('respondent_sessions_survey_respondent_supplier_key').on(
      t.surveyId,
      t.respondentId,
      t.supplierCode,
    ),
    // Sessions in progress by start, for the idle sweep (dropIdle.ts): never on `updated_at`,
    // which every page answer changes. An index on a column a write changes makes that write
    // insert into every index of the table; without one, PostgreSQL updates the row in place on
    // its page (a heap-only tuple, HOT) and touches no index (issue 40 §1). A session idle since
    // a cutoff started before it, so the sweep narrows by `started_at` and checks `updated_at`.
    index('respondent_sessions_in_progress_started_idx')
      .on(t.startedAt)
      .where(sql`${t.status} = 'in_progress'`),
    index('respondent_sessions_survey_status_idx').on(t.surveyId, t.status),
    // The results index catches up on completes newer than its watermark at every read.
    index('respondent_sessions_completed_idx')
      .on(t.surveyId, t.completedAt)
      .where(sql`${t.status} = 'complete'`),
    // Exports read completes a page at a time in id order: a range scan per page.
    index('respondent_sessions_complete_id_idx')
      .on(t.surveyId, t.id)
      .where(sql`${t.status} = 'complete'`),
    check(
      'respondent_sessions_status_check',
      sql`${t.status} IN ('in_progress', 'complete', 'screened_out', 'quota_full', 'dropped')`,
    ),
  ],
);

/**
 * Every answer a respondent gave, one row per page (results and exports read these; the session's
 * state holds the same answers for the engine). Written in the transaction that moves the state.
 */
export const respondentAnswers = pgTable(
  'respondent_answers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => respondentSessions.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id').notNull(),
    /** 'audience:{member number}' or 'entry:{entry number}'. */
    pageKey: text('page_key').notNull(),
    answer: jsonb('answer').$type<Answer | null>(),
    answeredAt: ts('answered_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.pageKey] }),
    index('respondent_answers_survey_idx').on(t.surveyId),
  ],
);

/**
 * Quota cells of a live survey: one row per cell key (the whole sample is the cell 'total'; the
 * audience's quota'd options and interlocked combinations add their own). A respondent who
 * qualifies RESERVES a place in each of their cells, a complete turns the reservation into a fill,
 * a drop gives it back. The check makes overfilling impossible whatever the code above does.
 */
export const surveyQuotaCells = pgTable(
  'survey_quota_cells',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    cellKey: text('cell_key').notNull(),
    target: integer('target').notNull(),
    reserved: integer('reserved').notNull().default(0),
    filled: integer('filled').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.cellKey] }),
    check(
      'survey_quota_cells_bounds_check',
      sql`${t.reserved} >= 0 AND ${t.filled} >= 0 AND ${t.filled} + ${t.reserved} <= ${t.target}`,
    ),
  ],
);

/**
 * A complete's export row (packages/domain/src/exports/exportRow.ts), written in the statement that
 * completes the session and read by raw-data exports in session-id order. Good only for its
 * published version and format; an export works stale or missing rows out again first.
 */
export const respondentExportRows = pgTable(
  'respondent_export_rows',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => respondentSessions.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id').notNull(),
    publishedVersion: integer('published_version').notNull(),
    format: integer('format').notNull(),
    /** JSON array of the layout's cells (text: read back as written, never queried inside). */
    cells: text('cells').notNull(),
    /** JSON array of the raking categories; null when the survey has no quotas. */
    categories: text('categories'),
    /**
     * The wide CSV records, labels and codes, with the weight field empty at `*WeightAt` (a
     * UTF-8 byte offset; wideCsvRecord.ts): a wide CSV export copies them instead of encoding the
     * cells. Null on rows stored before they existed; good only in `recordFormat`.
     */
    csvLabels: text('csv_labels'),
    csvLabelsWeightAt: integer('csv_labels_weight_at'),
    csvCodes: text('csv_codes'),
    csvCodesWeightAt: integer('csv_codes_weight_at'),
    recordFormat: integer('record_format'),
  },
  (t) => [index('respondent_export_rows_survey_idx').on(t.surveyId, t.sessionId)],
);

/**
 * Surveys whose respondents another survey refuses (a tracker's wave and its previous waves,
 * issue 39 §4): a supplier's respondent id that completed `excludedSurveyId` starts no session of
 * `surveyId`. Written by the trackers module through `exclusions.service.ts`.
 */
export const respondentExclusions = pgTable(
  'respondent_exclusions',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    excludedSurveyId: uuid('excluded_survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.excludedSurveyId] })],
);
