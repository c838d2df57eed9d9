import type { DraftAudience } from '@survey/domain/audience/model';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';

/**
 * The draft audience of a survey (one per survey): a small document (a few KB at 10 criteria)
 * changed by the domain's audience commands. A mutation locks the row, applies the command and
 * writes the whole document with `version` + 1, so stored JSONB stays the single source of truth.
 */
export const draftAudiences = pgTable('draft_audiences', {
  surveyId: uuid('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  document: jsonb('document').$type<DraftAudience>().notNull(),
  /** The preset the members came from ('Custom' once edited by hand or when started empty). */
  activePreset: text('active_preset').notNull().default('Custom'),
  updatedAt: ts('updated_at').notNull(),
});
