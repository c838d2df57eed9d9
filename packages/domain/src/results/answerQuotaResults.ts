/**
 * Results of the quotas on answers in the survey (issue 38 §3), shown beside the audience's on the
 * results page: per cell its target as set, the completes it allows and has, and whether it is
 * full. Progress comes from the quota cells the respondent flow fills (the same truth that closes
 * a cell); before anyone reached a cell, its target is worked out from the published survey.
 */
import { effectiveAnswerQuotas } from '../questionnaire/answerQuotas.ts';
import { flattenEntries } from '../questionnaire/walk.ts';
import { answerCellKey, answerQuotaTargets } from '../respondent/engine/answerQuotaCells.ts';
import type { PublishedSurvey } from '../respondent/engine/published.ts';
import type { AnswerQuotaResult } from './contract.ts';

export function answerQuotaResults(
  published: { survey: PublishedSurvey; samplesNeeded: number },
  fills: ReadonlyMap<string, { filled: number; target: number }>,
): AnswerQuotaResult[] {
  const q = published.survey.questionnaire;
  const quotas = effectiveAnswerQuotas(q);
  if (quotas.length === 0) return [];
  const targets = answerQuotaTargets(published.survey, published.samplesNeeded);
  const entries = flattenEntries(q.entries);
  return quotas.flatMap((quota) => {
    const entry = entries.find((e) => e.number === quota.entryNumber);
    if (entry?.entryType !== 'question') return [];
    const textOf = (lk: string) =>
      entry.entryItem.responseOptions.find((o) => o.responseOptionLk === lk)?.responseOption
        .value ?? '';
    return [
      {
        questionId: quota.questionLk,
        label: entry.label,
        text: entry.entryItem.question.text,
        cells: quota.cells.map((cell) => {
          const key = answerCellKey(quota.questionLk, cell);
          const fill = fills.get(key);
          const wanted = fill?.target ?? targets[key] ?? 0;
          const collected = fill?.filled ?? 0;
          return {
            key,
            optionIds: [...cell.optionLks],
            optionTexts: cell.optionLks.map(textOf),
            targetKind: cell.targetKind,
            target: cell.target,
            full: collected >= wanted,
            progress: {
              progress: wanted > 0 ? collected / wanted : 0,
              samplesCollected: collected,
              samplesWanted: wanted,
            },
          };
        }),
      },
    ];
  });
}
