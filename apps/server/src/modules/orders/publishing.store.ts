import type { DraftAudience } from '@survey/domain/audience/model';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { announceOrderChange } from './orderChanges.ts';
import type { Executor } from '../../db/database.ts';
import { publishedSurveys } from './publishing.tables.ts';

export type PublishedSurveyRow = typeof publishedSurveys.$inferSelect;
export type NewPublishedSurveyRow = typeof publishedSurveys.$inferInsert;

/** The number of the survey's latest published version; undefined before its purchase. */
export async function latestPublishedVersion(
  db: Executor,
  surveyId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ version: publishedSurveys.version })
    .from(publishedSurveys)
    .where(eq(publishedSurveys.surveyId, surveyId))
    .orderBy(desc(publishedSurveys.version))
    .limit(1);
  return row?.version;
}

/** What the latest publication was bought with: its LOI (minutes) and audience; undefined: none. */
export async function publishedQuote(
  db: Executor,
  surveyId: string,
): Promise<{ version: number; loi: number; audience: DraftAudience } | undefined> {
  const [row] = await db
    .select({
      version: publishedSurveys.version,
      loi: publishedSurveys.loi,
      audience: publishedSurveys.audience,
    })
    .from(publishedSurveys)
    .where(eq(publishedSurveys.surveyId, surveyId))
    .orderBy(desc(publishedSurveys.version))
    .limit(1);
  return row;
}

/** Inserts a publication; there is deliberately no update (the table refuses one too). */
export async function insertPublished(
  db: Executor,
  values: NewPublishedSurveyRow,
): Promise<PublishedSurveyRow> {
  const [row] = await db.insert(publishedSurveys).values(values).returning();
  if (!row) throw new Error('published survey not inserted');
  await announceOrderChange(db, row.surveyId);
  return row;
}

/** The sample sizes of the survey's latest published version; undefined before its purchase. */
export async function latestPublishedSamples(
  db: Executor,
  surveyId: string,
): Promise<{ samplesNeeded: number; softLaunchSamples: number } | undefined> {
  const [row] = await db
    .select({
      samplesNeeded: publishedSurveys.samplesNeeded,
      softLaunchSamples: publishedSurveys.softLaunchSamples,
    })
    .from(publishedSurveys)
    .where(eq(publishedSurveys.surveyId, surveyId))
    .orderBy(desc(publishedSurveys.version))
    .limit(1);
  return row;
}

/** One published version of the survey; undefined when it does not exist. */
export async function findPublished(
  db: Executor,
  surveyId: string,
  version: number,
): Promise<PublishedSurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(publishedSurveys)
    .where(and(eq(publishedSurveys.surveyId, surveyId), eq(publishedSurveys.version, version)));
  return row;
}

/** Every published version of these surveys, packed (media's reference count reads them all). */
export function publishedQuestionnairesOf(
  db: Executor,
  surveyIds: string[],
): Promise<{ surveyId: string; questionnaire: PublishedSurveyRow['questionnaire'] }[]> {
  return db
    .select({ surveyId: publishedSurveys.surveyId, questionnaire: publishedSurveys.questionnaire })
    .from(publishedSurveys)
    .where(inArray(publishedSurveys.surveyId, surveyIds));
}
