import { moveOption } from '../optionOps.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface MoveResponseOptionArgs {
  questionLk: string;
  responseOptionLk: string;
  toPosition: number;
}

/** Moves a response option to another position. */
export function moveResponseOption(
  q: Questionnaire,
  args: MoveResponseOptionArgs,
  ctx: CommandContext,
): Questionnaire {
  return moveOption(
    q,
    { questionLk: args.questionLk },
    args.responseOptionLk,
    args.toPosition,
    ctx,
  );
}
