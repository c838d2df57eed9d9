import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { moduleSchema, type GraphQLService } from '../../platform/graphqlService.ts';
import type { JobDefinition } from '../../platform/jobRunner.ts';
import {
  END_LONG_PAUSED_CRON,
  END_LONG_PAUSED_QUEUE,
  runEndLongPausedSurveys,
} from './pauseExpiry.job.ts';
import { projectsResolvers } from './projects.resolvers.ts';

/** The project service: projects and their surveys (/v1/project/graphql). */
export function projectsGraphQL(ctx: { db: Executor; clock: Clock }): GraphQLService {
  return {
    service: 'project',
    typeDefs: moduleSchema('projects'),
    resolvers: projectsResolvers(ctx),
  };
}

/** The hourly auto-end of surveys paused too long. */
export function projectsJobs(deps: { db: Executor; clock: Clock; log: Logger }): JobDefinition[] {
  return [
    {
      queue: END_LONG_PAUSED_QUEUE,
      cron: END_LONG_PAUSED_CRON,
      work: () => runEndLongPausedSurveys(deps),
    },
  ];
}
