import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { surveyNotFound } from '../projects/projects.errors.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import { saveKnobs } from './panelTraffic.store.ts';
import type { TrafficKnobs } from './trafficPlan.ts';

/**
 * Sets (or, with an empty object, clears) the knobs of one of the viewer's surveys, where every
 * node's tick reads them (README "Knobs"). Another account's survey, or one that does not exist,
 * is NOT_FOUND and nothing is stored.
 */
export async function setOwnSurveyKnobs(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
  knobs: TrafficKnobs,
): Promise<void> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  // The survey can be deleted in between: its knobs then have no row to belong to.
  if (!(await saveKnobs(ctx.db, surveyId, knobs, new Date()))) throw surveyNotFound();
}
