import { z } from 'zod';

const surveyId = z.guid();
const countryCode = z.string().trim().min(2).max(3);
const samplesNeeded = z.number().int().min(1).max(99999);
/** The account's markup as a fraction (0.25 = +25%). */
const accountMarkup = z.number().min(0).max(10);
/** Minutes. */
const lengthOfInterview = z.number().int().min(1).max(180);
/** An ISO date (2024-05-01) or date-time with an offset. */
const isoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const SurveyIdInput = z.object({ surveyId });

export const AddFieldworkInput = z.object({
  surveyId,
  panelSupplierCode: z.string().trim().min(1).max(50),
  countryCode,
  samplesNeeded,
  accountMarkup,
});

export const UpdateFieldworkInput = z.object({
  surveyId,
  lengthOfInterview: lengthOfInterview.nullish(),
  startDate: isoDate.nullish(),
  endDate: isoDate.nullish(),
  samplesNeeded: samplesNeeded.nullish(),
  countryCode: countryCode.nullish(),
  incidenceRate: z.number().gt(0).max(100).nullish(),
  softLaunch: z.object({ samplesNeeded: z.number().int().min(0).max(99999) }).nullish(),
});

export const CostQuoteInput = z.object({
  surveyId,
  lengthOfInterview: lengthOfInterview.nullish(),
  /** The earlier name of lengthOfInterview, still sent by older dashboards. */
  loi: lengthOfInterview.nullish(),
  /** Price as the purchase will (the confirm page). */
  purchase: z.boolean().nullish(),
});
export const FeasibilityInput = z.object({ surveyId, loi: lengthOfInterview.nullish() });
export const CategoriesInput = z.object({
  surveyId,
  expandedCategories: z.array(z.string().max(100)).max(50),
});
export const SearchCategoriesInput = z.object({ surveyId, searchCriteria: z.string().max(1000) });
export const CountryCodeInput = z.object({ countryCode });

export type AddFieldwork = z.infer<typeof AddFieldworkInput>;
export type UpdateFieldwork = z.infer<typeof UpdateFieldworkInput>;
