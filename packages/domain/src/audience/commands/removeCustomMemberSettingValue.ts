import type { CommandContext } from '../context.ts';
import { updateCustom } from '../members.ts';
import { removeSetting } from '../memberSettings.ts';
import type { DraftAudience } from '../model.ts';
import type { MemberSettingCode } from '../settings.ts';

export interface RemoveCustomMemberSettingValueArgs {
  questionLk: string;
  memberSettingCode: MemberSettingCode;
}

/** Removes a member setting of a custom question (absent on/off settings read as off). */
export function removeCustomMemberSettingValue(
  a: DraftAudience,
  args: RemoveCustomMemberSettingValueArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateCustom(a, args.questionLk, ctx, (item) =>
    removeSetting(item, args.memberSettingCode),
  );
}
