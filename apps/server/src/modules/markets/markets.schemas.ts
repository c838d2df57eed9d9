import { MAX_MARKETS } from '@survey/domain/markets/markets';
import { z } from 'zod';
import { ProjectName } from '../projects/projects.module.ts';

const id = z.guid();
const countryCode = z.string().trim().min(2).max(2);
const samplesNeeded = z.number().int().min(1).max(99999);
const money = z.number().finite().min(0).max(1_000_000);

export const SurveyIdInput = z.object({ surveyId: id });

export const CreateMultiMarketProjectInput = z.object({
  name: ProjectName,
  accountId: id,
  creator: z.string().trim().min(3).max(320),
  // The domain rule (marketsProblems) says what is wrong with the list; the edge bounds its size.
  countryCodes: z.array(countryCode).max(MAX_MARKETS + 1),
  samplesNeeded,
});

export const AddMarketInput = z.object({ surveyId: id, countryCode, samplesNeeded });

export const PurchaseMarketsInput = z.object({
  surveyId: id,
  markets: z
    .array(
      z.object({
        surveyId: id,
        customerCPI: money,
        baseCPI: money,
        feasibility: z.number().min(0).max(1),
      }),
    )
    .min(1)
    .max(MAX_MARKETS),
  total: z.number().finite().min(0).max(1e12),
});

export const SoftLaunchMarketsInput = z.object({
  surveyId: id,
  samplesNeeded: z.number().int().min(0).max(99999),
});

export type CreateMultiMarketProjectArgs = z.infer<typeof CreateMultiMarketProjectInput>;
export type PurchaseMarketsArgs = z.infer<typeof PurchaseMarketsInput>;
