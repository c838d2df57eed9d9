import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { isStoredId } from '../../lib/ids.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { surveyNotFound } from './projects.errors.ts';
import {
  deleteSurveyRow,
  findProjectOfSurvey,
  insertSurvey,
  surveysOfProjects,
  touchProject,
  type ProjectTypeValue,
  type SurveyRow,
} from './projects.store.ts';

/**
 * A project seen through one of its surveys, for the market service (issue 37 §3): a
 * multi-market project's markets are its surveys, the first (oldest) one the lead.
 */
export interface ProjectSurveys {
  projectId: string;
  projectType: ProjectTypeValue;
  name: string;
  /** Oldest first: the first is the lead market, the one the product uses. */
  surveys: SurveyRow[];
}

/** Whether the viewer's survey belongs to a multi-market project (false for unknown ids). */
export async function isMultiMarketSurvey(
  ctx: { db: Executor },
  viewer: Pick<Viewer, 'accountId'>,
  surveyId: string,
): Promise<boolean> {
  if (!isStoredId(surveyId)) return false;
  const project = await findProjectOfSurvey(ctx.db, surveyId);
  return project?.accountId === viewer.accountId && project.projectType === 'MultiMarket';
}

/** The project of the viewer's survey with all its surveys; NOT_FOUND for another account's. */
export async function requireProjectOfSurvey(
  ctx: { db: Executor },
  viewer: Pick<Viewer, 'accountId'>,
  surveyId: string,
): Promise<ProjectSurveys> {
  if (!isStoredId(surveyId)) throw surveyNotFound();
  const project = await findProjectOfSurvey(ctx.db, surveyId);
  if (!project || project.accountId !== viewer.accountId) throw surveyNotFound();
  const surveys = await surveysOfProjects(ctx.db, [project.id]);
  return { projectId: project.id, projectType: project.projectType, name: project.name, surveys };
}

/**
 * A new draft survey in a project the caller found through the viewer's survey (a new market),
 * created after every survey it has, so the lead stays first.
 */
export async function appendDraftSurvey(
  ctx: { db: Executor; clock: Clock },
  project: ProjectSurveys,
): Promise<SurveyRow> {
  const last = project.surveys.at(-1)?.createdAt.getTime() ?? 0;
  const now = ctx.clock();
  const createdAt = new Date(Math.max(now.getTime(), last + 1));
  const row = await insertSurvey(ctx.db, {
    projectId: project.projectId,
    name: project.name,
    state: 'draft',
    createdAt,
    updatedAt: createdAt,
  });
  await touchProject(ctx.db, project.projectId, now);
  return row;
}

/** Deletes a survey of a project the caller found and checked (a market removed while draft). */
export async function deleteDraftSurvey(
  ctx: { db: Executor; clock: Clock },
  project: ProjectSurveys,
  surveyId: string,
): Promise<void> {
  await deleteSurveyRow(ctx.db, surveyId);
  await touchProject(ctx.db, project.projectId, ctx.clock());
}
