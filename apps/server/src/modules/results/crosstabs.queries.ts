/**
 * Named read query over the results module's saved tables for another module: the data-tables
 * request lists them for the team (docs/decisions/server-layers.md). The caller has checked that
 * the survey is the viewer's.
 */
import {
  describeCrosstab,
  type CrosstabDescription,
} from '@survey/domain/results/crosstabDescription';
import { resultLayout } from '@survey/domain/results/layout';
import type { Executor } from '../../db/database.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { presentCrosstab } from './crosstabs.presenter.ts';
import { crosstabsOfSurvey } from './crosstabs.store.ts';

/** The survey's saved tables in words (labels and texts of its latest publication), oldest first. */
export async function savedCrosstabsOf(
  ctx: { db: Executor; live: LiveSurveys },
  surveyId: string,
): Promise<{ id: string; description: CrosstabDescription }[]> {
  const rows = await crosstabsOfSurvey(ctx.db, surveyId);
  if (rows.length === 0) return [];
  const live = await ctx.live.current(surveyId);
  const layout = live ? resultLayout(live.published) : null;
  return rows.map((row) => ({
    id: row.id,
    description: describeCrosstab(layout, presentCrosstab(row)),
  }));
}
