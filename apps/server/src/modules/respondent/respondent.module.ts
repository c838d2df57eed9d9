import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/appDeps.ts';
import { resolveServerSecret } from '../auth/jwtSecret.ts';
import { LiveSurveys } from './liveSurveys.ts';
import { registerRespondentApi } from './respondent.routes.ts';
import type { RespondentCtx } from './sessions.service.ts';

/**
 * The public respondent API and what the simulated panel needs to send respondents to it. `live`
 * is shared with the modules that change orders, so that they can make it forget a survey's state.
 */
export async function registerRespondent(
  app: FastifyInstance,
  deps: AppDeps,
  live: LiveSurveys = new LiveSurveys(deps.database.db),
): Promise<RespondentCtx> {
  const db = deps.database.db;
  const linkSecret = await resolveServerSecret(
    'panel-link',
    deps.config.PANEL_LINK_SECRET,
    db,
    deps.log,
    'PANEL_LINK_SECRET',
  );
  const ctx: RespondentCtx = { db, clock: deps.clock, linkSecret, live };
  registerRespondentApi(app, ctx);
  return ctx;
}
