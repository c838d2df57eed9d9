import type { CommandContext } from '../context.ts';
import { newRow } from '../factories.ts';
import type { Questionnaire } from '../model.ts';
import { pasteInto, pastedValues } from '../pasteOps.ts';
import { updateRows } from '../rowOps.ts';

export interface PasteInMatrixRowsArgs {
  matrixTitleLk: string;
  rows: string[];
  position: number;
}

/** Pastes several matrix rows into the row at `position` (as pasteInResponses). */
export function pasteInMatrixRows(
  q: Questionnaire,
  args: PasteInMatrixRowsArgs,
  ctx: CommandContext,
): Questionnaire {
  const values = pastedValues(args.rows, 'rows');
  return updateRows(q, args.matrixTitleLk, ctx, (rows, _item, newId, now) =>
    pasteInto(
      rows,
      args.position,
      values,
      (r) => r.question.text.trim() === '',
      (r, text) => ({ ...r, question: { ...r.question, text } }),
      (text) => newRow(newId, text, now),
    ),
  );
}
