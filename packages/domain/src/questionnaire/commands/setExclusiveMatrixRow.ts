import type { CommandContext } from '../context.ts';
import { requireBoolean } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { updateOption } from '../optionOps.ts';

export interface SetExclusiveMatrixRowArgs {
  matrixTitleLk: string;
  /** The column (matrix response option) made exclusive within each row. */
  responseOptionLk: string;
  exclusive: boolean;
}

/** Makes a matrix column exclusive (choosing it in a row clears the row's other columns). */
export function setExclusiveMatrixRow(
  q: Questionnaire,
  args: SetExclusiveMatrixRowArgs,
  ctx: CommandContext,
): Questionnaire {
  const exclusive = requireBoolean(args.exclusive, 'exclusive');
  return updateOption(
    q,
    { matrixTitleLk: args.matrixTitleLk },
    args.responseOptionLk,
    ctx,
    (o) => ({
      ...o,
      exclusive,
    }),
  );
}
