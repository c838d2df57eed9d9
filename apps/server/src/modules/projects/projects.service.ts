import { normaliseEmail } from '@survey/domain/auth/email';
import { SOLUTION_ID } from '@survey/domain/projects/constants';
import type { Executor } from '../../db/database.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  accountNotFound,
  creatorMismatch,
  projectNotFound,
  unknownSolution,
} from './projects.errors.ts';
import type { CreateProjectArgs, SearchProjectsArgs } from './projects.schemas.ts';
import {
  deleteProjectRow,
  findProject,
  findSolutions,
  findSurveyWithOwner,
  insertProject,
  insertSurvey,
  renameProject,
  surveysOfProjects,
  type ProjectRow,
  type ProjectTypeValue,
  type SolutionRow,
  type SurveyRow,
} from './projects.store.ts';
import { searchProjectRows } from './projectSearch.store.ts';

type Ctx = { db: Executor; clock: Clock };

/** A project with its surveys (oldest first) and solution: what the presenter shapes. */
export interface ProjectRecord {
  project: ProjectRow;
  surveys: SurveyRow[];
  solution: SolutionRow | undefined;
}

async function withSurveys(db: Executor, rows: ProjectRow[]): Promise<ProjectRecord[]> {
  const surveys = await surveysOfProjects(
    db,
    rows.map((r) => r.id),
  );
  const solutions = await findSolutions(db, [...new Set(rows.map((r) => r.solutionId))]);
  return rows.map((project) => ({
    project,
    surveys: surveys.filter((s) => s.projectId === project.id),
    solution: solutions.find((s) => s.id === project.solutionId),
  }));
}

/**
 * A page of the viewer's projects: text search ranked by relevance, a state filter on the first
 * survey, sorted (default: last update, newest first). Another account's id finds nothing.
 */
export async function searchProjects(
  ctx: { db: Executor },
  viewer: Viewer,
  args: SearchProjectsArgs,
): Promise<ProjectRecord[]> {
  if (args.accountId !== viewer.accountId) return [];
  const text = args.text?.trim();
  const rows = await searchProjectRows(ctx.db, {
    accountId: viewer.accountId,
    offset: args.offset ?? 0,
    limit: args.limit ?? 10,
    text: text || undefined,
    sortBy: args.sorting?.sortBy ?? 'SinceDate',
    order: args.sorting?.order ?? 'Desc',
    state: args.state ?? undefined,
  });
  return withSurveys(ctx.db, rows);
}

/** The project owning the survey; null for unknown surveys and other accounts' surveys. */
export async function projectBySurveyId(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
): Promise<ProjectRecord | null> {
  const found = await findSurveyWithOwner(ctx.db, surveyId);
  if (!found || found.accountId !== viewer.accountId) return null;
  const project = await findProject(ctx.db, viewer.accountId, found.survey.projectId);
  if (!project) return null;
  const [record] = await withSurveys(ctx.db, [project]);
  return record ?? null;
}

/**
 * Creates a project with its draft survey (named like the project) in the viewer's account; a
 * multi-market project gets `surveyCount` surveys, one per market, created a millisecond apart so
 * that their order (oldest first, the lead market first) is the order asked for.
 */
export async function createProject(
  ctx: Ctx & Tracking,
  viewer: Viewer,
  input: CreateProjectArgs & { projectType?: ProjectTypeValue; surveyCount?: number },
): Promise<ProjectRecord> {
  if (input.accountId !== viewer.accountId) throw accountNotFound();
  if (normaliseEmail(input.creator) !== viewer.email) throw creatorMismatch();
  if (input.solutionId !== SOLUTION_ID) throw unknownSolution();
  const created = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const project = await insertProject(tx, {
      accountId: viewer.accountId,
      name: input.name,
      nickname: null,
      description: input.description || null,
      projectType: input.projectType ?? 'AdHoc',
      creator: viewer.email,
      solutionId: input.solutionId,
      createdAt: now,
      updatedAt: now,
    });
    for (let i = 0; i < (input.surveyCount ?? 1); i += 1) {
      const createdAt = new Date(now.getTime() + i);
      await insertSurvey(tx, {
        projectId: project.id,
        name: input.name,
        state: 'draft',
        createdAt,
        updatedAt: createdAt,
      });
    }
    const [record] = await withSurveys(tx, [project]);
    if (!record) throw projectNotFound();
    return record;
  });
  ctx.analytics.track('Created New Project', viewer, { projectId: created.project.id });
  return created;
}

/** Renames the project and its surveys. */
export async function updateProject(
  ctx: Ctx & Tracking,
  viewer: Viewer,
  input: { projectId: string; name: string },
): Promise<ProjectRecord> {
  const renamed = await ctx.db.transaction(async (tx) => {
    const project = await findProject(tx, viewer.accountId, input.projectId);
    if (!project) throw projectNotFound();
    await renameProject(tx, project.id, input.name, ctx.clock());
    const updated = await findProject(tx, viewer.accountId, project.id);
    if (!updated) throw projectNotFound();
    const [record] = await withSurveys(tx, [updated]);
    if (!record) throw projectNotFound();
    return record;
  });
  ctx.analytics.track('Renamed Project', viewer, { projectId: renamed.project.id });
  return renamed;
}

/**
 * Deletes the project with everything of its surveys. The database does the cascade (foreign keys
 * ON DELETE CASCADE from surveys to projects and from every survey's fieldwork, order,
 * questionnaire draft, command log and respondent sessions to surveys), so a table added later
 * cannot be forgotten here. No module keeps anything outside the database that needs cleaning.
 */
export async function deleteProject(
  ctx: Ctx & Tracking,
  viewer: Viewer,
  input: { projectId: string; accountId: string },
): Promise<{ projectId: string }> {
  if (input.accountId !== viewer.accountId) throw projectNotFound();
  const deleted = await ctx.db.transaction(async (tx) => {
    const project = await findProject(tx, viewer.accountId, input.projectId);
    if (!project) throw projectNotFound();
    await deleteProjectRow(tx, project.id);
    return { projectId: project.id };
  });
  ctx.analytics.track('Deleted Project', viewer, deleted);
  return deleted;
}
