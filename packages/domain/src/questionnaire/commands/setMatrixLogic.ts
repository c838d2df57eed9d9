import { matrixEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { type SetLogicInput, setLogic } from '../logicOps.ts';
import type { Questionnaire } from '../model.ts';

export interface SetMatrixLogicArgs extends SetLogicInput {
  matrixTitleLk: string;
}

/** Adds a display-logic condition to a matrix (a new clause, or OR-ed into logicInfoRef's clause). */
export function setMatrixLogic(
  q: Questionnaire,
  args: SetMatrixLogicArgs,
  ctx: CommandContext,
): Questionnaire {
  return setLogic(q, matrixEntry(q, args.matrixTitleLk), args, ctx);
}
