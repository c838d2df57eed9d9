import type { CommandContext } from '../context.ts';
import { refuseInterlockedQuota } from './interlockArgs.ts';
import { changeCustomOption } from '../customOptions.ts';
import { updateCustom } from '../members.ts';
import type { DraftAudience } from '../model.ts';
import { withQuota } from '../quotaRules.ts';

export interface SetCustomQuotaArgs {
  questionLk: string;
  responseOptionLk: string;
  /** 0..100. */
  percent: number;
}

/** Sets the quota of a qualifying option while quotas are on. */
export function setCustomQuota(
  a: DraftAudience,
  args: SetCustomQuotaArgs,
  ctx: CommandContext,
): DraftAudience {
  refuseInterlockedQuota(a, args.questionLk);
  return updateCustom(a, args.questionLk, ctx, (item) =>
    changeCustomOption(item, args.responseOptionLk, (o) =>
      withQuota(item.settingValues, o, args.percent),
    ),
  );
}
