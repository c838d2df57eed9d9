import { addOption } from '../optionOps.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface AddResponseOptionArgs {
  questionLk: string;
  position: number;
  responseOptionValue?: string;
}

/** Adds a response option with a value at a position of a choice question. */
export function addResponseOption(
  q: Questionnaire,
  args: AddResponseOptionArgs,
  ctx: CommandContext,
): Questionnaire {
  return addOption(
    q,
    { questionLk: args.questionLk },
    args.position,
    args.responseOptionValue,
    ctx,
  );
}
