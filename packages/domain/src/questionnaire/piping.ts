/**
 * Piping: a question title that quotes the respondent's answer to an earlier question
 * ('Why did you choose {{pipe:<questionLk>}}?'). The spec names the card action ('Pipe into
 * question title') and nothing else; the rules below are ours:
 * - a pipe is a token in the title text naming the source by its stable questionLk (numbers move
 *   when cards move, lks never do), so the text stays plain and survives every command;
 * - sources are audience questions and earlier single/multi select, free-text and slider
 *   questions (answers that read as words); ranked and matrix answers do not fit in a sentence;
 * - the runner replaces a pipe by the answer (several choices joined by ', '), or by nothing when
 *   the respondent never saw the source; the editor shows the source's label ('[Q2]').
 */
import type { Entry, Questionnaire } from './model.ts';
import { isInLoop, LOOP_ITEM_LABEL, LOOP_ITEM_LK } from './loops.ts';
import { flattenEntries } from './walk.ts';

const TOKEN = /\{\{pipe:([A-Za-z0-9_-]{1,64})\}\}/g;

/** The token that pipes the answer to `questionLk` into a title. */
export const pipeToken = (questionLk: string): string => `{{pipe:${questionLk}}}`;

/** The questionLks piped into `text`, in order of appearance (repeats kept once). */
export function pipedQuestionLks(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((m) => m[1] as string))];
}

/** `text` cut into plain runs and pipes, in order (empty runs left out). */
export function pipeParts(text: string): ({ text: string } | { questionLk: string })[] {
  const out: ({ text: string } | { questionLk: string })[] = [];
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index) });
    out.push({ questionLk: m[1] as string });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** `text` with each pipe's questionLk renamed (an import gives copied questions fresh lks). */
export function renamePipes(text: string, rename: (questionLk: string) => string): string {
  return text.replace(TOKEN, (_m, lk: string) => pipeToken(rename(lk)));
}

/** `text` with every pipe replaced by `answerOf(questionLk)` (null: the pipe reads as nothing). */
export function resolvePipes(
  text: string,
  answerOf: (questionLk: string) => string | null,
): string {
  return text.replace(TOKEN, (_m, lk: string) => answerOf(lk) ?? '');
}

export interface PipeSource {
  questionLk: string;
  /** A{n} or Q{n}. */
  label: string;
  text: string;
}

/** Whether later cards may pipe this entry's answer: a single/multi select, free-text or slider question. */
export function isPipeSource(e: Entry): boolean {
  return e.entryType === 'question' && e.entryItem.questionTypeCode !== 'Ranked';
}

/** The title text of a card that can hold pipes (question, matrix, text card), else null. */
export function pipedTitleOf(e: Entry): string | null {
  switch (e.entryType) {
    case 'question':
      return e.entryItem.question.text;
    case 'matrix':
      return e.entryItem.matrixTitle.title;
    case 'textCard':
      return e.entryItem.textCard.title;
    default:
      return null;
  }
}

/**
 * What a card may pipe from: audience questions, then the single/multi select, free-text and
 * slider questions before it.
 */
export function pipeSources(q: Questionnaire, entryNumber: number): PipeSource[] {
  const out: PipeSource[] = q.audienceEntries.map((a) => ({
    questionLk: a.entryItem.questionLk,
    label: a.label,
    text: a.entryItem.question.text,
  }));
  // Issue 38 §2: a card of a looped section may pipe the loop item (loops.ts).
  if (isInLoop(q, entryNumber)) {
    out.push({
      questionLk: LOOP_ITEM_LK,
      label: LOOP_ITEM_LABEL,
      text: 'The item this round is about',
    });
  }
  for (const e of flattenEntries(q.entries)) {
    if (e.number === entryNumber) break;
    if (e.entryType !== 'question' || !isPipeSource(e)) continue;
    out.push({
      questionLk: e.entryItem.questionLk,
      label: e.label,
      text: e.entryItem.question.text,
    });
  }
  return out;
}

/** What a pipe reads as in the editor and its preview: its source's label in brackets ('[Q2]'). */
export function pipeLabels(q: Questionnaire): (questionLk: string) => string {
  const labels = new Map<string, string>([[LOOP_ITEM_LK, LOOP_ITEM_LABEL]]);
  for (const a of q.audienceEntries) labels.set(a.entryItem.questionLk, a.label);
  for (const e of flattenEntries(q.entries)) {
    if (e.entryType === 'question') labels.set(e.entryItem.questionLk, e.label);
  }
  return (lk) => `[${labels.get(lk) ?? '?'}]`;
}

/** `text` as the editor shows it: each pipe as its source's label in brackets ('[Q2]'). */
export function describePipes(q: Questionnaire, text: string): string {
  return resolvePipes(text, pipeLabels(q));
}
