import type { CommandContext } from '../context.ts';
import { updateCustom } from '../members.ts';
import { applySetting } from '../memberSettings.ts';
import type { DraftAudience } from '../model.ts';
import type { MemberSettingCode } from '../settings.ts';

export interface SetCustomMemberSettingValueArgs {
  questionLk: string;
  setting: { memberSettingCode: MemberSettingCode; settingValue: string };
}

/** Sets a member setting of a custom question; switching to multi select turns quotas off. */
export function setCustomMemberSettingValue(
  a: DraftAudience,
  args: SetCustomMemberSettingValueArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateCustom(a, args.questionLk, ctx, (item) => applySetting(item, args.setting));
}
