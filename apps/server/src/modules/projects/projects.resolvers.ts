import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { parseInput } from '../../lib/validate.ts';
import type { Resolvers } from './projects.generated.ts';
import { presentProject, presentSurvey } from './projects.presenter.ts';
import {
  CreateProjectInput,
  DeleteProjectInput,
  SearchProjectsInput,
  SurveyIdInput,
  UpdateProjectInput,
  UpdateSurveyInput,
} from './projects.schemas.ts';
import {
  createProject,
  deleteProject,
  projectBySurveyId,
  searchProjects,
  updateProject,
} from './projects.service.ts';
import type { SurveyRow, SurveyStateValue } from './projects.store.ts';

/**
 * A researcher's survey state move: the survey lifecycle (state and order status) is the orders
 * module's (orders/surveyLifecycle.service.ts), handed in by app/compose.ts.
 */
export type MoveSurvey = (
  viewer: Viewer,
  input: { surveyId: string; state: SurveyStateValue },
) => Promise<SurveyRow>;

/** The project GraphQL service: parse -> viewer -> service -> present. */
export function projectsResolvers(
  ctx: {
    db: Executor;
    clock: Clock;
    moveSurvey: MoveSurvey;
  } & Tracking,
): Resolvers {
  return {
    Query: {
      searchProjects: async (_p, args, { viewer }) => {
        const input = parseInput(SearchProjectsInput, args);
        const records = await searchProjects(ctx, await viewer(), input);
        return { projects: records.map(presentProject) };
      },
      projectBySurveyId: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyIdInput, args);
        const record = await projectBySurveyId(ctx, await viewer(), surveyId);
        return record && presentProject(record);
      },
    },
    Mutation: {
      createProject: async (_p, args, { viewer }) => {
        const input = parseInput(CreateProjectInput, args);
        return presentProject(await createProject(ctx, await viewer(), input));
      },
      updateProject: async (_p, args, { viewer }) => {
        const input = parseInput(UpdateProjectInput, args);
        return presentProject(await updateProject(ctx, await viewer(), input));
      },
      deleteProject: async (_p, args, { viewer }) => {
        const input = parseInput(DeleteProjectInput, args);
        return deleteProject(ctx, await viewer(), input);
      },
      updateSurvey: async (_p, args, { viewer }) => {
        const input = parseInput(UpdateSurveyInput, args);
        return presentSurvey(await ctx.moveSurvey(await viewer(), input));
      },
    },
  };
}
