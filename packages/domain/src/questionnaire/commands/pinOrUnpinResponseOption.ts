import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireBoolean } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { updateOption } from '../optionOps.ts';
import { isEnabled } from '../settings.ts';

export interface PinOrUnpinResponseOptionArgs {
  questionLk: string;
  responseOptionLk: string;
  pinned: boolean;
}

/** Pins an option in place while the others are randomised; pinning needs randomise on. */
export function pinOrUnpinResponseOption(
  q: Questionnaire,
  args: PinOrUnpinResponseOptionArgs,
  ctx: CommandContext,
): Questionnaire {
  const pinned = requireBoolean(args.pinned, 'pinned');
  return updateOption(q, { questionLk: args.questionLk }, args.responseOptionLk, ctx, (o, item) => {
    if (pinned && !isEnabled(item.settingValues, 'RandomiseOptions')) {
      fail('PIN_REQUIRES_RANDOMISE', 'Options can be pinned only when they are randomised');
    }
    return { ...o, pinned };
  });
}
