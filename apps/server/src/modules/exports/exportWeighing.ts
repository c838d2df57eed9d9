/**
 * The raw-data export's first pass (rawDataExport.job.ts): each complete's weight, in the
 * export's snapshot, by the survey's quota raking or the researcher's weighting scheme.
 */
import { exportRowCategories } from '@survey/domain/exports/exportRow';
import { quotaMargins } from '@survey/domain/analysis/quotaMargins';
import { rakeWeights } from '@survey/domain/analysis/weights';
import type { Answer } from '@survey/domain/respondent/answers';
import { resultLayout } from '@survey/domain/results/layout';
import { appliedScheme, type SchemeWeighting } from '@survey/domain/results/schemeMargins';
import type { Executor } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  exportAnswerCounts,
  exportCategoryCounts,
  type ExportRowKey,
} from '../respondent/respondent.queries.ts';
import type { LiveSurvey } from '../orders/liveSurveys.queries.ts';
import { surveyWeightingScheme } from './exports.store.ts';

/**
 * What the weighting pass found: how many completes, each one's weight by its stored quota
 * categories or, with a weighting scheme, by its answers to the scheme's questions, and the page
 * keys those answers are read from (empty without a scheme).
 */
export interface Weighing {
  total: number;
  weightOf(row: { categories: string | null; answers: string | null }): number;
  pageKeys: readonly string[];
}

/**
 * The first pass: the completes counted by their stored raking categories, raked to the quota
 * targets (everyone weighs 1 without quotas). Raking treats completes with the same categories
 * alike, so one weight per combination of categories is every complete's weight: PostgreSQL
 * counts, and nothing per complete is held. Run in the export's snapshot, so weights and rows
 * describe one sample (completes that arrive meanwhile are not in the file).
 */
export async function weighing(
  db: Executor,
  key: ExportRowKey,
  live: LiveSurvey,
  log: Logger,
): Promise<Weighing> {
  const scheme = appliedScheme(
    resultLayout(live.published),
    await surveyWeightingScheme(db, key.surveyId),
  );
  if (scheme) return schemeWeighing(db, key, scheme, log);
  const counts = await exportCategoryCounts(db, key);
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const quotas = quotaMargins(live.published);
  if (quotas.margins.length === 0) return { total, weightOf: () => 1, pageKeys: [] };
  const respondents: (readonly (string | null)[])[] = [];
  for (const c of counts) {
    const categories = exportRowCategories(c.categories, quotas.margins.length);
    for (let i = 0; i < c.count; i++) respondents.push(categories);
  }
  const raked = rakeWeights(quotas.margins, respondents);
  log.info(
    {
      surveyId: key.surveyId,
      completes: total,
      converged: raked.converged,
      maxDeviation: raked.maxDeviation,
      efficiency: raked.efficiency,
    },
    'raw-data export weights',
  );
  const byCategories = new Map<string | null, number>();
  let first = 0;
  for (const c of counts) {
    byCategories.set(c.categories, raked.weights[first] ?? 1);
    first += c.count;
  }
  return { total, weightOf: (row) => byCategories.get(row.categories) ?? 1, pageKeys: [] };
}

/**
 * The researcher's scheme (issue 38 §5): completes counted by their answers to its questions,
 * raked to its targets with its cap and floor, one weight per combination of answers (the
 * results index rakes the same categories, so the file and the results agree).
 */
async function schemeWeighing(
  db: Executor,
  key: ExportRowKey,
  scheme: SchemeWeighting,
  log: Logger,
): Promise<Weighing> {
  const { margins, pageKeys } = scheme.margins;
  const counts = await exportAnswerCounts(db, key, pageKeys);
  const respondents: (readonly (string | null)[])[] = [];
  for (const c of counts) {
    const values = JSON.parse(c.answers) as (Answer | null)[];
    const answers = Object.fromEntries(pageKeys.map((k, i) => [k, values[i] ?? null]));
    const categories = scheme.margins.categoryOf(answers);
    for (let i = 0; i < c.count; i++) respondents.push(categories);
  }
  const raked = rakeWeights(margins, respondents, scheme.options);
  log.info(
    {
      surveyId: key.surveyId,
      completes: respondents.length,
      converged: raked.converged,
      efficiency: raked.efficiency,
    },
    'raw-data export weights (weighting scheme)',
  );
  const byAnswers = new Map<string, number>();
  let first = 0;
  for (const c of counts) {
    byAnswers.set(c.answers, raked.weights[first] ?? 1);
    first += c.count;
  }
  return {
    total: respondents.length,
    weightOf: (row) => byAnswers.get(row.answers ?? '') ?? 1,
    pageKeys,
  };
}
