import { detachOption } from '../optionOps.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface DetachResponseOptionArgs {
  questionLk: string;
  responseOptionLk: string;
}

/** Deletes a response option (refused at 2 or fewer); limits above the new count reset. */
export function detachResponseOption(
  q: Questionnaire,
  args: DetachResponseOptionArgs,
  ctx: CommandContext,
): Questionnaire {
  return detachOption(q, { questionLk: args.questionLk }, args.responseOptionLk, ctx);
}
