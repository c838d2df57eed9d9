import { sql } from 'drizzle-orm';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Executor } from '../../db/database.ts';
import { draftQuestionnaires } from './questionnaire.tables.ts';

/** SQL of the editor: find a draft by its questionnaireId (the log's SQL is draftLog.store.ts). */

/** A materialised draft at its latest committed version. */
export interface LockedDraft {
  surveyId: string;
  /** See DraftHead: with `version`, what names this exact document. */
  generation: string;
  version: number;
  document: Questionnaire;
}

// Served by the expression index draft_questionnaires_questionnaire_id_idx (migration 0002).
const byQuestionnaireId = (questionnaireId: string) =>
  sql`(${draftQuestionnaires.document}->>'questionnaireId') = ${questionnaireId}`;

/** The survey whose draft has this questionnaireId (no ownership check: the caller does it). */
export async function findSurveyOfQuestionnaire(
  db: Executor,
  questionnaireId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ surveyId: draftQuestionnaires.surveyId })
    .from(draftQuestionnaires)
    .where(byQuestionnaireId(questionnaireId));
  return row?.surveyId;
}
