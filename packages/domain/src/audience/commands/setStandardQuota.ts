import type { CommandContext } from '../context.ts';
import { refuseInterlockedQuota } from './interlockArgs.ts';
import { updateStandard } from '../members.ts';
import type { DraftAudience } from '../model.ts';
import { withQuota } from '../quotaRules.ts';
import { changeStandardOption } from '../standardOptions.ts';

export interface SetStandardQuotaArgs {
  audienceCriterionCode: string;
  audienceCriterionOptionCode: string;
  /** 0..100. */
  percent: number;
}

/** Sets the quota of a qualifying option while quotas are on. */
export function setStandardQuota(
  a: DraftAudience,
  args: SetStandardQuotaArgs,
  ctx: CommandContext,
): DraftAudience {
  refuseInterlockedQuota(a, args.audienceCriterionCode);
  return updateStandard(a, args.audienceCriterionCode, ctx, (item) =>
    changeStandardOption(item, args.audienceCriterionOptionCode, (o) =>
      withQuota(item.settingValues, o, args.percent),
    ),
  );
}
