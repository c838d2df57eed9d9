import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { getCostQuote } from './costQuote.service.ts';
import type { Resolvers } from './fieldwork.generated.ts';
import { presentFieldwork } from './fieldwork.presenter.ts';
import {
  AddFieldworkInput,
  CostQuoteInput,
  SurveyIdInput,
  UpdateFieldworkInput,
} from './fieldwork.schemas.ts';
import { addFieldwork, getFieldwork, listCountries, updateFieldwork } from './fieldwork.service.ts';

/** The fieldwork GraphQL service: parse -> viewer -> service -> present. */
export function fieldworkResolvers(ctx: { db: Executor; clock: Clock }): Resolvers {
  return {
    Query: {
      countries: async (_p, _a, { viewer }) => {
        await viewer();
        return listCountries().map((c) => ({ ...c, locale: { ...c.locale } }));
      },
      fieldwork: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyIdInput, args);
        const row = await getFieldwork(ctx, await viewer(), surveyId);
        return row && presentFieldwork(row);
      },
      getCostQuote: async (_p, args, { viewer }) => {
        const input = parseInput(CostQuoteInput, args);
        return { cpi: await getCostQuote(ctx, await viewer(), input.surveyId, input.loi) };
      },
    },
    Mutation: {
      addFieldwork: async (_p, args, { viewer }) => {
        const input = parseInput(AddFieldworkInput, args);
        return presentFieldwork(await addFieldwork(ctx, await viewer(), input));
      },
      updateFieldwork: async (_p, args, { viewer }) => {
        const input = parseInput(UpdateFieldworkInput, args);
        return presentFieldwork(await updateFieldwork(ctx, await viewer(), input));
      },
    },
  };
}
