import type { FastifyInstance } from 'fastify';
import type { AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AppDeps } from '../../platform/appDeps.ts';
import type { JobDefinition } from '../../platform/jobRunner.ts';
import { resolveServerSecret } from '../auth/jwtSecret.ts';
import { DROP_IDLE_CRON, DROP_IDLE_QUEUE, runDropIdleSessions } from './dropIdle.job.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { perNode } from './rateLimiter.ts';
import { quotaPlacesHeld } from './quotaCells.store.ts';
import { DEFAULT_RESPONDENT_LIMITS, registerRespondentApi } from './respondent.routes.ts';
import type { RespondentCtx } from './sessions.service.ts';
import { SessionCache } from './sessionCache.ts';
import { groupedAnswerMoves } from './answerMoves.ts';
import type { RecordCompleteQuality } from './settle.ts';

/**
 * The public respondent API and what the simulated panel needs to send respondents to it. `live`
 * is shared with the modules that change orders, so that they can make it forget a survey's state;
 * `recordQuality` stores each complete's data-quality record (the quality module's).
 */
export async function registerRespondent(
  app: FastifyInstance,
  deps: AppDeps,
  live: LiveSurveys,
  recordQuality: RecordCompleteQuality,
): Promise<RespondentCtx> {
  const db = deps.database.db;
  const linkSecret = await resolveServerSecret(
    'panel-link',
    deps.config.PANEL_LINK_SECRET,
    db,
    deps.log,
    'PANEL_LINK_SECRET',
  );
  const cacheSize = deps.config.RESPONDENT_SESSION_CACHE;
  const sessions = cacheSize > 0 ? new SessionCache(cacheSize) : undefined;
  const ctx: RespondentCtx = {
    db,
    clock: deps.clock,
    linkSecret,
    live,
    recordQuality,
    ...(sessions && { sessions }),
    writeMove: groupedAnswerMoves(db, deps.config.RESPONDENT_ANSWER_BATCH),
  };
  // Each node holds its share of the limits: N nodes together allow what one process would.
  const nodes = deps.config.RESPONDENT_LIMIT_NODES;
  const { metrics } = deps.observability;
  const answers = metrics.answersAccepted;
  registerRespondentApi(app, ctx, perNode(DEFAULT_RESPONDENT_LIMITS, nodes), () => answers.inc());
  metrics.sources.quotaPlaces = () => quotaPlacesHeld(db);
  return ctx;
}

/** Abandoned respondent sessions end as dropped and give their quota places back. */
export function respondentJobs(deps: {
  db: Db;
  clock: Clock;
  abandonment: AbandonmentSettings;
  log: Logger;
}): JobDefinition[] {
  return [{ queue: DROP_IDLE_QUEUE, cron: DROP_IDLE_CRON, work: () => runDropIdleSessions(deps) }];
}
