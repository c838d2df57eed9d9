import { eq, inArray, sql } from 'drizzle-orm';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Executor } from '../../db/database.ts';
import { draftQuestionnaires, questionnaireCommands } from './questionnaire.tables.ts';

export interface DraftSummaryRow {
  surveyId: string;
  version: number;
  entryCount: number;
}

const summaryColumns = {
  surveyId: draftQuestionnaires.surveyId,
  version: draftQuestionnaires.version,
  entryCount: sql<number>`coalesce(jsonb_array_length(${draftQuestionnaires.document}->'entries'), 0)::int`,
};

export async function findDraftSummary(
  db: Executor,
  surveyId: string,
): Promise<DraftSummaryRow | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(draftQuestionnaires)
    .where(eq(draftQuestionnaires.surveyId, surveyId));
  return row;
}

export async function findDraftDocument(
  db: Executor,
  surveyId: string,
): Promise<{ version: number; document: Questionnaire } | undefined> {
  const [row] = await db
    .select({ version: draftQuestionnaires.version, document: draftQuestionnaires.document })
    .from(draftQuestionnaires)
    .where(eq(draftQuestionnaires.surveyId, surveyId));
  return row;
}

/** Inserts a first version unless the survey has a draft; true when it inserted. */
export async function insertDraft(
  db: Executor,
  surveyId: string,
  document: Questionnaire,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(draftQuestionnaires)
    .values({ surveyId, version: 1, document, updatedAt: now })
    .onConflictDoNothing()
    .returning({ surveyId: draftQuestionnaires.surveyId });
  return rows.length > 0;
}

/** Replaces the survey's document (or creates it), bumping the version. */
export async function replaceDraft(
  db: Executor,
  surveyId: string,
  document: Questionnaire,
  now: Date,
): Promise<DraftSummaryRow> {
  const [row] = await db
    .insert(draftQuestionnaires)
    .values({ surveyId, version: 1, document, updatedAt: now })
    .onConflictDoUpdate({
      target: draftQuestionnaires.surveyId,
      set: { document, updatedAt: now, version: sql`${draftQuestionnaires.version} + 1` },
    })
    .returning(summaryColumns);
  if (!row) throw new Error('draft upsert returned no row');
  return row;
}

export async function appendCommand(
  db: Executor,
  entry: {
    surveyId: string;
    userId: string | null;
    at: Date;
    operation: string;
    arguments: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(questionnaireCommands).values(entry);
}

export async function deleteDrafts(db: Executor, surveyIds: string[]): Promise<void> {
  if (surveyIds.length === 0) return;
  await db.delete(draftQuestionnaires).where(inArray(draftQuestionnaires.surveyId, surveyIds));
  await db.delete(questionnaireCommands).where(inArray(questionnaireCommands.surveyId, surveyIds));
}
