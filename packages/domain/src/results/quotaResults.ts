/**
 * Quota results (spec 3 §3 "Quota result"): for every audience criterion with quotas on, each
 * quota'd option's share as set and its progress. Progress comes from the quota cells the
 * respondent flow fills (the same truth that closes a cell), targets from the cells or, before
 * the first respondent qualified, from the published sample.
 */
import { isOn } from '../audience/settings.ts';
import { audienceQuestionOf } from '../respondent/engine/audienceQuestions.ts';
import type { PublishedSurvey } from '../respondent/engine/published.ts';
import { quotaCellKey, quotaTargets } from '../respondent/engine/quotaCells.ts';
import type { QuotaResult, QuotasResponse } from './contract.ts';

export interface CellFill {
  filled: number;
  target: number;
}

/** The quotas response of a published survey (null: never published, so no quotas to show). */
export function quotaResults(
  surveyId: string,
  published: { survey: PublishedSurvey; samplesNeeded: number } | null,
  fills: ReadonlyMap<string, CellFill>,
  samplesCollected: number,
): QuotasResponse {
  const quotas: QuotaResult[] = [];
  const members = published?.survey.audience.members ?? [];
  const targets = published ? quotaTargets(published.survey.audience, published.samplesNeeded) : {};
  for (const member of members) {
    if (!isOn(member.memberItem.settingValues, 'quotas')) continue;
    const question = audienceQuestionOf(member);
    const quotaOf = new Map(
      member.memberType === 'Standard'
        ? member.memberItem.standardCriterionOptions.map((o) => [o.criterionOption.code, o.quota])
        : member.memberItem.criterionOptions.map((o) => [o.responseOptionLk, o.quota]),
    );
    const options = question.options.flatMap((o) => {
      const quota = quotaOf.get(o.key);
      if (!quota) return [];
      const cell = quotaCellKey(question.key, o.key);
      const fill = fills.get(cell);
      const wanted = fill?.target ?? targets[cell] ?? 0;
      const collected = fill?.filled ?? 0;
      return [
        {
          id: o.key,
          position: o.position,
          text: o.value,
          quotaPercent: quota.percent,
          progress: {
            progress: wanted > 0 ? collected / wanted : 0,
            samplesCollected: collected,
            samplesWanted: wanted,
          },
        },
      ];
    });
    quotas.push({
      questionId: question.key,
      type: member.memberType,
      text: question.text,
      options,
    });
  }
  return {
    surveyId,
    hasQuotas: quotas.length > 0,
    samplesCollected,
    quotas,
    quotasByQuestionId: Object.fromEntries(quotas.map((q) => [q.questionId, q])),
  };
}
