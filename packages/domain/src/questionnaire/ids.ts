/** Every id held by a questionnaire document (for uniqueness checks and fresh-id allocation). */
import type { EntryContent } from './entryContent.ts';
import type { AudienceEntry, Questionnaire, ResponseOption } from './model.ts';
import { flattenEntries } from './walk.ts';

function optionIds(options: readonly ResponseOption[], out: string[]): void {
  for (const o of options) out.push(o.responseOptionLk, o.responseOption.responseOptionId);
}

/** The ids one entry holds itself (a section's children hold theirs), appended to out. */
export function entryIds(e: EntryContent, out: string[]): void {
  for (const t of e.questionLogic) out.push(t.propositionId);
  switch (e.entryType) {
    case 'question':
      out.push(e.entryItem.questionLk, e.entryItem.question.questionId);
      optionIds(e.entryItem.responseOptions, out);
      break;
    case 'matrix':
      out.push(e.entryItem.matrixTitleLk, e.entryItem.matrixTitle.matrixTitleId);
      for (const r of e.entryItem.matrixRows) out.push(r.questionLk, r.question.questionId);
      optionIds(e.entryItem.responseOptions, out);
      break;
    case 'textCard':
      out.push(e.entryItem.textCardLk, e.entryItem.textCard.textCardId);
      break;
    case 'fork':
      out.push(e.entryItem.fork.forkId);
      break;
    case 'section':
      out.push(e.entryItem.sectionId);
      break;
  }
}

/** All ids in the document, duplicates included. */
export function collectIds(q: Questionnaire): string[] {
  const out: string[] = [q.questionnaireId];
  for (const e of flattenEntries(q.entries)) entryIds(e, out);
  audienceIds(q.audienceEntries, out);
  return out;
}

/**
 * The audience entries' ids. A standard criterion's option lks are catalogue codes, unique within
 * their criterion only ('none' and '1' recur), so they count scoped by the criterion's questionLk.
 */
export function audienceIds(audience: readonly AudienceEntry[], out: string[] = []): string[] {
  for (const a of audience) {
    const { questionLk, questionTypeCode } = a.entryItem;
    out.push(questionLk, a.entryItem.question.questionId);
    for (const o of a.entryItem.responseOptions) {
      const lk = o.responseOptionLk;
      out.push(questionTypeCode === 'StandardAudience' ? `${questionLk}:${lk}` : lk);
      out.push(o.responseOption.responseOptionId);
    }
  }
  return out;
}
