import { questionEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { duplicateEntry } from '../duplicate.ts';
import { fail } from '../errors.ts';
import type { Questionnaire } from '../model.ts';

export interface DuplicateQuestionArgs {
  questionLk: string;
  position: number;
}

/** Copies a question to a position (right after it in the editor); refused without question text. */
export function duplicateQuestion(
  q: Questionnaire,
  args: DuplicateQuestionArgs,
  ctx: CommandContext,
): Questionnaire {
  const entry = questionEntry(q, args.questionLk);
  if (entry.entryItem.question.text.trim() === '') {
    fail('DUPLICATE_EMPTY_QUESTION', 'A question without text cannot be duplicated');
  }
  return duplicateEntry(q, entry, args.position, ctx);
}
