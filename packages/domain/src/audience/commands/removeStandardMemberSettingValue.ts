import type { CommandContext } from '../context.ts';
import { updateStandard } from '../members.ts';
import { removeSetting } from '../memberSettings.ts';
import type { DraftAudience } from '../model.ts';
import type { MemberSettingCode } from '../settings.ts';

export interface RemoveStandardMemberSettingValueArgs {
  audienceCriterionCode: string;
  memberSettingCode: MemberSettingCode;
}

/** Removes a member setting of a standard criterion (absent on/off settings read as off). */
export function removeStandardMemberSettingValue(
  a: DraftAudience,
  args: RemoveStandardMemberSettingValueArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateStandard(a, args.audienceCriterionCode, ctx, (item) =>
    removeSetting(item, args.memberSettingCode),
  );
}
