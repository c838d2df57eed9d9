import type { CommandContext } from '../context.ts';
import { updateStandard } from '../members.ts';
import type { DraftAudience } from '../model.ts';
import { changeStandardOption } from '../standardOptions.ts';

export interface RemoveStandardQualificationArgs {
  audienceCriterionCode: string;
  audienceCriterionOptionCode: string;
}

/** Unticks an option: respondents choosing it are screened out (its quota goes). */
export function removeStandardQualification(
  a: DraftAudience,
  args: RemoveStandardQualificationArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateStandard(a, args.audienceCriterionCode, ctx, (item) =>
    changeStandardOption(item, args.audienceCriterionOptionCode, (o) => ({
      ...o,
      qualification: false,
    })),
  );
}
