/**
 * The quality module's statements other modules run as they are: the results index and the
 * raw-data export read which completes are excluded (README.md).
 */
import type { Executor } from '../../db/database.ts';
import { selectExcludedIds } from './quality.store.ts';

/** Sessions of the survey excluded from analysis. */
export async function excludedSessionIds(
  db: Executor,
  surveyId: string,
): Promise<ReadonlySet<string>> {
  return new Set(await selectExcludedIds(db, surveyId));
}
