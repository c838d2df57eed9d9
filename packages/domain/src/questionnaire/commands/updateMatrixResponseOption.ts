import { updateOptionValue } from '../optionOps.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface UpdateMatrixResponseOptionArgs {
  matrixTitleLk: string;
  responseOptionLk: string;
  responseOptionValue: string;
}

/** Changes the text of a matrix column. */
export function updateMatrixResponseOption(
  q: Questionnaire,
  args: UpdateMatrixResponseOptionArgs,
  ctx: CommandContext,
): Questionnaire {
  return updateOptionValue(
    q,
    { matrixTitleLk: args.matrixTitleLk },
    args.responseOptionLk,
    args.responseOptionValue,
    ctx,
  );
}
