import type { CommandContext } from '../context.ts';
import { findStandard, renumberMembers } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface RemoveStandardCriterionArgs {
  audienceCriterionCode: string;
}

/** Removes a standard criterion (unticking it); adding it again starts from the catalogue. */
export function removeStandardCriterion(
  a: DraftAudience,
  args: RemoveStandardCriterionArgs,
  _ctx: CommandContext,
): DraftAudience {
  const item = findStandard(a, args.audienceCriterionCode);
  return {
    ...a,
    members: renumberMembers(a.members.filter((m) => m.memberItem !== item)),
  };
}
