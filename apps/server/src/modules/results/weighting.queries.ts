/**
 * The survey's weighting scheme (issue 38 §5), read by the raw-data export (its weight column)
 * as by this module's index: one scheme weights every view and export.
 */
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
