import { z } from 'zod';
import { parseInput } from '../../lib/validate.ts';
import type { Resolvers } from './orders.generated.ts';
import { presentOrder } from './orders.presenter.ts';
import { getSurveyOrder, updateSurveyOrder } from './orders.service.ts';
import { addPanelSupplierOrder } from './fullLaunch.service.ts';
import { setReplacementWindow } from './replacementWindow.service.ts';
import { createSurveyOrder, type OrdersCtx } from './purchase.service.ts';
import { ORDER_STATUSES } from '@survey/domain/projects/constants';

const SurveyOrderInput = z.object({ surveyId: z.guid() });
const UpdateSurveyOrderInput = z.object({
  surveyId: z.guid(),
  orderStatus: z.enum(ORDER_STATUSES),
});
/** Prices in GBP as the browser was quoted them; the server re-quotes and compares. */
const price = z.number().finite().min(0).max(100_000);
const CreateSurveyOrderInput = z.object({
  surveyId: z.guid(),
  feasibility: z.number().finite().min(0).max(1),
  customerCPI: price,
  baseCPI: price,
});
const AddPanelSupplierOrderInput = z.object({
  surveyId: z.guid(),
  orderDescription: z.string().max(100),
  samplesNeeded: z.number().int().min(1).max(99_999),
});

/** The range is the domain's (checkWindowChange): refused there with the field named. */
const SetReplacementWindowInput = z.object({ surveyId: z.guid(), days: z.number() });

/** The order GraphQL service: parse -> viewer -> service -> present. */
export function ordersResolvers(ctx: OrdersCtx): Resolvers {
  return {
    Query: {
      surveyOrder: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyOrderInput, args);
        const order = await getSurveyOrder(ctx, await viewer(), surveyId);
        return order && presentOrder(order);
      },
    },
    Mutation: {
      createSurveyOrder: async (_p, args, { viewer }) => {
        const input = parseInput(CreateSurveyOrderInput, args);
        return presentOrder(await createSurveyOrder(ctx, await viewer(), input));
      },
      addPanelSupplierOrder: async (_p, args, { viewer }) => {
        const input = parseInput(AddPanelSupplierOrderInput, args);
        const order = await addPanelSupplierOrder(ctx, await viewer(), input);
        ctx.orderChanged?.(input.surveyId);
        return presentOrder(order);
      },
      updateSurveyOrder: async (_p, args, { viewer }) => {
        const input = parseInput(UpdateSurveyOrderInput, args);
        const order = await updateSurveyOrder(
          ctx,
          await viewer(),
          input.surveyId,
          input.orderStatus,
        );
        ctx.orderChanged?.(input.surveyId);
        return presentOrder(order);
      },
      setReplacementWindow: async (_p, args, { viewer }) => {
        const input = parseInput(SetReplacementWindowInput, args);
        const order = await setReplacementWindow(ctx, await viewer(), input.surveyId, input.days);
        return presentOrder(order);
      },
    },
  };
}
