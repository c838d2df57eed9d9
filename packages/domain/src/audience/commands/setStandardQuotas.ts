import type { CommandContext } from '../context.ts';
import { updateStandard } from '../members.ts';
import { applySetting } from '../memberSettings.ts';
import type { DraftAudience } from '../model.ts';

export interface SetStandardQuotasArgs {
  audienceCriterionCode: string;
}

/** Turns quotas on, split evenly over the qualifying options (single select only). */
export function setStandardQuotas(
  a: DraftAudience,
  args: SetStandardQuotasArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateStandard(a, args.audienceCriterionCode, ctx, (item) =>
    applySetting(item, { memberSettingCode: 'quotas', settingValue: 'enabled' }),
  );
}
