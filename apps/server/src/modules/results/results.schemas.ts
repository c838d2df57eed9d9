import { z } from 'zod';

/** Ids in answers are uuids, option codes or `default:{code}`: bounded strings, nothing more. */
const Id = z.string().min(1).max(200);

/** Theme options of a text question name their stems (`theme:…`): longer than other ids. */
const OptionId = z.string().min(1).max(2000);

const ResponseFilter = z.object({
  questionId: Id,
  matrixTitleId: Id.nullish().transform((v) => v ?? null),
  responseOptionIds: z.array(OptionId).max(500),
});

export const SummaryInput = z.object({
  surveyId: z.guid(),
  responseFilters: z.array(ResponseFilter).max(100).default([]),
});

export const QuotasInput = z.object({ surveyId: z.guid() });

export const TextsInput = z.object({
  surveyId: z.guid(),
  questionId: Id,
  responseFilters: z.array(ResponseFilter).max(100).default([]),
  search: z.string().max(200).default(''),
  offset: z.number().int().min(0).max(10_000_000).default(0),
  limit: z.number().int().min(1).max(100).default(20),
});

export const ThemesInput = z.object({
  surveyId: z.guid(),
  questionId: Id,
  responseFilters: z.array(ResponseFilter).max(100).default([]),
});
