import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: EXPORT_JOB_STATUSES }).notNull().default('queued'),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsTotal: integer('rows_total'),
    /** The file store key (`exports/{id}.csv|.sav`); null until written and again once swept. */
    filePath: text('file_path'),
    /** The name the browser saves it under (named after the project). */
    fileName: text('file_name').notNull(),
    /**
     * The survey's data-quality exclusions when the job was created (quality.queries
     * `exclusionsStamp`): a done file is answered again only while they are unchanged.
     */
    exclusionsStamp: text('exclusions_stamp').notNull().default(''),
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
    check('export_jobs_status_check', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
  ],
);
