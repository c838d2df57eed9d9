/**
 * The quality module's statements other modules run as they are: the results index and the
 * raw-data export read which completes are excluded (README.md).
 */
import type { Executor } from '../../db/database.ts';
import { selectExcludedIds, selectExclusionsStamp } from './quality.store.ts';

/** Sessions of the survey excluded from analysis. */
export async function excludedSessionIds(
  db: Executor,
  surveyId: string,
): Promise<ReadonlySet<string>> {
  return new Set(await selectExcludedIds(db, surveyId));
}

/** Changes whenever the survey's exclusions change (count + latest time; one index scan). */
export function exclusionsStamp(db: Executor, surveyId: string): Promise<string> {
  return selectExclusionsStamp(db, surveyId);
}
