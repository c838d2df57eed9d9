import type { CommandContext } from '../context.ts';
import { newOption } from '../factories.ts';
import type { Questionnaire } from '../model.ts';
import { updateOptions } from '../optionOps.ts';
import { pasteInto, pastedValues } from '../pasteOps.ts';

export interface PasteInMatrixResponsesArgs {
  matrixTitleLk: string;
  responseOptions: string[];
  position: number;
}

/** Pastes several matrix columns into the column at `position` (as pasteInResponses). */
export function pasteInMatrixResponses(
  q: Questionnaire,
  args: PasteInMatrixResponsesArgs,
  ctx: CommandContext,
): Questionnaire {
  const values = pastedValues(args.responseOptions, 'responseOptions');
  return updateOptions(
    q,
    { matrixTitleLk: args.matrixTitleLk },
    ctx,
    (options, _item, newId, now) =>
      pasteInto(
        options,
        args.position,
        values,
        (o) => o.responseOption.value.trim() === '',
        (o, value) => ({ ...o, responseOption: { ...o.responseOption, value } }),
        (value) => newOption(newId, value, now),
      ),
  );
}
