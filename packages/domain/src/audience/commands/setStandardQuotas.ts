import type { CommandContext } from '../context.ts';
import { updateStandard } from '../members.ts';
import { applySetting } from '../memberSettings.ts';
import type { DraftAudience } from '../model.ts';

export interface SetStandardQuotasArgs {
  audienceCriterionCode: string;
}

/**
 * Turns quotas on (single select only), starting at the population's shares of the qualifying
 * options where known (age, gender, region), else split evenly (`applySetting`).
 */
export function setStandardQuotas(
  a: DraftAudience,
  args: SetStandardQuotasArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateStandard(a, args.audienceCriterionCode, ctx, (item) =>
    applySetting(item, { memberSettingCode: 'quotas', settingValue: 'enabled' }, a.countryCode),
  );
}
