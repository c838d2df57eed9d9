import { MAX_NET_LABEL_LENGTH, MAX_NETS } from '@survey/domain/analysis/nets';
import {
  MAX_BANNER_GROUPS,
  SIGNIFICANCE_COMPARISONS,
  SIGNIFICANCE_CORRECTIONS,
} from '@survey/domain/results/analysisContract';
import {
  MAX_FILTER_OPTION_IDS,
  MAX_FILTER_OPTIONS,
  MAX_FILTERS,
  MAX_ID_LENGTH,
  MAX_TEXTS_PAGE,
  MAX_THEME_FILTER_IDS,
  MAX_THEME_OPTION_LENGTH,
} from '@survey/domain/results/requestLimits';
import { THEME_OPTION_PREFIX } from '@survey/domain/results/themes/themes';
import { z } from 'zod';
import { STORABLE, storable } from '../../lib/storableText.ts';

/** Ids in answers are uuids, option codes or `default:{code}`: bounded strings, nothing more. */
// Ids, labels and names go into saved tables (text and JSONB): storable text only.
const Id = z.string().min(1).max(MAX_ID_LENGTH).refine(storable, STORABLE);

const isTheme = (id: string) => id.startsWith(THEME_OPTION_PREFIX);

/** Theme options of a text question name their stems (`theme:…`): longer than other ids. */
const OptionId = z
  .string()
  .min(1)
  .max(MAX_THEME_OPTION_LENGTH)
  .refine((id) => id.length <= MAX_ID_LENGTH || isTheme(id), {
    message: `Too long: ids other than theme:… have at most ${MAX_ID_LENGTH} characters`,
  })
  .refine(storable, STORABLE);

const ResponseFilter = z.object({
  questionId: Id,
  matrixTitleId: Id.nullish().transform((v) => v ?? null),
  responseOptionIds: z.array(OptionId).max(MAX_FILTER_OPTIONS),
});

/**
 * The filters of one request, bounded as a whole (requestLimits.ts): a request's cost grows with
 * its option ids, and a theme id with the answers its stems are in.
 */
const ResponseFilters = z
  .array(ResponseFilter)
  .max(MAX_FILTERS)
  .superRefine((filters, ctx) => {
    const ids = filters.flatMap((f) => f.responseOptionIds);
    if (ids.length > MAX_FILTER_OPTION_IDS) {
      ctx.addIssue({
        code: 'custom',
        message: `Too many option ids: at most ${MAX_FILTER_OPTION_IDS} over all filters`,
      });
    }
    if (ids.filter(isTheme).length > MAX_THEME_FILTER_IDS) {
      ctx.addIssue({
        code: 'custom',
        message: `Too many themes: at most ${MAX_THEME_FILTER_IDS} theme ids over all filters`,
      });
    }
  })
  .default([]);

export const SummaryInput = z.object({
  surveyId: z.guid(),
  responseFilters: ResponseFilters,
  /** Counts as sums of raking weights (issue 26 §2). */
  weighted: z.boolean().default(false),
});

export const QuotasInput = z.object({ surveyId: z.guid() });

export const TextsInput = z.object({
  surveyId: z.guid(),
  questionId: Id,
  responseFilters: ResponseFilters,
  search: z.string().max(200).default(''),
  offset: z.number().int().min(0).max(10_000_000).default(0),
  limit: z.number().int().min(1).max(MAX_TEXTS_PAGE).default(20),
});

const VariableRef = z.object({
  questionId: Id,
  matrixTitleId: Id.nullish().transform((v) => v ?? null),
  rank: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .nullish()
    .transform((v) => v ?? null),
});

const Net = z.object({
  label: z.string().trim().min(1).max(MAX_NET_LABEL_LENGTH).refine(storable, STORABLE),
  optionIds: z.array(Id).min(1).max(500),
});

const SignificanceLevel = z.union([z.literal(99), z.literal(95), z.literal(90)]);

/**
 * The researcher's significance options (issue 38 §5). Absent: the spec's 95/90% between columns,
 * uncorrected (a table saved before the options reads as it did). The lower-case level must be
 * below the upper-case one.
 */
export const SignificanceInput = z
  .object({
    level: SignificanceLevel,
    lowerLevel: SignificanceLevel.nullable(),
    comparison: z.enum(SIGNIFICANCE_COMPARISONS),
    correction: z.enum(SIGNIFICANCE_CORRECTIONS),
  })
  .refine((o) => o.lowerLevel === null || o.lowerLevel < o.level, {
    message: 'The lower-case level must be below the upper-case level',
    path: ['lowerLevel'],
  });

/** A crosstab without its survey: what a saved table keeps. */
export const CrosstabDefinition = z.object({
  row: VariableRef,
  banner: z.array(VariableRef).max(MAX_BANNER_GROUPS).default([]),
  responseFilters: ResponseFilters,
  weighted: z.boolean().default(false),
  nets: z.array(Net).max(MAX_NETS).default([]),
  boxes: z.boolean().default(false),
  significance: SignificanceInput.optional(),
});

export const CrosstabInput = CrosstabDefinition.extend({ surveyId: z.guid() });

/**
 * Issue 37 §3: `markets: 'all'` reads every market of the survey's multi-market project together
 * (marketScope.service.ts); absent, the survey's own results exactly as before. The results
 * routes, a saved table (its scope) and a share link across markets take it; the public API's
 * bodies stay the spec's.
 */
export const MarketsScope = z.literal('all').optional();

export const SaveCrosstabInput = z.object({
  surveyId: z.guid(),
  name: z.string().trim().min(1).max(80).refine(storable, STORABLE),
  definition: CrosstabDefinition,
  markets: MarketsScope,
});

export const CrosstabsQuery = z.object({ surveyId: z.guid(), markets: MarketsScope });
export const CrosstabIdParams = z.object({ id: z.guid() });

export const ThemesInput = z.object({
  surveyId: z.guid(),
  questionId: Id,
  responseFilters: ResponseFilters,
});

export const ScopedSummaryInput = SummaryInput.extend({ markets: MarketsScope });
export const ScopedTextsInput = TextsInput.extend({ markets: MarketsScope });
export const ScopedCrosstabInput = CrosstabInput.extend({ markets: MarketsScope });
