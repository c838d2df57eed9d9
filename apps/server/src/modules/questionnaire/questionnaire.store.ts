import { sql } from 'drizzle-orm';
import { validateQuestionnaire } from '@survey/domain/questionnaire/validate';
import { packSnapshot } from './draftStore/draftStore.ts';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Executor } from '../../db/database.ts';

export interface DraftSummaryRow {
  surveyId: string;
  version: number;
  entryCount: number;
  /** Validation errors of the draft's entries (spec 2 §5), for the Confirm step's rule. */
  validationErrorCount: number;
}

/**
 * Inserts a first version (its own snapshot) unless the survey has a draft; true if inserted.
 * Head and snapshot in one statement, so neither exists without the other.
 */
export async function insertDraft(
  db: Executor,
  surveyId: string,
  document: Questionnaire,
  now: Date,
): Promise<boolean> {
  const packed = await packSnapshot(document);
  const result = await db.execute<{ surveyId: string }>(sql`
    WITH head AS (
      INSERT INTO draft_questionnaires (survey_id, version, updated_at)
      VALUES (${surveyId}, 1, ${now.toISOString()})
      ON CONFLICT (survey_id) DO NOTHING
      RETURNING survey_id, generation, version)
    INSERT INTO draft_questionnaire_snapshots
           (survey_id, generation, version, questionnaire_id, packed)
    SELECT survey_id, generation, version, ${document.questionnaireId}, ${packed}
      FROM head
    RETURNING survey_id AS "surveyId"`);
  return result.rows.length > 0;
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
  const packed = await packSnapshot(document);
  const result = await db.execute<{ surveyId: string; version: number }>(sql`
    WITH head AS (
      INSERT INTO draft_questionnaires AS d (survey_id, version, updated_at)
      VALUES (${surveyId}, 1, ${now.toISOString()})
      ON CONFLICT (survey_id) DO UPDATE
         SET version = d.version + 1, updated_at = excluded.updated_at
      RETURNING survey_id, generation, version)
    INSERT INTO draft_questionnaire_snapshots AS s
           (survey_id, generation, version, questionnaire_id, packed)
    SELECT survey_id, generation, version, ${document.questionnaireId}, ${packed}
      FROM head
    ON CONFLICT (survey_id) DO UPDATE
       SET generation = excluded.generation, version = excluded.version,
           questionnaire_id = excluded.questionnaire_id, packed = excluded.packed, document = NULL
    RETURNING survey_id AS "surveyId", version`);
  const [row] = result.rows;
  if (!row) throw new Error('draft upsert returned no row');
  return { ...row, ...countsOf(document) };
}

/** What a summary says of a document: its entries and their validation errors. */
export function countsOf(
  document: Questionnaire,
): Pick<DraftSummaryRow, 'entryCount' | 'validationErrorCount'> {
  return {
    entryCount: document.entries.length,
    validationErrorCount: validateQuestionnaire(document).length,
  };
}
