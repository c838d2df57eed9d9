import { matrixEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { duplicateEntry } from '../duplicate.ts';
import { fail } from '../errors.ts';
import type { Questionnaire } from '../model.ts';

export interface DuplicateMatrixQuestionArgs {
  matrixTitleLk: string;
  position: number;
}

/** Copies a matrix (rows, columns, settings) to a position; refused without a title. */
export function duplicateMatrixQuestion(
  q: Questionnaire,
  args: DuplicateMatrixQuestionArgs,
  ctx: CommandContext,
): Questionnaire {
  const entry = matrixEntry(q, args.matrixTitleLk);
  if (entry.entryItem.matrixTitle.title.trim() === '') {
    fail('DUPLICATE_EMPTY_QUESTION', 'A matrix without a title cannot be duplicated');
  }
  return duplicateEntry(q, entry, args.position, ctx);
}
