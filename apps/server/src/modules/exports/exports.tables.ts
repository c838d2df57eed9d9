import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Raw-data export jobs (CSV and SPSS files written by a pg-boss job). Deleting a survey deletes
 * its jobs (foreign key); the files are removed by the hourly sweep once their link expires.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    userId: uuid('user_id').notNull(),
    dimension: text('dimension', { enum: ['LONG', 'WIDE'] }).notNull(),
    fileformat: text('fileformat', { enum: ['CSV_ENCODED', 'CSV_UNENCODED', 'SPSS'] }).notNull(),
    /** With the weight column (and WEIGHT BY in a .sav), or without any weight (issue 25). */
    weighted: boolean('weighted').notNull().default(true),
    /** Issue 37 §3: one file of every market of the survey's multi-market project. */
    allMarkets: boolean('all_markets').notNull().default(false),
    status: text('status', { enum: EXPORT_JOB_STATUSES }).notNull().default('queued'),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsTotal: integer('rows_total'),
    /** The file store key (`exports/{id}.csv|.sav`); null until written and again once swept. */
    filePath: text('file_path'),
    /** The name the browser saves it under (named after the project). */
    fileName: text('file_name').notNull(),
    /**
     * The survey's data revision (`survey_data_revisions`) read in the export's snapshot: the file
     * holds exactly the completes and exclusions of that revision. Null until the job took its
     * snapshot. A done file is answered again only while the revision is unchanged.
     */
    dataRevision: bigint('data_revision', { mode: 'number' }),
    /** The written file's size (counted against the account's EXPORT_STORAGE_CAP_BYTES). */
    fileBytes: bigint('file_bytes', { mode: 'number' }),
    /**
     * How many writers took the job up (1 for the first). Each writer's writes name its attempt,
     * so a writer the job was taken from (its node was thought dead) changes nothing.
     */
    attempt: integer('attempt').notNull().default(0),
    /**
     * The database's time when the running job's writer last said it is alive; a running job
     * whose heartbeat is older than EXPORT_RECLAIM_AFTER_MS is taken up again by another node.
     */
    heartbeatAt: ts('heartbeat_at'),
    /** A sentence for the user when the job failed. */
    error: text('error'),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
    /** When the download link stops working (set when done). */
    expiresAt: ts('expires_at'),
  },
  (t) => [
    index('export_jobs_survey_idx').on(t.surveyId, t.dimension, t.fileformat, t.createdAt),
    index('export_jobs_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.filePath} IS NOT NULL`),
    index('export_jobs_account_files_idx')
      .on(t.accountId)
      .where(sql`${t.filePath} IS NOT NULL`),
    index('export_jobs_running_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'running'`),
    check('export_jobs_status_check', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * Each survey's data revision: raised in the statement that makes a session complete (or
 * un-completes or deletes one) and in the statement that excludes or includes completes, by
 * triggers (migration 0025_export_data_revision), so no writer can forget it and it is committed
 * with the change itself. An export reads it in its snapshot; equal revisions mean the same
 * completes and exclusions, whatever the writers' clocks said. A survey without a row has never
 * had one of those changes (revision 0).
 */
export const surveyDataRevisions = pgTable('survey_data_revisions', {
  surveyId: uuid('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
