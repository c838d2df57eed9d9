import type { CommandContext } from '../context.ts';
import { newOption } from '../factories.ts';
import type { Questionnaire } from '../model.ts';
import { updateOptions } from '../optionOps.ts';
import { pasteInto, pastedValues } from '../pasteOps.ts';

export interface PasteInResponsesArgs {
  questionLk: string;
  /** Already split by splitPastedLines. */
  responseOptions: string[];
  /** The option pasted into. */
  position: number;
}

/**
 * Pastes several options into the option at `position`: it takes the first value, following blank
 * options are filled, and the rest are inserted after it.
 */
export function pasteInResponses(
  q: Questionnaire,
  args: PasteInResponsesArgs,
  ctx: CommandContext,
): Questionnaire {
  const values = pastedValues(args.responseOptions, 'responseOptions');
  return updateOptions(q, { questionLk: args.questionLk }, ctx, (options, _item, newId, now) =>
    pasteInto(
      options,
      args.position,
      values,
      (o) => o.responseOption.value.trim() === '',
      (o, value) => ({ ...o, responseOption: { ...o.responseOption, value } }),
      (value) => newOption(newId, value, now),
    ),
  );
}
