import { updateOptionValue } from '../optionOps.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface UpdateResponseOptionArgs {
  questionLk: string;
  responseOptionLk: string;
  responseOptionValue: string;
}

/** Changes the text of a question's response option. */
export function updateResponseOption(
  q: Questionnaire,
  args: UpdateResponseOptionArgs,
  ctx: CommandContext,
): Questionnaire {
  return updateOptionValue(
    q,
    { questionLk: args.questionLk },
    args.responseOptionLk,
    args.responseOptionValue,
    ctx,
  );
}
