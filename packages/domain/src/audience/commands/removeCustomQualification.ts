import type { CommandContext } from '../context.ts';
import { changeCustomOption } from '../customOptions.ts';
import { updateCustom } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface RemoveCustomQualificationArgs {
  questionLk: string;
  responseOptionLk: string;
}

/** Unticks an option: respondents choosing it are screened out (its quota goes). */
export function removeCustomQualification(
  a: DraftAudience,
  args: RemoveCustomQualificationArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateCustom(a, args.questionLk, ctx, (item) =>
    changeCustomOption(item, args.responseOptionLk, (o) => ({ ...o, qualification: false })),
  );
}
