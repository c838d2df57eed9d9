import type { CommandContext } from '../context.ts';
import { updateStandard } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface SetAllStandardQualificationArgs {
  audienceCriterionCode: string;
}

/** Ticks every option of a criterion. */
export function setAllStandardQualification(
  a: DraftAudience,
  args: SetAllStandardQualificationArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateStandard(a, args.audienceCriterionCode, ctx, (item) => ({
    ...item,
    standardCriterionOptions: item.standardCriterionOptions.map((o) => ({
      ...o,
      qualification: true,
    })),
  }));
}
