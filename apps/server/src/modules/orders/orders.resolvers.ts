import { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import type { Resolvers } from './orders.generated.ts';
import { presentOrder } from './orders.presenter.ts';
import { getSurveyOrder, updateSurveyOrder } from './orders.service.ts';
import { ORDER_STATUSES } from '@survey/domain/projects/constants';

const SurveyOrderInput = z.object({ surveyId: z.guid() });
const UpdateSurveyOrderInput = z.object({
  surveyId: z.guid(),
  orderStatus: z.enum(ORDER_STATUSES),
});

/** The order GraphQL service: parse -> viewer -> service -> present. */
export function ordersResolvers(ctx: { db: Executor; clock: Clock }): Resolvers {
  return {
    Query: {
      surveyOrder: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyOrderInput, args);
        const order = await getSurveyOrder(ctx, await viewer(), surveyId);
        return order && presentOrder(order);
      },
    },
    Mutation: {
      updateSurveyOrder: async (_p, args, { viewer }) => {
        const input = parseInput(UpdateSurveyOrderInput, args);
        const order = await updateSurveyOrder(
          ctx,
          await viewer(),
          input.surveyId,
          input.orderStatus,
        );
        return presentOrder(order);
      },
    },
  };
}
