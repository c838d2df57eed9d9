/**
 * Quota cells (issue 11 item 5): which cells a qualified respondent counts towards, and how many
 * completes each cell allows. The server counts them atomically; these only name them.
 *
 * A cell is one option holding a quota, keyed `{criterion}={option}` with the criterion's code
 * (standard) or questionLk (custom) and the option's code or responseOptionLk: the same keys as
 * the panel profile and the audience answers. Interlocked criteria have no cells of their own:
 * each combination of their quota options is one cell, its key the parts joined by '&' in the
 * interlock's member order (`age=18_24&gender=female&region=...`).
 */
import { interlocksOf, memberKey } from '../../audience/interlocks.ts';
import type { AudienceMember, DraftAudience } from '../../audience/model.ts';
import { isOn } from '../../audience/settings.ts';
import { audienceQuestionOf } from './audienceQuestions.ts';
import type { PublishedSurvey } from './published.ts';
import type { PanelProfile, SessionState } from './state.ts';
import { audienceKey } from './steps.ts';

export type QuotaCellKey = string;

export const quotaCellKey = (criterionKey: string, optionKey: string): QuotaCellKey =>
  `${criterionKey}=${optionKey}`;

/** One criterion's option in a cell. */
export interface QuotaCellPart {
  criterionKey: string;
  optionKey: string;
}

/** A cell whose completes the runner counts: one option, or one combination of an interlock. */
export interface QuotaCell {
  key: QuotaCellKey;
  /** One part (a margin cell) or one per interlocked criterion (a joint cell). */
  parts: QuotaCellPart[];
  percent: number;
}

/** One option holding a quota: a margin of the audience (interlocked criteria included). */
export interface MarginCell {
  key: QuotaCellKey;
  criterionKey: string;
  optionKey: string;
  percent: number;
}

/** The key of a joint cell: its parts' keys joined by '&'. */
export const jointCellKey = (parts: readonly QuotaCellPart[]): QuotaCellKey =>
  parts.map((p) => quotaCellKey(p.criterionKey, p.optionKey)).join('&');

function marginCellsOf(member: AudienceMember): MarginCell[] {
  if (!isOn(member.memberItem.settingValues, 'quotas')) return [];
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
  return options.flatMap((o) =>
    o.quota === null
      ? []
      : [
          {
            key: quotaCellKey(question.key, o.key),
            criterionKey: question.key,
            optionKey: o.key,
            percent: o.quota.percent,
          },
        ],
  );
}

/**
 * Every option holding a quota, in member then option order, interlocked criteria included (their
 * percent is the sum of their cells): what exports rake to and results show per criterion.
 */
export function audienceMarginCells(audience: DraftAudience): MarginCell[] {
  return audience.members.flatMap(marginCellsOf);
}

/**
 * Every quota cell of the audience: the options of criteria with quotas on that are not
 * interlocked, in member then option order, then each interlock's combinations.
 */
export function audienceQuotaCells(audience: DraftAudience): QuotaCell[] {
  const interlocks = interlocksOf(audience);
  const interlocked = new Set(interlocks.flatMap((i) => i.memberNumbers));
  const cells: QuotaCell[] = audience.members
    .filter((m) => !interlocked.has(m.number))
    .flatMap(marginCellsOf)
    .map((c) => ({
      key: c.key,
      parts: [{ criterionKey: c.criterionKey, optionKey: c.optionKey }],
      percent: c.percent,
    }));
  const keyOf = new Map(audience.members.map((m) => [m.number, memberKey(m)]));
  for (const interlock of interlocks) {
    const criterionKeys = interlock.memberNumbers.map((n) => keyOf.get(n) ?? '');
    for (const cell of interlock.cells) {
      const parts = cell.optionKeys.map((optionKey, i) => ({
        criterionKey: criterionKeys[i] ?? '',
        optionKey,
      }));
      cells.push({ key: jointCellKey(parts), parts, percent: cell.percent });
    }
  }
  return cells;
}

const picks = (answers: PanelProfile, p: QuotaCellPart): boolean => {
  const picked = answers[p.criterionKey];
  if (picked === undefined) return false;
  return typeof picked === 'string' ? picked === p.optionKey : picked.includes(p.optionKey);
};

/**
 * The quota cells a respondent with these answers counts towards: for every criterion with quotas,
 * the cell of the option they chose, and for every interlock the cell of their combination
 * (answers keyed like the panel profile).
 */
export function quotaCellsOf(audience: DraftAudience, answers: PanelProfile): QuotaCellKey[] {
  return cellsOfAnswers(audienceQuotaCells(audience), answers);
}

/**
 * `quotaCellsOf` over cells worked out once (`audienceQuotaCells`): the simulated panel asks it of
 * thousands of members' profiles a tick.
 */
export function cellsOfAnswers(cells: readonly QuotaCell[], answers: PanelProfile): QuotaCellKey[] {
  return cells.filter((c) => c.parts.every((p) => picks(answers, p))).map((c) => c.key);
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
