import { eq, sql } from 'drizzle-orm';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Executor, Tx } from '../../db/database.ts';
import { draftQuestionnaires } from './questionnaire.tables.ts';

/** SQL of the editor: find a draft by its questionnaireId, lock it, save it one version up. */

export interface LockedDraft {
  surveyId: string;
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

/** The survey's draft with its version and document. */
export async function findDraft(db: Executor, surveyId: string): Promise<LockedDraft | undefined> {
  const [row] = await db
    .select({
      surveyId: draftQuestionnaires.surveyId,
      version: draftQuestionnaires.version,
      document: draftQuestionnaires.document,
    })
    .from(draftQuestionnaires)
    .where(eq(draftQuestionnaires.surveyId, surveyId));
  return row;
}

/** Locks the survey's draft row until the transaction ends; its version, or undefined. */
export async function lockDraftVersion(tx: Tx, surveyId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ version: draftQuestionnaires.version })
    .from(draftQuestionnaires)
    .where(eq(draftQuestionnaires.surveyId, surveyId))
    .for('update');
  return row?.version;
}

/** The survey's current version alone (cheap: the document stays in the table). */
export async function findDraftVersion(
  db: Executor,
  surveyId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ version: draftQuestionnaires.version })
    .from(draftQuestionnaires)
    .where(eq(draftQuestionnaires.surveyId, surveyId));
  return row?.version;
}

/** Writes the document (one JSONB write) and bumps the version; returns the new version. */
export async function saveDraft(
  tx: Tx,
  surveyId: string,
  document: Questionnaire,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .update(draftQuestionnaires)
    .set({ document, updatedAt: now, version: sql`${draftQuestionnaires.version} + 1` })
    .where(eq(draftQuestionnaires.surveyId, surveyId))
    .returning({ version: draftQuestionnaires.version });
  if (!row) throw new Error(`draft of survey ${surveyId} vanished while locked`);
  return row.version;
}
