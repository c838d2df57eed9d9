import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';

/**
 * What the field-health job did to a survey: at most one pause and one halt each (the key), so
 * several processes running the job act on a survey once; the reason is what the researcher reads.
 */
export const fieldHealthActions = pgTable(
  'field_health_actions',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['pause', 'halt'] }).notNull(),
    /** The rates that caused it (packages/domain/src/fieldwork/health). */
    rates: text('rates').array().notNull(),
    reason: text('reason').notNull(),
    actedAt: ts('acted_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.action] }),
    check('field_health_actions_action_check', sql`${t.action} IN ('pause', 'halt')`),
  ],
);
