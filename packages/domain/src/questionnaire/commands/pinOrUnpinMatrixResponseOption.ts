import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireBoolean } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { updateOption } from '../optionOps.ts';
import { isEnabled } from '../settings.ts';

export interface PinOrUnpinMatrixResponseOptionArgs {
  matrixTitleLk: string;
  responseOptionLk: string;
  pinned: boolean;
}

/** Pins a matrix column; pinning needs randomised columns. */
export function pinOrUnpinMatrixResponseOption(
  q: Questionnaire,
  args: PinOrUnpinMatrixResponseOptionArgs,
  ctx: CommandContext,
): Questionnaire {
  const pinned = requireBoolean(args.pinned, 'pinned');
  return updateOption(
    q,
    { matrixTitleLk: args.matrixTitleLk },
    args.responseOptionLk,
    ctx,
    (o, item) => {
      if (pinned && !isEnabled(item.settingValues, 'MatrixRandomiseResponseOptions')) {
        fail('PIN_REQUIRES_RANDOMISE', 'Columns can be pinned only when they are randomised');
      }
      return { ...o, pinned };
    },
  );
}
