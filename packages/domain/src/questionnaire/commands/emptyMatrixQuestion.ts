import { updateMatrixItem } from '../access.ts';
import { MIN_ITEMS } from '../constants.ts';
import { type CommandContext, clock, idSource } from '../context.ts';
import { blankOptions, blankRows } from '../factories.ts';
import type { Questionnaire } from '../model.ts';
import { pruneReferences } from '../prune.ts';
import { renumber } from '../renumber.ts';

export interface EmptyMatrixQuestionArgs {
  matrixTitleLk: string;
}

/** 'Empty question card' for a matrix: blank title, 2 blank rows and 2 blank columns. */
export function emptyMatrixQuestion(
  q: Questionnaire,
  args: EmptyMatrixQuestionArgs,
  ctx: CommandContext,
): Questionnaire {
  const now = clock(ctx);
  const newId = idSource(q, ctx);
  const next = updateMatrixItem(q, args.matrixTitleLk, ctx, (item) => ({
    ...item,
    matrixTitle: { ...item.matrixTitle, title: '', titleStyling: null },
    matrixRows: blankRows(newId, MIN_ITEMS, now),
    responseOptions: blankOptions(newId, MIN_ITEMS, now),
  }));
  return renumber(pruneReferences(next));
}
