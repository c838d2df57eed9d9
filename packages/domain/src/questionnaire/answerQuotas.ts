/**
 * Quotas on answers in the survey (issue 38 §3): a quota on a single or multiple choice question
 * of the questionnaire. Its cells are options, or groups of options, each with a target: a count
 * of completes, or a percent of the survey's completes. Stored beside the entries
 * (`Questionnaire.answerQuotas`, sparse: absent when there are none), so a purchase freezes them
 * with the rest of the document.
 *
 * Decisions (docs/decisions/spec-gaps.md, s23-quotas):
 * - a multiple choice answer counts in every cell it touches, and the respondent is quota full when
 *   ANY of those cells is full;
 * - an option is in at most one cell of a question's quota; options in no cell are not capped;
 * - a question or option deleted later, or a question changed to another type, leaves the stored
 *   quota as it was: `answerQuotaProblems` names what no longer holds, and `effectiveAnswerQuotas`
 *   (what the runner counts) leaves the deleted options out, and a quota or cell with nothing left
 *   out altogether.
 */
import { flattenEntries } from './walk.ts';
import type { AnswerQuota, AnswerQuotaCell, Id, QuestionEntry, Questionnaire } from './model.ts';

export type { AnswerQuota, AnswerQuotaCell };

/** Decision: a cell's count target is at most this (a sample is at most 100,000 completes). */
export const MAX_QUOTA_COUNT = 1_000_000;

/** The question a quota can be set on: a basic (single or multiple choice) question. */
export function isQuotaQuestion(entry: { entryType: string }): entry is QuestionEntry {
  return (
    entry.entryType === 'question' &&
    (entry as QuestionEntry).entryItem.questionTypeCode === 'Basic'
  );
}

/** The question entries by questionLk, at any depth (sections hold questions too). */
function questionsByLk(q: Questionnaire): Map<Id, QuestionEntry> {
  const out = new Map<Id, QuestionEntry>();
  for (const e of flattenEntries(q.entries)) {
    if (e.entryType === 'question') out.set(e.entryItem.questionLk, e);
  }
  return out;
}

/** One thing that no longer holds for a stored quota, worded for the editor. */
export interface AnswerQuotaProblem {
  questionLk: Id;
  /** The question's label (Q3) when it still exists. */
  label: string | null;
  code: 'QUESTION_DELETED' | 'WRONG_QUESTION_TYPE' | 'OPTION_DELETED' | 'CELL_EMPTY';
  message: string;
}

/** What no longer holds for the stored quotas (a deleted question or option, a changed type). */
export function answerQuotaProblems(q: Questionnaire): AnswerQuotaProblem[] {
  const questions = questionsByLk(q);
  const problems: AnswerQuotaProblem[] = [];
  for (const quota of q.answerQuotas ?? []) {
    const entry = questions.get(quota.questionLk);
    if (!entry) {
      problems.push({
        questionLk: quota.questionLk,
        label: null,
        code: 'QUESTION_DELETED',
        message: "A quota's question was deleted: the quota no longer counts",
      });
      continue;
    }
    const label = entry.label;
    if (!isQuotaQuestion(entry)) {
      problems.push({
        questionLk: quota.questionLk,
        label,
        code: 'WRONG_QUESTION_TYPE',
        message: `${label} is no longer a single or multiple choice question: its quota no longer counts`,
      });
      continue;
    }
    const options = new Set(entry.entryItem.responseOptions.map((o) => o.responseOptionLk));
    for (const cell of quota.cells) {
      const left = cell.optionLks.filter((lk) => options.has(lk));
      if (left.length === 0) {
        problems.push({
          questionLk: quota.questionLk,
          label,
          code: 'CELL_EMPTY',
          message: `The options of a quota cell of ${label} were deleted: the cell no longer counts`,
        });
      } else if (left.length < cell.optionLks.length) {
        problems.push({
          questionLk: quota.questionLk,
          label,
          code: 'OPTION_DELETED',
          message: `An option in a quota cell of ${label} was deleted: the cell counts the options left`,
        });
      }
    }
  }
  return problems;
}

/** A quota as the runner counts it: on an existing choice question, its existing options only. */
export interface EffectiveAnswerQuota {
  questionLk: Id;
  /** The question's entry number (the respondent's page key is `entry:{number}`). */
  entryNumber: number;
  cells: AnswerQuotaCell[];
}

/** The stored quotas less what no longer holds (answerQuotaProblems): what respondents meet. */
export function effectiveAnswerQuotas(q: Questionnaire): EffectiveAnswerQuota[] {
  if (!q.answerQuotas || q.answerQuotas.length === 0) return [];
  const questions = questionsByLk(q);
  return q.answerQuotas.flatMap((quota) => {
    const entry = questions.get(quota.questionLk);
    if (!entry || !isQuotaQuestion(entry)) return [];
    const options = new Set(entry.entryItem.responseOptions.map((o) => o.responseOptionLk));
    const cells = quota.cells
      .map((c) => ({ ...c, optionLks: c.optionLks.filter((lk) => options.has(lk)) }))
      .filter((c) => c.optionLks.length > 0);
    return cells.length === 0
      ? []
      : [{ questionLk: quota.questionLk, entryNumber: entry.number, cells }];
  });
}

/** The stored quota of a question, if any. */
export function answerQuotaOf(q: Questionnaire, questionLk: Id): AnswerQuota | undefined {
  return q.answerQuotas?.find((a) => a.questionLk === questionLk);
}
