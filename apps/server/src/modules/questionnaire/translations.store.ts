import type { QuestionnaireTranslations } from '@survey/domain/questionnaire/translations/model';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { questionnaireTranslations } from './questionnaire.tables.ts';

export interface TranslationsRow {
  version: number;
  document: QuestionnaireTranslations;
}

/** The survey's translations (locked for the command that replaces them); undefined: none yet. */
export async function findTranslations(
  db: Executor,
  surveyId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TranslationsRow | undefined> {
  const q = db
    .select({
      version: questionnaireTranslations.version,
      document: questionnaireTranslations.document,
    })
    .from(questionnaireTranslations)
    .where(eq(questionnaireTranslations.surveyId, surveyId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

/** Writes the survey's translations as `version` (created at the first command). */
export async function saveTranslations(
  db: Executor,
  surveyId: string,
  row: TranslationsRow,
  now: Date,
): Promise<void> {
  await db
    .insert(questionnaireTranslations)
    .values({ surveyId, version: row.version, document: row.document, updatedAt: now })
    .onConflictDoUpdate({
      target: questionnaireTranslations.surveyId,
      set: { version: row.version, document: row.document, updatedAt: now },
    });
}
