import { primaryKey, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';

/**
 * Completes a researcher excluded from analysis (issue 26 §3): one row per excluded session,
 * removed again when included. Every count, crosstab and export leaves these sessions out.
 * Deleting a survey deletes its exclusions (foreign key).
 */
export const completeExclusions = pgTable(
  'complete_exclusions',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** A complete of the survey (respondent_sessions.id; checked by the service). */
    sessionId: uuid('session_id').notNull(),
    /** The user who excluded it. */
    excludedBy: uuid('excluded_by').notNull(),
    excludedAt: ts('excluded_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.sessionId] })],
);

/**
 * Completes excluded for a quality reason within the replacement window (issue 38 §4): each is
 * owed one replacement, fielded into `cells` (the quota cells it held). `cancelled_at` is set when
 * the exclusion was reversed before its replacement arrived; a new exclusion owes it again.
 */
export const completeReplacements = pgTable(
  'complete_replacements',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    cells: text('cells').array().notNull(),
    owedAt: ts('owed_at').notNull(),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.sessionId] })],
);
