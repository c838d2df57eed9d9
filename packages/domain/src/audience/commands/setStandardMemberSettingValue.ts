import type { CommandContext } from '../context.ts';
import { updateStandard } from '../members.ts';
import { applySetting } from '../memberSettings.ts';
import type { DraftAudience } from '../model.ts';
import type { MemberSettingCode } from '../settings.ts';

export interface SetStandardMemberSettingValueArgs {
  audienceCriterionCode: string;
  setting: { memberSettingCode: MemberSettingCode; settingValue: string };
}

/** Sets a member setting of a standard criterion (qualifying, quotas, hide, randomise, threshold). */
export function setStandardMemberSettingValue(
  a: DraftAudience,
  args: SetStandardMemberSettingValueArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateStandard(a, args.audienceCriterionCode, ctx, (item) =>
    applySetting(item, args.setting, a.countryCode),
  );
}
