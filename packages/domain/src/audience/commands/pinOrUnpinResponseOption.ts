import type { CommandContext } from '../context.ts';
import { changeCustomOption } from '../customOptions.ts';
import { fail } from '../errors.ts';
import { requireBoolean } from '../guards.ts';
import { updateCustom } from '../members.ts';
import type { DraftAudience } from '../model.ts';
import { isOn } from '../settings.ts';

export interface PinOrUnpinResponseOptionArgs {
  questionLk: string;
  responseOptionLk: string;
  pinned: boolean;
}

/** Pins an option in place while the others are randomised; pinning needs randomise on. */
export function pinOrUnpinResponseOption(
  a: DraftAudience,
  args: PinOrUnpinResponseOptionArgs,
  ctx: CommandContext,
): DraftAudience {
  const pinned = requireBoolean(args.pinned, 'pinned');
  return updateCustom(a, args.questionLk, ctx, (item) => {
    if (pinned && !isOn(item.settingValues, 'randomise_options')) {
      fail('PIN_REQUIRES_RANDOMISE', 'Options can be pinned only when they are randomised');
    }
    return changeCustomOption(item, args.responseOptionLk, (o) => ({ ...o, pinned }));
  });
}
