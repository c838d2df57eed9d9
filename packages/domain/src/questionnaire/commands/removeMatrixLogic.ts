import { matrixEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { type LogicInfoRef, removeLogic } from '../logicOps.ts';
import type { Questionnaire } from '../model.ts';

export interface RemoveMatrixLogicArgs {
  matrixTitleLk: string;
  /** Omitted: removes all display logic of the card. */
  logicInfoRef?: LogicInfoRef | null;
}

/** Removes display logic from a matrix: one condition, one clause, or all of it. */
export function removeMatrixLogic(
  q: Questionnaire,
  args: RemoveMatrixLogicArgs,
  ctx: CommandContext,
): Questionnaire {
  return removeLogic(q, matrixEntry(q, args.matrixTitleLk), args.logicInfoRef, ctx);
}
