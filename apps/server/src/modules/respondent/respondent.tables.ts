import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
 * One session per respondent per survey (the unique key makes submissions idempotent). Deleting a
 * survey deletes its sessions (foreign key; a storage guarantee, not a cross-module read).
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
    startedAt: ts('started_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('respondent_sessions_survey_respondent_key').on(t.surveyId, t.respondentId),
    index('respondent_sessions_survey_status_idx').on(t.surveyId, t.status),
    check(
      'respondent_sessions_status_check',
      sql`${t.status} IN ('in_progress', 'complete', 'screened_out', 'quota_full', 'dropped')`,
    ),
  ],
);
