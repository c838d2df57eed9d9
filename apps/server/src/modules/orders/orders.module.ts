import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { moduleSchema, type GraphQLService } from '../../platform/graphqlService.ts';
import type { JobDefinition } from '../../platform/jobRunner.ts';
import { ordersResolvers } from './orders.resolvers.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { OrdersCtx, ScheduleStart } from './purchase.service.ts';
import {
  END_LONG_PAUSED_CRON,
  END_LONG_PAUSED_QUEUE,
  runEndLongPausedSurveys,
} from './pauseExpiry.job.ts';
import { runStartScheduledSurveys } from './scheduledStart.job.ts';
import { updateSurvey } from './surveyLifecycle.service.ts';
import type { MoveSurvey } from '../projects/projects.resolvers.ts';
import { START_SCHEDULED_CRON, START_SCHEDULED_QUEUE } from './scheduledStart.service.ts';

/** The order service: buying fieldwork, its status and its supplier orders (/v1/order/graphql). */
export function ordersGraphQL(ctx: OrdersCtx): GraphQLService {
  return { service: 'order', typeDefs: moduleSchema('orders'), resolvers: ordersResolvers(ctx) };
}

/**
 * The survey lifecycle's jobs: the hourly auto-end of surveys paused too long; one job per
 * scheduled survey at its start date (sent by the purchase), plus a sweep.
 */
export function ordersJobs(deps: { db: Executor; clock: Clock; log: Logger }): JobDefinition[] {
  return [
    {
      queue: END_LONG_PAUSED_QUEUE,
      cron: END_LONG_PAUSED_CRON,
      work: () => runEndLongPausedSurveys(deps),
    },
    {
      queue: START_SCHEDULED_QUEUE,
      cron: START_SCHEDULED_CRON,
      work: () => runStartScheduledSurveys(deps),
    },
  ];
}

/**
 * A scheduled survey starts at its date. The purchase has committed when this runs, so a failed
 * send is logged, not answered: the job's sweep starts every due survey anyway. None without a
 * job runner.
 */
export function scheduleStartWith(
  boss: PgBoss | undefined,
  log: Logger,
): ScheduleStart | undefined {
  if (!boss) return undefined;
  return async (surveyId, at) => {
    try {
      await boss.send(START_SCHEDULED_QUEUE, { surveyId }, { startAfter: at });
    } catch (err) {
      log.warn({ err, surveyId }, 'could not queue the start of a scheduled survey');
    }
  };
}

/** A researcher's survey state move, for the project service (projects.resolvers.ts). */
export function surveyMover(ctx: { db: Executor; clock: Clock } & Tracking): MoveSurvey {
  return (viewer, input) => updateSurvey(ctx, viewer, input);
}
