import type { CommandContext } from '../context.ts';
import { updateStandard } from '../members.ts';
import { applySetting } from '../memberSettings.ts';
import type { DraftAudience } from '../model.ts';

export interface RemoveStandardQuotasArgs {
  audienceCriterionCode: string;
}

/** Turns quotas off and drops every quota of the criterion. */
export function removeStandardQuotas(
  a: DraftAudience,
  args: RemoveStandardQuotasArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateStandard(a, args.audienceCriterionCode, ctx, (item) =>
    applySetting(item, { memberSettingCode: 'quotas', settingValue: 'disabled' }),
  );
}
