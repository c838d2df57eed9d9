import { sql } from 'drizzle-orm';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Executor } from '../../db/database.ts';
import { draftQuestionnaires } from './questionnaire.tables.ts';

export interface DraftSummaryRow {
  surveyId: string;
  version: number;
  entryCount: number;
}

/** Inserts a first version (its own snapshot) unless the survey has a draft; true if inserted. */
export async function insertDraft(
  db: Executor,
  surveyId: string,
  document: Questionnaire,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(draftQuestionnaires)
    .values({ surveyId, version: 1, snapshotVersion: 1, document, updatedAt: now })
    .onConflictDoNothing()
    .returning({ surveyId: draftQuestionnaires.surveyId });
  return rows.length > 0;
}

/**
 * Replaces the survey's document (or creates it) as the snapshot of the next version: the log
 * before it no longer applies.
 */
export async function replaceDraft(
  db: Executor,
  surveyId: string,
  document: Questionnaire,
  now: Date,
): Promise<DraftSummaryRow> {
  const [row] = await db
    .insert(draftQuestionnaires)
    .values({ surveyId, version: 1, snapshotVersion: 1, document, updatedAt: now })
    .onConflictDoUpdate({
      target: draftQuestionnaires.surveyId,
      set: {
        document,
        updatedAt: now,
        version: sql`${draftQuestionnaires.version} + 1`,
        snapshotVersion: sql`${draftQuestionnaires.version} + 1`,
      },
    })
    .returning({ surveyId: draftQuestionnaires.surveyId, version: draftQuestionnaires.version });
  if (!row) throw new Error('draft upsert returned no row');
  return { ...row, entryCount: document.entries.length };
}
