import { detachOption } from '../optionOps.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface DetachMatrixResponseOptionArgs {
  matrixTitleLk: string;
  responseOptionLk: string;
}

/** Deletes a matrix column (refused at 2 or fewer). */
export function detachMatrixResponseOption(
  q: Questionnaire,
  args: DetachMatrixResponseOptionArgs,
  ctx: CommandContext,
): Questionnaire {
  return detachOption(q, { matrixTitleLk: args.matrixTitleLk }, args.responseOptionLk, ctx);
}
