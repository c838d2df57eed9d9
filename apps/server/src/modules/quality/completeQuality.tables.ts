import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { QualityFlag } from '@survey/domain/results/analysisContract';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';
import { respondentSessions } from '../respondent/respondent.tables.ts';

/**
 * What each complete leaves for the data-quality list (issue 26 §3), written in the transaction
 * that completes it (respondent's settle.ts, through `recordCompleteQuality`). Speeders and
 * duplicates are worked out from these rows when the list is read (packages/domain/src/quality).
 * Deleting the survey or the session deletes the row (foreign keys; no cross-module read).
 */
export const completeQualityFlags = pgTable(
  'complete_quality_flags',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => respondentSessions.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** The supplier's respondent id and the supplier: the same pair in another survey is a duplicate. */
    respondentId: text('respondent_id').notNull(),
    supplierCode: text('supplier_code').notNull(),
    /** The session's device fingerprint hash; null when the runner sent no device. */
    fingerprint: text('fingerprint'),
    lengthMs: integer('length_ms').notNull(),
    completedAt: ts('completed_at').notNull(),
    /** The complete's own flags (straight-lining, gibberish), with their sentences. */
    flags: jsonb('flags').$type<QualityFlag[]>().notNull(),
    /** SHA-256 of each normalised long free-text answer, with its question's label. */
    textHashes: jsonb('text_hashes').$type<{ label: string; hash: string }[]>().notNull(),
  },
  (t) => [
    // The list reads a survey's rows in completion order.
    index('complete_quality_flags_survey_idx').on(t.surveyId, t.completedAt),
    // Duplicate respondents across the account's surveys: looked up by respondent and supplier.
    index('complete_quality_flags_respondent_idx').on(t.respondentId, t.supplierCode),
  ],
);
