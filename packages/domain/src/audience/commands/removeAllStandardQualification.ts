import type { CommandContext } from '../context.ts';
import { updateStandard } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface RemoveAllStandardQualificationArgs {
  audienceCriterionCode: string;
}

/** Unticks every option of a criterion (validation then asks for one). */
export function removeAllStandardQualification(
  a: DraftAudience,
  args: RemoveAllStandardQualificationArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateStandard(a, args.audienceCriterionCode, ctx, (item) => ({
    ...item,
    standardCriterionOptions: item.standardCriterionOptions.map((o) => ({
      ...o,
      qualification: false,
    })),
  }));
}
