import { primaryKey, pgTable, uuid } from 'drizzle-orm/pg-core';
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
