import type { CommandContext } from '../context.ts';
import { updateStandard } from '../members.ts';
import type { DraftAudience } from '../model.ts';
import { changeStandardOption } from '../standardOptions.ts';

export interface SetStandardQualificationArgs {
  audienceCriterionCode: string;
  audienceCriterionOptionCode: string;
}

/** Ticks an option so that respondents choosing it qualify. */
export function setStandardQualification(
  a: DraftAudience,
  args: SetStandardQualificationArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateStandard(a, args.audienceCriterionCode, ctx, (item) =>
    changeStandardOption(item, args.audienceCriterionOptionCode, (o) => ({
      ...o,
      qualification: true,
    })),
  );
}
