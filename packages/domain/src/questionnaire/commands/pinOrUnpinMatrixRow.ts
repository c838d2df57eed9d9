import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireBoolean } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { updateRow } from '../rowOps.ts';
import { isEnabled } from '../settings.ts';

export interface PinOrUnpinMatrixRowArgs {
  matrixTitleLk: string;
  questionLk: string;
  pinned: boolean;
}

/** Pins a matrix row; pinning needs randomised rows. */
export function pinOrUnpinMatrixRow(
  q: Questionnaire,
  args: PinOrUnpinMatrixRowArgs,
  ctx: CommandContext,
): Questionnaire {
  const pinned = requireBoolean(args.pinned, 'pinned');
  return updateRow(q, args.matrixTitleLk, args.questionLk, ctx, (r, item) => {
    if (pinned && !isEnabled(item.settingValues, 'MatrixRandomiseRows')) {
      fail('PIN_REQUIRES_RANDOMISE', 'Rows can be pinned only when they are randomised');
    }
    return { ...r, pinned };
  });
}
