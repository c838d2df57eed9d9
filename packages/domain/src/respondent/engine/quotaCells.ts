/**
 * Quota cells (issue 11 item 5): which cells a qualified respondent counts towards, and how many
 * completes each cell allows. The server counts them atomically; these only name them.
 *
 * A cell is one option holding a quota, keyed `{criterion}={option}` with the criterion's code
 * (standard) or questionLk (custom) and the option's code or responseOptionLk: the same keys as
 * the panel profile and the audience answers. The audience model has no interlocked members yet,
 * so every cell is a single option (no combined cells).
 */
import type { DraftAudience } from '../../audience/model.ts';
import { isOn } from '../../audience/settings.ts';
import { audienceQuestionOf } from './audienceQuestions.ts';
import type { PublishedSurvey } from './published.ts';
import type { PanelProfile, SessionState } from './state.ts';
import { audienceKey } from './steps.ts';

export type QuotaCellKey = string;

export const quotaCellKey = (criterionKey: string, optionKey: string): QuotaCellKey =>
  `${criterionKey}=${optionKey}`;

/** One option holding a quota, in member then option order. */
export interface QuotaCell {
  key: QuotaCellKey;
  criterionKey: string;
  optionKey: string;
  percent: number;
}

/** Every quota cell of the audience (criteria with quotas on, options holding a quota). */
export function audienceQuotaCells(audience: DraftAudience): QuotaCell[] {
  const cells: QuotaCell[] = [];
  for (const member of audience.members) {
    if (!isOn(member.memberItem.settingValues, 'quotas')) continue;
    const question = audienceQuestionOf(member);
    const options =
      member.memberType === 'Standard'
        ? member.memberItem.standardCriterionOptions.map((o) => ({
            key: o.criterionOption.code,
            quota: o.quota,
          }))
        : member.memberItem.criterionOptions.map((o) => ({
            key: o.responseOptionLk,
            quota: o.quota,
          }));
    for (const o of options) {
      if (o.quota === null) continue;
      cells.push({
        key: quotaCellKey(question.key, o.key),
        criterionKey: question.key,
        optionKey: o.key,
        percent: o.quota.percent,
      });
    }
  }
  return cells;
}

/**
 * The quota cells a respondent with these answers counts towards: for every criterion with quotas,
 * the cell of the option they chose (answers keyed like the panel profile).
 */
export function quotaCellsOf(audience: DraftAudience, answers: PanelProfile): QuotaCellKey[] {
  return audienceQuotaCells(audience)
    .filter((c) => {
      const picked = answers[c.criterionKey];
      if (picked === undefined) return false;
      return typeof picked === 'string' ? picked === c.optionKey : picked.includes(c.optionKey);
    })
    .map((c) => c.key);
}

/**
 * Completes allowed per cell: its share of the samples, rounded up, so that rounding never turns
 * a respondent away whom the order still needs (the order's own total stops the survey; the panel
 * feasibility uses the same ceil). A tiny tolerance keeps 30% of 10 at 3 despite floating point.
 */
export function quotaTargets(
  audience: DraftAudience,
  samplesNeeded: number,
): Record<QuotaCellKey, number> {
  const targets: Record<QuotaCellKey, number> = {};
  for (const c of audienceQuotaCells(audience)) {
    targets[c.key] = Math.max(0, Math.ceil((samplesNeeded * c.percent) / 100 - 1e-9));
  }
  return targets;
}

/** The session's audience answers keyed like the panel profile (criterion key -> option keys). */
export function audienceAnswersOf(
  published: PublishedSurvey,
  state: SessionState,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const member of published.audience.members) {
    const answer = state.answers[audienceKey(member.number)];
    if (answer?.kind === 'choice') out[audienceQuestionOf(member).key] = [...answer.selected];
  }
  return out;
}
