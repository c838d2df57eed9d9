import { eq } from 'drizzle-orm';
import type { WeightingScheme } from '@survey/domain/results/weightingScheme';
import type { Executor } from '../../db/database.ts';
import { surveyWeightingSchemes } from './results.tables.ts';

/** The survey's stored weighting scheme; null when it has none. */
export async function weightingSchemeOf(
  db: Executor,
  surveyId: string,
): Promise<WeightingScheme | null> {
  const [row] = await db
    .select({ scheme: surveyWeightingSchemes.scheme })
    .from(surveyWeightingSchemes)
    .where(eq(surveyWeightingSchemes.surveyId, surveyId));
  return row?.scheme ?? null;
}

/** Stores (or replaces) the survey's scheme; the caller checked the account and the scheme. */
export async function upsertWeightingScheme(
  db: Executor,
  values: { surveyId: string; accountId: string; updatedBy: string; scheme: WeightingScheme },
  now: Date,
): Promise<void> {
  await db
    .insert(surveyWeightingSchemes)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: surveyWeightingSchemes.surveyId,
      set: { scheme: values.scheme, updatedBy: values.updatedBy, updatedAt: now },
    });
}

export async function deleteWeightingScheme(db: Executor, surveyId: string): Promise<void> {
  await db.delete(surveyWeightingSchemes).where(eq(surveyWeightingSchemes.surveyId, surveyId));
}
