/** Which earlier questions display logic on a card may use (spec 2 §5 "Display logic"). */
import type { Questionnaire } from './model.ts';
import { matrixRowLabel } from './renumber.ts';
import { flattenEntries } from './walk.ts';

export interface LogicCandidate {
  kind: 'audience' | 'question' | 'matrixRow';
  entryNumber: number;
  /** A{n}, Q{n} or Q{n}.{m}. */
  label: string;
  text: string;
  /** The question, audience question or matrix row. */
  questionLk: string;
  matrixTitleLk: string | null;
  /** Options (for a matrix row: the matrix columns). */
  options: { responseOptionLk: string; value: string }[];
}

/** True when display logic can be added to the entry (not a fork; not the first card without audience). */
export function canAddDisplayLogic(q: Questionnaire, entryNumber: number): boolean {
  const all = flattenEntries(q.entries);
  const i = all.findIndex((e) => e.number === entryNumber);
  const entry = all[i];
  if (!entry || entry.entryType === 'fork' || entry.entryType === 'section') return false;
  return i > 0 || q.audienceEntries.length > 0;
}

/**
 * Audience questions (always), then earlier single/multi select questions and earlier matrix rows;
 * ranked, slider and free-text questions are not offered.
 */
export function logicCandidates(q: Questionnaire, entryNumber: number): LogicCandidate[] {
  const out: LogicCandidate[] = q.audienceEntries.map((a) => ({
    kind: 'audience',
    entryNumber: a.number,
    label: a.label,
    text: a.entryItem.question.text,
    questionLk: a.entryItem.questionLk,
    matrixTitleLk: null,
    options: a.entryItem.responseOptions.map((o) => ({
      responseOptionLk: o.responseOptionLk,
      value: o.responseOption.value,
    })),
  }));
  for (const e of flattenEntries(q.entries)) {
    if (e.number === entryNumber) break;
    if (e.entryType === 'question' && e.entryItem.questionTypeCode === 'Basic') {
      out.push({
        kind: 'question',
        entryNumber: e.number,
        label: e.label,
        text: e.entryItem.question.text,
        questionLk: e.entryItem.questionLk,
        matrixTitleLk: null,
        options: e.entryItem.responseOptions.map((o) => ({
          responseOptionLk: o.responseOptionLk,
          value: o.responseOption.value,
        })),
      });
    } else if (e.entryType === 'matrix') {
      const columns = e.entryItem.responseOptions.map((o) => ({
        responseOptionLk: o.responseOptionLk,
        value: o.responseOption.value,
      }));
      for (const row of e.entryItem.matrixRows) {
        out.push({
          kind: 'matrixRow',
          entryNumber: e.number,
          label: matrixRowLabel(e.label, row.position),
          text: row.question.text,
          questionLk: row.questionLk,
          matrixTitleLk: e.entryItem.matrixTitleLk,
          options: columns,
        });
      }
    }
  }
  return out;
}

/** An earlier choice question a rank or count condition may use. */
export interface CountCandidate extends LogicCandidate {
  /** A ranked question (rank conditions need one; count conditions take both kinds). */
  ranked: boolean;
}

/**
 * Earlier single/multi select and ranked questions, the ones `setQuestionLogic` accepts in a
 * rank ("ranked X in the top 3", ranked only) or count ("chose 2 or more") condition.
 */
export function countCandidates(q: Questionnaire, entryNumber: number): CountCandidate[] {
  const out: CountCandidate[] = [];
  for (const e of flattenEntries(q.entries)) {
    if (e.number === entryNumber) break;
    if (e.entryType !== 'question') continue;
    const type = e.entryItem.questionTypeCode;
    if (type !== 'Basic' && type !== 'Ranked') continue;
    out.push({
      kind: 'question',
      entryNumber: e.number,
      label: e.label,
      text: e.entryItem.question.text,
      questionLk: e.entryItem.questionLk,
      matrixTitleLk: null,
      options: e.entryItem.responseOptions.map((o) => ({
        responseOptionLk: o.responseOptionLk,
        value: o.responseOption.value,
      })),
      ranked: type === 'Ranked',
    });
  }
  return out;
}
