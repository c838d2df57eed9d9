import { costPerInterview } from '@survey/domain/pricing/costPerInterview';
import { PANEL_SUPPLIER_CODE, SOLUTION_ID } from '@survey/domain/projects/constants';
import type { Executor } from '../db/database.ts';
import type { Viewer } from '../platform/viewer.ts';
import { NO_ANALYTICS } from '../platform/ports.ts';
import type { Logger } from '../lib/logger.ts';
import { addFieldwork, updateFieldwork } from '../modules/fieldwork/fieldwork.service.ts';
import { moveSurveyAsSystem, placeOrder } from '../modules/orders/orders.service.ts';
import {
  createProject,
  searchProjects,
  updateProject,
} from '../modules/projects/projects.service.ts';
import type { SurveyStateValue } from '../modules/projects/projects.store.ts';
import { addQuestionnaire } from '../modules/questionnaire/questionnaire.service.ts';
import { recordSyntheticCompletes } from '../modules/respondent/respondent.service.ts';
import { DEMO_PROJECTS, type DemoProject } from './demoProjectsData.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How a purchased demo survey reaches its state through the lifecycle table (the system launches
 * or schedules it; the last move happens at the project's last update).
 */
const PATH: Record<Exclude<SurveyStateValue, 'draft'>, SurveyStateValue[]> = {
  live: ['live'],
  scheduled: ['scheduled'],
  paused: ['live', 'paused'],
  halted: ['live', 'halted'],
  completed: ['live', 'completed'],
};

/** Builds one demo project through the same services the API uses, at its own past dates. */
async function seedProject(db: Executor, viewer: Viewer, now: Date, spec: DemoProject) {
  const updated = new Date(now.getTime() - spec.updatedDaysAgo * DAY_MS);
  const created = new Date(updated.getTime() - spec.ageDays * DAY_MS);
  // The demo's projects are no user's actions: no analytics events.
  const at = (date: Date) => ({ db, clock: () => date, analytics: NO_ANALYTICS });
  const project = await createProject(at(created), viewer, {
    name: spec.name,
    description: spec.description,
    accountId: viewer.accountId,
    solutionId: SOLUTION_ID,
    creator: viewer.email,
    projectType: spec.multiMarket ? 'MultiMarket' : 'AdHoc',
  });
  const surveyId = project.surveys[0]?.id;
  if (!surveyId) return;
  await addFieldwork(at(created), viewer, {
    surveyId,
    panelSupplierCode: PANEL_SUPPLIER_CODE,
    countryCode: spec.country,
    samplesNeeded: spec.samples,
    accountMarkup: 0,
  });
  await addQuestionnaire(at(created), viewer, surveyId);
  if (spec.state === 'draft') {
    await updateFieldwork(at(created), viewer, { surveyId, lengthOfInterview: spec.loi });
    // The last edit of a draft: its title, at the project's last update.
    await updateProject(at(updated), viewer, { projectId: project.project.id, name: spec.name });
    return;
  }
  const start = new Date(created.getTime() + DAY_MS);
  await updateFieldwork(at(created), viewer, {
    surveyId,
    lengthOfInterview: spec.loi,
    incidenceRate: spec.incidence,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 14 * DAY_MS).toISOString(),
  });
  const cpi = costPerInterview({
    lengthOfInterview: spec.loi,
    incidenceRate: spec.incidence,
    accountMarkup: 0,
  });
  await placeOrder(at(start), {
    surveyId,
    status: 'Pending',
    customerCpi: cpi.amount,
    feasibility: 1,
    orderType: 'Survey',
  });
  const total = Math.round(spec.samples * spec.collected);
  // The demo's completes came from its panel, so its follow-up requests match them.
  await recordSyntheticCompletes({ db }, surveyId, {
    total,
    from: start,
    to: updated,
    supplierCode: PANEL_SUPPLIER_CODE,
  });
  const path = PATH[spec.state];
  for (const [i, state] of path.entries()) {
    await moveSurveyAsSystem(at(i === path.length - 1 ? updated : start), surveyId, state);
  }
}

/**
 * Gives the demo account a projects list worth looking at: ~14 projects in every state, one
 * multi-market, with fieldwork in several countries, orders for the purchased ones and synthetic
 * completes so that progress means something. Skipped when the account has projects already.
 */
export async function seedDemoProjects(
  deps: { db: Executor; now: Date; log: Pick<Logger, 'info'> },
  viewer: Viewer,
): Promise<number> {
  const existing = await searchProjects({ db: deps.db }, viewer, {
    accountId: viewer.accountId,
    limit: 1,
  });
  if (existing.length > 0) return 0;
  await deps.db.transaction(async (tx) => {
    for (const spec of DEMO_PROJECTS) await seedProject(tx, viewer, deps.now, spec);
  });
  deps.log.info({ projects: DEMO_PROJECTS.length }, 'demo projects created');
  return DEMO_PROJECTS.length;
}
