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
 * - a deleted option leaves its cell (a cell with no option left goes); a deleted question, or one
 *   changed to another type, takes its quota with it: `pruneAnswerQuotas`, run by every command
 *   that removes items (`pruneReferences`). `effectiveAnswerQuotas` (what the runner counts)
 *   applies the same rule to whatever is stored.
 */
import { formatQuotaPercent } from '../audience/quotas.ts';
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

/** A quota as the runner counts it: on an existing choice question, its existing options only. */
export interface EffectiveAnswerQuota {
  questionLk: Id;
  /** The question's entry number (the respondent's page key is `entry:{number}`). */
  entryNumber: number;
  cells: AnswerQuotaCell[];
}

/** The stored quotas less deleted questions and options: what respondents meet. */
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

/**
 * The questionnaire with its quotas on answers cut to what still exists (deleted options out of
 * their cells, empty cells and quotas on deleted or no longer choice questions out); the same
 * object when nothing changed, and no `answerQuotas` field when none is left.
 */
export function pruneAnswerQuotas(q: Questionnaire): Questionnaire {
  if (!q.answerQuotas) return q;
  const kept = effectiveAnswerQuotas(q).map(({ questionLk, cells }): AnswerQuota => ({
    questionLk,
    cells,
  }));
  if (JSON.stringify(kept) === JSON.stringify(q.answerQuotas)) return q;
  if (kept.length === 0) {
    const { answerQuotas: _a, ...rest } = q;
    return rest;
  }
  return { ...q, answerQuotas: kept };
}

/**
 * A quota's cells in the words the question's card and the Word script use: 'Acme, Bolt: 20 ·
 * Core: 10%' (a count of completes, or a percent of the survey's). `textOf` names an option.
 */
export function answerQuotaSummary(
  cells: readonly AnswerQuotaCell[],
  textOf: (optionLk: Id) => string,
): string {
  return cells
    .map((cell) => {
      const target =
        cell.targetKind === 'percent' ? `${formatQuotaPercent(cell.target)}%` : String(cell.target);
      return `${cell.optionLks.map(textOf).join(', ')}: ${target}`;
    })
    .join(' · ');
}
