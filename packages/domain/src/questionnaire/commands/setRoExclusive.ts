import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireBoolean } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { updateOption } from '../optionOps.ts';

export interface SetRoExclusiveArgs {
  questionLk: string;
  responseOptionLk: string;
  exclusive: boolean;
}

/** Makes an option of a single/multi select question exclusive (or not). */
export function setRoExclusive(
  q: Questionnaire,
  args: SetRoExclusiveArgs,
  ctx: CommandContext,
): Questionnaire {
  const exclusive = requireBoolean(args.exclusive, 'exclusive');
  return updateOption(q, { questionLk: args.questionLk }, args.responseOptionLk, ctx, (o, item) => {
    // Decision: exclusive options belong to single/multi select questions only (not ranked).
    if ('questionTypeCode' in item && item.questionTypeCode !== 'Basic') {
      fail('WRONG_QUESTION_TYPE', 'Only single or multi select options can be exclusive');
    }
    return { ...o, exclusive };
  });
}
