import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SavedCrosstab } from '@survey/domain/results/analysisContract';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';

/**
 * Saved crosstabs (issue 26 §1): a table's definition per survey, never its numbers (they follow
 * the data). Names are unique per survey ignoring case; deleting the survey deletes its tables.
 */
export const savedCrosstabs = pgTable(
  'saved_crosstabs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    createdBy: uuid('created_by').notNull(),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<SavedCrosstab['definition']>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    // Also the index of a survey's list (a handful of tables per survey).
    uniqueIndex('saved_crosstabs_name_idx').on(t.surveyId, sql`lower(${t.name})`),
  ],
);
