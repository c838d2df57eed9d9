import type { CommandContext } from '../context.ts';
import { changeCustomOption } from '../customOptions.ts';
import { updateCustom } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface SetCustomQualificationArgs {
  questionLk: string;
  responseOptionLk: string;
}

/** Ticks an option so that respondents choosing it qualify. */
export function setCustomQualification(
  a: DraftAudience,
  args: SetCustomQualificationArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateCustom(a, args.questionLk, ctx, (item) =>
    changeCustomOption(item, args.responseOptionLk, (o) => ({ ...o, qualification: true })),
  );
}
