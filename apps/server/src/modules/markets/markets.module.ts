import { moduleSchema, type GraphQLService } from '../../platform/graphqlService.ts';
import { marketsResolvers } from './markets.resolvers.ts';
import type { MarketsCtx } from './markets.service.ts';

/** The market service: multi-market projects, their markets and their one purchase (/v1/market/graphql). */
export function marketsGraphQL(ctx: MarketsCtx): GraphQLService {
  return { service: 'market', typeDefs: moduleSchema('markets'), resolvers: marketsResolvers(ctx) };
}
