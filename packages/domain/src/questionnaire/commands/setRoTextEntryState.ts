import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireOneOf } from '../guards.ts';
import type { Questionnaire, TextEntryState } from '../model.ts';
import { updateOption } from '../optionOps.ts';

export interface SetRoTextEntryStateArgs {
  questionLk: string;
  responseOptionLk: string;
  textEntryState: TextEntryState;
}

/** Turns text entry ('Other, please specify') on or off for an option of a basic question. */
export function setRoTextEntryState(
  q: Questionnaire,
  args: SetRoTextEntryStateArgs,
  ctx: CommandContext,
): Questionnaire {
  const state = requireOneOf(args.textEntryState, 'textEntryState', [
    'enabled',
    'disabled',
  ] as const);
  return updateOption(q, { questionLk: args.questionLk }, args.responseOptionLk, ctx, (o, item) => {
    if ('questionTypeCode' in item && item.questionTypeCode !== 'Basic') {
      fail('WRONG_QUESTION_TYPE', 'Text entry is offered on single or multi select options only');
    }
    return { ...o, textEntryState: state };
  });
}
