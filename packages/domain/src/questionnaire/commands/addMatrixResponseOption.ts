import { addOption } from '../optionOps.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface AddMatrixResponseOptionArgs {
  matrixTitleLk: string;
  position: number;
  responseOptionValue?: string;
}

/** Adds a matrix column with a value at a position. */
export function addMatrixResponseOption(
  q: Questionnaire,
  args: AddMatrixResponseOptionArgs,
  ctx: CommandContext,
): Questionnaire {
  return addOption(
    q,
    { matrixTitleLk: args.matrixTitleLk },
    args.position,
    args.responseOptionValue,
    ctx,
  );
}
