import { SOLUTION_ID } from '@survey/domain/projects/constants';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound, unauthenticated } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import type { Tracking } from '../../platform/ports.ts';
import { bearerToken } from '../../platform/viewer.ts';
import type { ExportsSurface } from '../exports/exports.module.ts';
import { createProject, searchProjects } from '../projects/projects.service.ts';
import type { QuestionnaireDrafts } from '../questionnaire/draftStore/draftStore.ts';
import {
  draftQuestionnaireSummary,
  duplicateQuestionnaire,
} from '../questionnaire/questionnaire.service.ts';
import type { ResultsServices } from '../results/results.module.ts';
import { authenticateApiKey } from './apiKeys.service.ts';
import { exportNotReady, missingScope } from './apiKeys.errors.ts';
import { presentProjects } from './apiKeys.presenter.ts';
import {
  CreateProjectBody,
  CrosstabBody,
  ExportBody,
  ExportParams,
  ProjectsQuery,
  SavedCrosstabParams,
  SummaryBody,
  SurveyParams,
} from './publicApi.schemas.ts';
import { countKeyRequest } from './publicRateLimit.ts';
import { fastifyPath, route, type PublicRoute } from './publicRoute.ts';

export interface PublicApiDeps extends Tracking {
  db: Executor;
  clock: Clock;
  drafts: QuestionnaireDrafts;
  results: ResultsServices;
  exports: ExportsSurface;
  /** PUBLIC_API_RATE_PER_MINUTE. */
  ratePerMinute: number;
}

/**
 * The public API's routes (issue 39 §2): each calls the service the dashboard's own route calls,
 * as the researcher who made the key, so an id of another account is the same 404.
 */
export function publicRoutes(deps: PublicApiDeps): PublicRoute[] {
  return [
    route({
      method: 'get',
      path: '/projects',
      operationId: 'listProjects',
      summary: "The account's projects with their surveys, most recently updated first",
      tag: 'Projects',
      scope: 'projects:read',
      query: ProjectsQuery,
      answers: { status: 200, description: '`{ projects: [{ id, name, surveys: [...] }] }`' },
      handle: async ({ caller, query }) => {
        const { viewer } = caller;
        const records = await searchProjects(deps, viewer, {
          accountId: viewer.accountId,
          offset: query.offset,
          limit: query.limit,
        });
        return { projects: presentProjects(records) };
      },
    }),
    route({
      method: 'post',
      path: '/projects',
      operationId: 'createProject',
      summary: "A new project whose draft survey has a copy of another survey's questionnaire",
      tag: 'Projects',
      scope: 'projects:write',
      body: CreateProjectBody,
      answers: { status: 201, description: '`{ projectId, surveyId, name }` of the new project' },
      handle: async ({ caller, body, reply }) => {
        const { viewer } = caller;
        const ctx = { ...deps, drafts: deps.drafts };
        // Checked first: a missing source must not leave an empty project behind.
        if (!(await draftQuestionnaireSummary(ctx, viewer, body.fromSurveyId))) {
          throw notFound('Survey');
        }
        const created = await createProject(deps, viewer, {
          name: body.name,
          accountId: viewer.accountId,
          solutionId: SOLUTION_ID,
          creator: viewer.email,
        });
        const surveyId = created.surveys[0]?.id ?? '';
        await duplicateQuestionnaire(ctx, viewer, {
          surveyId: body.fromSurveyId,
          newSurveyId: surveyId,
          // Ignored by the service (the account's own markup is used): fieldwork README "Markup".
          accountMarkup: 0,
        });
        void reply.code(201);
        return { projectId: created.project.id, surveyId, name: created.project.name };
      },
    }),
    route({
      method: 'get',
      path: '/surveys/{surveyId}/progress',
      operationId: 'surveyProgress',
      summary: "A survey's fieldwork progress: completes collected and wanted, spend",
      tag: 'Results',
      scope: 'results:read',
      params: SurveyParams,
      answers: { status: 200, description: 'The progress (the dashboard results API /progress)' },
      handle: async ({ caller, params }) => {
        const [progress] = await deps.results.progress(caller.viewer, [params.surveyId]);
        if (!progress) throw notFound('Survey');
        return progress;
      },
    }),
    route({
      method: 'get',
      path: '/surveys/{surveyId}/quotas',
      operationId: 'surveyQuotas',
      summary: "A survey's quotas: the audience's, and beside them the quotas on answers",
      tag: 'Results',
      scope: 'results:read',
      params: SurveyParams,
      answers: {
        status: 200,
        description:
          'The quotas (the dashboard results API /quotas): `quotas` (the audience), `answerQuotas` (questions of the questionnaire; absent when none)',
      },
      handle: ({ caller, params }) => deps.results.quotas(caller.viewer, params.surveyId),
    }),
    route({
      method: 'post',
      path: '/surveys/{surveyId}/summary',
      operationId: 'surveySummary',
      summary: "Counts of every question's answers, filtered and weighted as asked",
      tag: 'Results',
      scope: 'results:read',
      params: SurveyParams,
      body: SummaryBody,
      answers: { status: 200, description: 'The summary (the dashboard results API /summary)' },
      handle: ({ caller, params, body }) =>
        deps.results.summary(caller.viewer, { ...body, surveyId: params.surveyId }),
    }),
    route({
      method: 'get',
      path: '/surveys/{surveyId}/crosstabs',
      operationId: 'listSavedCrosstabs',
      summary: "The survey's saved tables (their definitions), oldest first",
      tag: 'Results',
      scope: 'results:read',
      params: SurveyParams,
      answers: { status: 200, description: 'The saved tables: `[{ id, name, definition }]`' },
      handle: ({ caller, params }) => deps.results.savedCrosstabs(caller.viewer, params.surveyId),
    }),
    route({
      method: 'get',
      path: '/surveys/{surveyId}/crosstabs/{crosstabId}',
      operationId: 'savedCrosstab',
      summary: 'A saved table computed on the data as it is now',
      tag: 'Results',
      scope: 'results:read',
      params: SavedCrosstabParams,
      answers: { status: 200, description: 'The crosstab (the dashboard results API /crosstab)' },
      handle: async ({ caller, params }) => {
        const saved = await deps.results.savedCrosstabs(caller.viewer, params.surveyId);
        const table = saved.find((s) => s.id === params.crosstabId);
        if (!table) throw notFound('Crosstab');
        return deps.results.crosstab(caller.viewer, {
          ...table.definition,
          surveyId: params.surveyId,
        });
      },
    }),
    route({
      method: 'post',
      path: '/surveys/{surveyId}/crosstab',
      operationId: 'crosstab',
      summary: 'A crosstab of a row question by up to 6 banner questions (ad hoc)',
      tag: 'Results',
      scope: 'results:read',
      params: SurveyParams,
      body: CrosstabBody,
      answers: { status: 200, description: 'The crosstab (the dashboard results API /crosstab)' },
      handle: ({ caller, params, body }) =>
        deps.results.crosstab(caller.viewer, { ...body, surveyId: params.surveyId }),
    }),
    route({
      method: 'post',
      path: '/surveys/{surveyId}/exports',
      operationId: 'startExport',
      summary: "Starts a raw-data export of the survey (or answers the same variant's current one)",
      tag: 'Exports',
      scope: 'exports',
      params: SurveyParams,
      body: ExportBody,
      answers: {
        status: 202,
        description:
          'The export job `{ exportId, status, percent, url, ... }`; 200 when a done file is answered',
      },
      handle: async ({ caller, params, body, reply }) => {
        const job = await deps.exports.start(caller.viewer, {
          ...body,
          survey_id: params.surveyId,
        });
        void reply.code(job.status === 'done' ? 200 : 202);
        return job;
      },
    }),
    route({
      method: 'get',
      path: '/exports/{exportId}',
      operationId: 'getExport',
      summary: "An export's status and progress",
      tag: 'Exports',
      scope: 'exports',
      params: ExportParams,
      answers: { status: 200, description: 'The export job' },
      handle: ({ caller, params }) => deps.exports.get(caller.viewer, params.exportId),
    }),
    route({
      method: 'get',
      path: '/exports/{exportId}/file',
      operationId: 'getExportFile',
      summary: "Redirects to the done export's file (a signed link that expires)",
      tag: 'Exports',
      scope: 'exports',
      params: ExportParams,
      answers: { status: 302, description: "`Location`: the file's signed download link" },
      handle: async ({ caller, params, reply }) => {
        const job = await deps.exports.get(caller.viewer, params.exportId);
        if (job.status !== 'done' || !job.url) throw exportNotReady(job.status);
        return reply.redirect(job.url, 302);
      },
    }),
  ];
}

/** Serves `routes` under PUBLIC_API: key, rate limit, scope, then the route's own checks. */
export function registerPublicRoutes(
  app: FastifyInstance,
  deps: PublicApiDeps,
  routes: PublicRoute[],
): void {
  for (const r of routes) {
    app.route({
      method: r.method.toUpperCase() as 'GET' | 'POST',
      url: fastifyPath(r.path),
      handler: async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        const secret = bearerToken(req.headers.authorization);
        if (!secret) throw unauthenticated('An API key is required: Authorization: Bearer <key>.');
        const caller = await authenticateApiKey(deps, secret);
        const now = deps.clock();
        await countKeyRequest(
          { db: deps.db, now, perMinute: deps.ratePerMinute },
          caller.keyId,
          reply,
        );
        if (!caller.scopes.includes(r.scope)) throw missingScope(r.scope);
        return r.handle({
          caller,
          params: r.params ? parseInput(r.params, req.params) : {},
          query: r.query ? parseInput(r.query, req.query) : {},
          // A POST without a body is an empty object: every field of these bodies has a default
          // or is required anyway.
          body: r.body ? parseInput(r.body, req.body ?? {}) : undefined,
          reply,
        });
      },
    });
  }
}
