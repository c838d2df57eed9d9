import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Questionnaire } from '@survey/domain/questionnaire/model';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A survey's draft questionnaire: one JSONB document (the domain model) and a version that every
 * applied command bumps. Changed only inside a transaction that locks the row.
 */
export const draftQuestionnaires = pgTable('draft_questionnaires', {
  surveyId: uuid('survey_id').primaryKey(),
  version: integer('version').notNull(),
  document: jsonb('document').$type<Questionnaire>().notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** The command log: who applied which command with which arguments, and when (audit, undo). */
export const questionnaireCommands = pgTable(
  'questionnaire_commands',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    surveyId: uuid('survey_id').notNull(),
    userId: uuid('user_id'),
    at: ts('at').notNull(),
    operation: text('operation').notNull(),
    arguments: jsonb('arguments').notNull(),
  },
  (t) => [index('questionnaire_commands_survey_idx').on(t.surveyId, t.id)],
);
