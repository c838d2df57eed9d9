import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/appDeps.ts';
import { resolveServerSecret } from '../auth/jwtSecret.ts';
import { LiveSurveys } from './liveSurveys.ts';
import { registerRespondentApi } from './respondent.routes.ts';
import type { RespondentCtx } from './sessions.service.ts';

/** The public respondent API and what the simulated panel needs to send respondents to it. */
export async function registerRespondent(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<RespondentCtx> {
  const db = deps.database.db;
  const linkSecret = await resolveServerSecret(
    'panel-link',
    deps.config.PANEL_LINK_SECRET,
    db,
    deps.log,
    'PANEL_LINK_SECRET',
  );
  const ctx: RespondentCtx = { db, clock: deps.clock, linkSecret, live: new LiveSurveys(db) };
  registerRespondentApi(app, ctx);
  return ctx;
}
