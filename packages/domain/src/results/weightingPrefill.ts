/**
 * The targets the weighting panel starts from (issue 38 §5 "census figures prefilled"), per
 * weightable question: an audience criterion the census tables know (age, gender, region) starts
 * from the population's shares, the same figures the 'Nationally representative' preset and the
 * quotas switched on start from (`audience/presets/populationShares.ts`); another criterion with
 * quotas from its quota targets; anything else (custom criteria, questionnaire questions) from the
 * sample's own shares, so that weighting to the prefill changes nothing until the researcher does.
 */
import { quotaMargins } from '../analysis/quotaMargins.ts';
import { startingQuotas } from '../audience/presets/populationShares.ts';
import { audienceQuestionOf } from '../respondent/engine/audienceQuestions.ts';
import type { PublishedSurvey } from '../respondent/engine/published.ts';
import { audienceKey } from '../respondent/engine/steps.ts';
import { resultLayout } from './layout.ts';
import { weightableQuestions, type WeightableQuestion } from './weightingScheme.ts';

export type PrefillSource = 'census' | 'quotas' | 'sample';

export interface WeightingQuestion extends WeightableQuestion {
  /** Percent per option id, 2 decimals, summing to exactly 100, each above 0. */
  prefill: Record<string, number>;
  prefillSource: PrefillSource;
}

/** The smallest prefilled percent: every target must be above 0. */
const MIN_PERCENT = 0.01;

/**
 * Percents from weights over the ids (2 decimals, each at least 0.01, summing to exactly 100:
 * the rounding remainder on the largest); an option nobody chose counts as half a complete.
 */
export function percentsFrom(
  ids: readonly string[],
  weightOf: (id: string) => number,
): Record<string, number> {
  const raw = ids.map((id) => Math.max(weightOf(id), 0) || 0.5);
  const total = raw.reduce((a, b) => a + b, 0);
  const out: Record<string, number> = {};
  ids.forEach((id, i) => {
    out[id] = Math.max(MIN_PERCENT, Math.round(((raw[i] as number) / total) * 10000) / 100);
  });
  const largest = ids.reduce((a, b) => ((out[b] ?? 0) > (out[a] ?? 0) ? b : a));
  const sum = ids.reduce((s, id) => s + (out[id] ?? 0), 0);
  out[largest] = Math.round(((out[largest] ?? 0) + 100 - sum) * 100) / 100;
  return out;
}

/**
 * Every weightable question with its prefilled targets. `counts(questionId)`: the sample's
 * completes per option id (unweighted, included completes).
 */
export function weightingQuestions(
  published: PublishedSurvey,
  counts: (questionId: string) => ReadonlyMap<string, number>,
): WeightingQuestion[] {
  const quotas = quotaMargins(published);
  const members = new Map(published.audience.members.map((m) => [audienceKey(m.number), m]));
  return weightableQuestions(resultLayout(published)).map((q) => {
    const ids = q.options.map((o) => o.id);
    const member = members.get(q.pageKey);
    if (member) {
      const key = audienceQuestionOf(member).key;
      if (member.memberType === 'Standard') {
        const census = startingQuotas(published.audience.countryCode, key, ids);
        if (census && ids.every((id) => (census[id] ?? 0) > 0)) {
          return { ...q, prefill: census, prefillSource: 'census' };
        }
      }
      const targets = quotas.margins.find((m) => m.id === key)?.targets;
      if (targets && ids.every((id) => (targets.get(id) ?? 0) > 0)) {
        return {
          ...q,
          prefill: percentsFrom(ids, (id) => targets.get(id) ?? 0),
          prefillSource: 'quotas',
        };
      }
    }
    const observed = counts(q.questionId);
    return {
      ...q,
      prefill: percentsFrom(ids, (id) => observed.get(id) ?? 0),
      prefillSource: 'sample',
    };
  });
}
