import { questionEntry } from '../access.ts';
import { isQuotaQuestion, MAX_QUOTA_COUNT } from '../answerQuotas.ts';
import { MAX_ITEMS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { refuseQuotaInLoop } from '../loopQuotas.ts';
import { requireArray, requireId, requireInt, requireNumber, requireOneOf } from '../guards.ts';
import type { AnswerQuota, AnswerQuotaCell, Questionnaire } from '../model.ts';

export interface SetQuestionQuotaArgs {
  questionLk: string;
  /** The quota's cells; an empty list removes the question's quota. */
  cells: AnswerQuotaCell[];
}

const TARGET_KINDS = ['count', 'percent'] as const;

/**
 * Sets (or, with no cells, removes) the quota on a single or multiple choice question (issue 38
 * §3): each cell holds one or more of the question's own options, each option at most one cell,
 * with a target of completes (a whole number from 0) or a percent of the survey's completes
 * (0..100). Anything else is refused and nothing changes.
 */
export function setQuestionQuota(
  q: Questionnaire,
  args: SetQuestionQuotaArgs,
  _ctx: CommandContext,
): Questionnaire {
  const entry = questionEntry(q, args.questionLk);
  if (!isQuotaQuestion(entry)) {
    fail('WRONG_QUESTION_TYPE', 'Quotas can be set only on single or multiple choice questions');
  }
  const order = entry.entryItem.responseOptions.map((o) => o.responseOptionLk);
  const raw = requireArray(args.cells, 'cells', MAX_ITEMS);
  const taken = new Set<string>();
  const cells = raw.map((value, i): AnswerQuotaCell => {
    const cell = (value ?? {}) as Partial<AnswerQuotaCell>;
    // Named as the editor's dialog names them (Cell 1 target), so its messages read plainly.
    const name = `Cell ${i + 1}`;
    const lks = requireArray(cell.optionLks, `${name} options`, MAX_ITEMS).map((lk) =>
      requireId(lk, `${name} options`),
    );
    if (lks.length === 0) fail('TOO_FEW_ITEMS', `${name} needs at least one option`);
    for (const lk of lks) {
      if (!order.includes(lk))
        fail('OPTION_NOT_FOUND', `Option ${lk} is not an option of this question`);
      if (taken.has(lk)) fail('INVALID_ARGUMENT', 'An option can be in only one quota cell');
      taken.add(lk);
    }
    const targetKind = requireOneOf(cell.targetKind, `${name} target type`, TARGET_KINDS);
    const target =
      targetKind === 'count'
        ? requireInt(cell.target, `${name} target`, 0, MAX_QUOTA_COUNT)
        : requireNumber(cell.target, `${name} target`, 0, 100);
    // Options in the question's order, so equal quotas are stored alike.
    return { optionLks: order.filter((lk) => lks.includes(lk)), targetKind, target };
  });
  const lk = entry.entryItem.questionLk;
  const stored = q.answerQuotas ?? [];
  const before = stored.find((a) => a.questionLk === lk);
  const quota: AnswerQuota | null = cells.length > 0 ? { questionLk: lk, cells } : null;
  if (JSON.stringify(before ?? null) === JSON.stringify(quota)) return q;
  // An edited quota keeps its place (results list quotas in this order); a new one comes last.
  const answerQuotas = quota
    ? before
      ? stored.map((a) => (a === before ? quota : a))
      : [...stored, quota]
    : stored.filter((a) => a !== before);
  if (answerQuotas.length === 0) {
    const { answerQuotas: _a, ...rest } = q;
    return rest;
  }
  return refuseQuotaInLoop({ ...q, answerQuotas }, new Set([lk]));
}
