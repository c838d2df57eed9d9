import { eq } from 'drizzle-orm';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Executor } from '../../db/database.ts';
import { draftQuestionnaireSnapshots } from './questionnaire.tables.ts';

/** SQL of the editor: find a draft by its questionnaireId (the log's SQL is draftLog.store.ts). */

/** A materialised draft at its latest committed version. */
export interface LockedDraft {
  surveyId: string;
  /** See DraftHead: with `version`, what names this exact document. */
  generation: string;
  version: number;
  document: Questionnaire;
}

/** The survey whose draft has this questionnaireId (no ownership check: the caller does it). */
export async function findSurveyOfQuestionnaire(
  db: Executor,
  questionnaireId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ surveyId: draftQuestionnaireSnapshots.surveyId })
    .from(draftQuestionnaireSnapshots)
    .where(eq(draftQuestionnaireSnapshots.questionnaireId, questionnaireId));
  return row?.surveyId;
}
