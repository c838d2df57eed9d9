/**
 * The quality module's statements other modules run as they are: the results index and the
 * raw-data export read which completes are excluded (README.md).
 */
import type { Executor } from '../../db/database.ts';
import { excludedCountsOf, selectExcludedIds } from './quality.store.ts';

/** Sessions of the survey excluded from analysis. */
export async function excludedSessionIds(
  db: Executor,
  surveyId: string,
): Promise<ReadonlySet<string>> {
  return new Set(await selectExcludedIds(db, surveyId));
}

/** Completes excluded per survey (surveys without any are left out): the header's usable count. */
export async function excludedCounts(
  db: Executor,
  surveyIds: readonly string[],
): Promise<Map<string, number>> {
  return excludedCountsOf(db, surveyIds);
}
