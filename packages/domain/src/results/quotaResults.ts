/**
 * Quota results (spec 3 §3 "Quota result"): for every audience criterion with quotas on, each
 * quota'd option's share as set and its progress; for every interlock, each combination's. Progress
 * comes from the quota cells the respondent flow fills (the same truth that closes a cell), targets
 * from the cells or, before the first respondent qualified, from the published sample. An
 * interlocked criterion has no cells of its own: its options sum the combinations holding them.
 */
import { interlocksOf } from '../audience/interlocks.ts';
import { isOn } from '../audience/settings.ts';
import { audienceQuestionOf } from '../respondent/engine/audienceQuestions.ts';
import type { PublishedSurvey } from '../respondent/engine/published.ts';
import {
  audienceQuotaCells,
  jointCellKey,
  quotaTargets,
  type QuotaCell,
} from '../respondent/engine/quotaCells.ts';
import { answerQuotaResults } from './answerQuotaResults.ts';
import type { InterlockResult, QuotaProgress, QuotaResult, QuotasResponse } from './contract.ts';

export interface CellFill {
  filled: number;
  target: number;
}

const progressOf = (collected: number, wanted: number): QuotaProgress => ({
  progress: wanted > 0 ? collected / wanted : 0,
  samplesCollected: collected,
  samplesWanted: wanted,
});

/** The quotas response of a published survey (null: never published, so no quotas to show). */
export function quotaResults(
  surveyId: string,
  published: { survey: PublishedSurvey; samplesNeeded: number } | null,
  fills: ReadonlyMap<string, CellFill>,
  samplesCollected: number,
): QuotasResponse {
  const quotas: QuotaResult[] = [];
  const audience = published?.survey.audience;
  const members = audience?.members ?? [];
  const targets = published ? quotaTargets(published.survey.audience, published.samplesNeeded) : {};
  const cells = audience ? audienceQuotaCells(audience) : [];
  const wantedOf = (c: QuotaCell) => fills.get(c.key)?.target ?? targets[c.key] ?? 0;
  const collectedOf = (c: QuotaCell) => fills.get(c.key)?.filled ?? 0;
  /** Summed over the cells holding this option (one cell unless the criterion is interlocked). */
  const marginProgress = (criterionKey: string, optionKey: string) => {
    const holding = cells.filter((c) =>
      c.parts.some((p) => p.criterionKey === criterionKey && p.optionKey === optionKey),
    );
    const sum = (f: (c: QuotaCell) => number) => holding.reduce((s, c) => s + f(c), 0);
    return progressOf(sum(collectedOf), sum(wantedOf));
  };
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
      return [
        {
          id: o.key,
          position: o.position,
          text: o.value,
          quotaPercent: quota.percent,
          progress: marginProgress(question.key, o.key),
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
  const interlocks: InterlockResult[] = (audience ? interlocksOf(audience) : []).map((i) => {
    const questions = i.memberNumbers.map((n) => {
      const member = members.find((m) => m.number === n);
      return member ? audienceQuestionOf(member) : undefined;
    });
    return {
      questionIds: questions.map((q) => q?.key ?? ''),
      texts: questions.map((q) => q?.text ?? ''),
      cells: i.cells.map((c) => {
        const parts = c.optionKeys.map((optionKey, k) => ({
          criterionKey: questions[k]?.key ?? '',
          optionKey,
        }));
        const key = jointCellKey(parts);
        const fill = fills.get(key);
        return {
          key,
          optionIds: [...c.optionKeys],
          optionTexts: c.optionKeys.map(
            (optionKey, k) => questions[k]?.options.find((o) => o.key === optionKey)?.value ?? '',
          ),
          quotaPercent: c.percent,
          progress: progressOf(fill?.filled ?? 0, fill?.target ?? targets[key] ?? 0),
        };
      }),
    };
  });
  const answerQuotas = published ? answerQuotaResults(published, fills) : [];
  return {
    surveyId,
    hasQuotas: quotas.length > 0 || answerQuotas.length > 0,
    samplesCollected,
    quotas,
    quotasByQuestionId: Object.fromEntries(quotas.map((q) => [q.questionId, q])),
    ...(interlocks.length > 0 ? { interlocks } : {}),
    ...(answerQuotas.length > 0 ? { answerQuotas } : {}),
  };
}
