import { moveOption } from '../optionOps.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface MoveMatrixResponseOptionArgs {
  matrixTitleLk: string;
  responseOptionLk: string;
  toPosition: number;
}

/** Moves a matrix column to another position. */
export function moveMatrixResponseOption(
  q: Questionnaire,
  args: MoveMatrixResponseOptionArgs,
  ctx: CommandContext,
): Questionnaire {
  return moveOption(
    q,
    { matrixTitleLk: args.matrixTitleLk },
    args.responseOptionLk,
    args.toPosition,
    ctx,
  );
}
