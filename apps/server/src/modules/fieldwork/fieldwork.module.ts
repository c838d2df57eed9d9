import type { FastifyInstance } from 'fastify';
import { moduleSchema, type GraphQLService } from '../../platform/graphqlService.ts';
import { registerAdjustIrNotification } from './adjustIr.routes.ts';
import { fieldworkResolvers } from './fieldwork.resolvers.ts';

/** The fieldwork service: audiences, quotas, cost quotes (/v1/fieldwork/graphql). */
export function fieldworkGraphQL(ctx: Parameters<typeof fieldworkResolvers>[0]): GraphQLService {
  return {
    service: 'fieldwork',
    typeDefs: moduleSchema('fieldwork'),
    resolvers: fieldworkResolvers(ctx),
  };
}

/** The REST route that asks the team to adjust a survey's incidence rate (team chat). */
export function registerFieldwork(
  app: FastifyInstance,
  ctx: Parameters<typeof registerAdjustIrNotification>[1],
): void {
  registerAdjustIrNotification(app, ctx);
}
